export interface Refresher {
  /**
   * Renews the access token for a request that failed with `staleToken`. Concurrent callers share
   * one refresh; resolves with the new access token.
   */
  refresh(staleToken: string | null): Promise<string>;
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Serialises refreshes across tabs where the Web Locks API exists: a refresh token is single-use. */
function crossTabLock(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

export function createRefresher(
  currentToken: () => string | null,
  renew: () => Promise<string>,
  lock: LockManagerLike | undefined = crossTabLock(),
): Refresher {
  let inFlight: Promise<string> | null = null;

  const run = async (staleToken: string | null): Promise<string> => {
    const current = currentToken();
    if (current && current !== staleToken) return current;
    return renew();
  };

  return {
    refresh(staleToken) {
      const current = currentToken();
      if (current && current !== staleToken) return Promise.resolve(current);
      inFlight ??= (lock ? lock.request('garlic-market-token-refresh', () => run(staleToken)) : run(staleToken)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
