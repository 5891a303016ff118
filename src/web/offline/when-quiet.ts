import type { QueryClient } from '@tanstack/react-query';

/** The longest the worker waits on calls that do not answer: on a stalled line it still registers. */
export const QUIET_LIMIT_MS = 10_000;

/**
 * Resolves once `loaded` has and no query is fetching: the first screen's calls have all answered (or
 * failed), so the service worker's precache (~400 KB) does not share a slow line with them, nor with the
 * chunks and pictures their answers ask for next. It resolves after `limitMs` whatever is still fetching.
 */
export function whenQuiet(client: QueryClient, loaded: Promise<unknown>, limitMs = QUIET_LIMIT_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    let unsubscribe = () => {};
    const finish = () => {
      unsubscribe();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(finish, limitMs);
    void loaded.then(() => {
      const settle = () => {
        if (client.isFetching() === 0) finish();
      };
      unsubscribe = client.getQueryCache().subscribe(settle);
      settle();
    });
  });
}

/** The page's load event, as a promise. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The browser's next idle moment (a short timer where there is no requestIdleCallback: iOS's webview). */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}
