import { ErrorCode } from './error-codes.ts';

/** Every reply of the API carries this shape (seed-spec.md section 7). */
export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  extension: unknown;
  totalCount: number;
  msg: string;
  code: string;
}

/** No, bad or expired access token. */
export const SEC_401 = ErrorCode.sessionInvalid;
/** Session ended: the refresh token was revoked or reused. */
export const SEC_0001 = ErrorCode.sessionEnded;

export const SESSION_CODES: readonly string[] = [SEC_401, SEC_0001];

export function isSessionCode(code: unknown): boolean {
  return typeof code === 'string' && SESSION_CODES.includes(code);
}

export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.success === 'boolean' && 'data' in v && typeof v.msg === 'string' && typeof v.code === 'string';
}
