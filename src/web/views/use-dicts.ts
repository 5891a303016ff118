import { useEffect } from 'react';
import { useTransitionStore } from '../app/use-transition-store.ts';
import { dictCache } from '../dicts/dict-cache.ts';

/**
 * Re-renders when dictionary items arrive, and asks the server once per code for fresh items. The
 * returned version changes whenever any dictionary changed, for use in memo dependencies. Arrivals
 * re-render in a transition, not as one blocking task each (decision record 0132).
 */
export function useDicts(codes: readonly string[]): number {
  const key = codes.join(',');
  useEffect(() => {
    if (key) key.split(',').forEach((code) => void dictCache.ensure(code));
  }, [key]);
  return useTransitionStore(dictCache.subscribe, dictCache.version);
}
