import { ErrorCode } from '../../shared/error-codes.ts';

export interface EnvelopeBody<T = unknown> {
  success: boolean;
  data: T;
  extension: unknown;
  totalCount: number;
  msg: string;
  code: string;
}

export function ok<T>(data: T, totalCount?: number): EnvelopeBody<T> {
  const count = totalCount ?? (Array.isArray(data) ? data.length : data === null || data === undefined ? 0 : 1);
  return { success: true, data, extension: null, totalCount: count, msg: 'success', code: ErrorCode.ok };
}

export function failure(code: string, msg: string): EnvelopeBody<null> {
  return { success: false, data: null, extension: null, totalCount: 0, msg, code };
}
