export type FetchLike = (request: Request) => Promise<Response>;

/** An upload (a multipart body) may take longer than a call. */
export function isUpload(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').startsWith('multipart/');
}

/**
 * Aborts a request that has no answer within `timeoutMs` (`uploadTimeoutMs` for an upload); the
 * caller's own abort still works. The abort rejects like a dropped connection: a network failure.
 */
export function withTimeout(send: () => FetchLike, timeoutMs: number, uploadTimeoutMs = timeoutMs): FetchLike {
  return async (request) => {
    const ms = isUpload(request) ? uploadTimeoutMs : timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`No answer within ${ms} ms`)), ms);
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
