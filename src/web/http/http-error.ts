import type { Envelope } from '../../shared/envelope.ts';

/**
 * business: the reply said success false; status: a non-200 reply without a usable envelope;
 * network: no reply (offline, time-out); session: the session could not be renewed;
 * attempts: the retry limit was reached.
 */
export type HttpErrorKind = 'business' | 'status' | 'network' | 'session' | 'attempts';

export interface HttpErrorDetail {
  status?: number;
  code?: string;
  envelope?: Envelope;
  cause?: unknown;
}

/** Every failed call rejects with one of these; its message is what the user was told. */
export class HttpError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly envelope: Envelope | undefined;

  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    detail: HttpErrorDetail = {},
  ) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.name = 'HttpError';
    this.status = detail.status;
    this.code = detail.code;
    this.envelope = detail.envelope;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
