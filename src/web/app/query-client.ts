import { QueryClient } from '@tanstack/react-query';

/**
 * The http client already shows errors and retries after a token refresh, so queries don't retry
 * on their own; data a page showed a moment ago is reused when the user comes back to it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
