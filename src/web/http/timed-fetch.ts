export type FetchLike = (request: Request) => Promise<Response>;

/** Aborts a request that has no answer within `timeoutMs`; the caller's own abort still works. */
export function withTimeout(send: () => FetchLike, timeoutMs: number): FetchLike {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    const forward = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) forward();
    else request.signal.addEventListener('abort', forward);
    try {
      return await send()(new Request(request, { signal: controller.signal }));
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forward);
    }
  };
}
