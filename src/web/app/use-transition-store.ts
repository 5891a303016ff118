import { startTransition, useEffect, useReducer } from 'react';
import { useLatest } from '../shell/use-latest.ts';

/**
 * useSyncExternalStore's contract, but a change of the store re-renders in a transition: React renders
 * it in time slices and lets the browser paint and take input between them. React always renders a
 * useSyncExternalStore change as one blocking task; with every query's answer and every dictionary
 * arriving so, a page's first seconds were a row of long tasks (total blocking time, issue 12;
 * decision record 0132). Components may show different versions of a store for one frame.
 *
 * The build gives it to TanStack Query's useBaseQuery in place of useSyncExternalStore
 * (scripts/query-transitions.ts); the dictionary cache uses it directly.
 */
export function useTransitionStore<T>(subscribe: (onStoreChange: () => void) => () => void, getSnapshot: () => T): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const snapshot = getSnapshot();
  const rendered = useLatest({ snapshot, getSnapshot });
  useEffect(() => {
    const onStoreChange = () => {
      if (!Object.is(rendered.current.getSnapshot(), rendered.current.snapshot)) startTransition(rerender);
    };
    const unsubscribe = subscribe(onStoreChange);
    // A change between this render and the subscription.
    onStoreChange();
    return unsubscribe;
  }, [subscribe, rendered]);
  return snapshot;
}
