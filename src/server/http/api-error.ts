import { ErrorCode, type ErrorCodeValue } from '../../shared/error-codes.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (msg: string) => new ApiError(400, ErrorCode.badRequest, msg);
export const sessionInvalid = (msg = 'Not signed in, or the session has expired') => new ApiError(401, ErrorCode.sessionInvalid, msg);
export const sessionEnded = (msg = 'This session has ended; please sign in again') => new ApiError(401, ErrorCode.sessionEnded, msg);
export const forbidden = (msg = 'Only the publisher may change this') => new ApiError(403, ErrorCode.forbidden, msg);
export const notFound = (what: string) => new ApiError(404, ErrorCode.notFound, `${what} was not found`);
export const conflict = (msg: string) => new ApiError(409, ErrorCode.conflict, msg);
export const tooManyAttempts = (msg: string) => new ApiError(429, ErrorCode.tooManyAttempts, msg);
export const upstreamError = (msg: string) => new ApiError(502, ErrorCode.upstream, msg);
export const notConfigured = (msg: string) => new ApiError(503, ErrorCode.notConfigured, msg);
