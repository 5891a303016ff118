import { onlineManager, QueryClient } from '@tanstack/react-query';

/**
 * The http client already shows errors and retries after a token refresh, so queries don't retry
 * on their own; data a page showed a moment ago is reused when the user comes back to it.
 *
 * networkMode 'always': a call made offline is still sent (the service worker may answer it from
 * what it kept, decision 0064) and fails at once otherwise, so the page shows its offline error
 * instead of a query paused (a spinner) until the network comes back (decision 0110).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** The network coming back brings back every failed figure on screen, as a tap on its retry would. */
export function refetchFailedWhenOnline(client: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (online) void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}

refetchFailedWhenOnline(queryClient);
