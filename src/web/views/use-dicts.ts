import { useEffect } from 'react';
import { dictCache } from '../dicts/dict-cache.ts';
import { useStoreVersion } from './use-store-version.ts';

/**
 * Re-renders when dictionary items arrive, and asks the server once per code for fresh items. The
 * returned version changes whenever any dictionary changed, for use in memo dependencies; `inTransition`
 * as in useStoreVersion.
 */
export function useDicts(codes: readonly string[], inTransition = false): number {
  const key = codes.join(',');
  useEffect(() => {
    if (key) key.split(',').forEach((code) => void dictCache.ensure(code));
  }, [key]);
  return useStoreVersion(dictCache.subscribe, dictCache.version, inTransition);
}
