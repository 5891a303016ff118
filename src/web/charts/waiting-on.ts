import type { ChartStatus } from './chart-card.tsx';

/** What a card shows about a call: TanStack Query's result has both. */
export interface Loading {
  status: ChartStatus;
  refetch: () => unknown;
}

/**
 * A card whose call needs another call's answer first (the latest year, the chosen month): until it can
 * run, the card shows the earlier call's load or failure and retries that one; when the earlier call
 * answered with nothing to ask for, the card is empty rather than loading for ever.
 */
export function waitingOn(ready: boolean, own: Loading, earlier: Loading): Loading {
  if (ready) return own;
  return earlier.status === 'success' ? { status: 'success', refetch: earlier.refetch } : earlier;
}
