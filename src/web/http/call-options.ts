import { operationByRoute } from './operation-table.ts';

export interface CallOptions {
  /**
   * No popup of any kind when the call fails (the call still rejects): the caller shows the failure
   * in place. Defaults to true for reads (GET), whose page shows an inline error with a retry, and
   * to false for writes, whose failure the http layer shows once (decision 0110).
   */
  silent?: boolean;
  /** Show the loading mask while the call runs; defaults to the operation's `mask`. */
  mask?: boolean;
}

export type CallFlags = Required<CallOptions>;

/**
 * openapi-fetch hands middleware the very `params` object the caller passed, so options ride on
 * it without reaching the server: `api.GET(path, { params: withCallOptions({ query }, { silent: true }) })`.
 */
const byParams = new WeakMap<object, CallOptions>();

export function withCallOptions<P extends object>(params: P, options: CallOptions | undefined): P {
  if (options) byParams.set(params, options);
  return params;
}

/** A read: its failure is the page's to show, inline (QUERY calls travel as GET). */
export function isRead(method: string): boolean {
  return ['GET', 'HEAD'].includes(method.toUpperCase());
}

export function resolveCallFlags(method: string, schemaPath: string, params: object): CallFlags {
  const options = byParams.get(params) ?? {};
  const op = operationByRoute(method, schemaPath);
  return { silent: options.silent ?? isRead(method), mask: options.mask ?? op?.mask ?? false };
}
