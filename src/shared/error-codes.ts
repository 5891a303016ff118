/** Reply codes of the envelope. The two session codes are the seed's (section 8). */
export const ErrorCode = {
  ok: '200',
  badRequest: 'BAD_REQUEST',
  sessionInvalid: 'SEC_401',
  sessionEnded: 'SEC_0001',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  /** Too many wrong passwords for a phone number or from an address: wait and try again. */
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** A signed-in user passed a per-minute or per-day write limit (decision 0025). */
  rateLimited: 'RATE_LIMITED',
  tooLarge: 'TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA',
  serverError: 'SERVER_ERROR',
  /** A service the server calls (WeChat, the maps service) answered with an error. */
  upstream: 'UPSTREAM_ERROR',
  /** The call needs something this server is not configured for (WECHAT_APPID unset). */
  notConfigured: 'NOT_CONFIGURED',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
