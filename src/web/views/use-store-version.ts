import { startTransition, useEffect, useState } from 'react';

/**
 * The version of a cache whose changes only fill in names (dictionaries, place names), followed by an
 * ordinary state update rather than useSyncExternalStore. A change arriving during a long concurrent
 * render then schedules one more render instead of tearing that render into a synchronous one (1.3-1.6 s
 * at 4x when a list's dictionaries arrived while its first render ran; decision 0157). `inTransition`
 * makes that render a transition, in slices: for views that render no chart, whose updates would restart
 * it (decision 0160).
 */
export function useStoreVersion(subscribe: (listener: () => void) => () => void, version: () => number, inTransition = false): number {
  const [seen, setSeen] = useState(version);
  useEffect(() => {
    const follow = inTransition ? () => startTransition(() => setSeen(version())) : () => setSeen(version());
    // A change between the render and this subscription is caught up at once.
    follow();
    return subscribe(follow);
  }, [subscribe, version, inTransition]);
  return seen;
}
