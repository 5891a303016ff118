import { locationFor } from './paths.ts';
import { shareUrlTarget } from './route-guard.ts';

export interface LaunchFacts {
  /** The real query string of the page address (where WeChat puts code and state). */
  search: string;
  hash: string;
  /** What the OAuth code said: false when its openid has no account yet; null without a code. */
  registered: boolean | null;
}

/** Where the app goes right after launch, or null to stay (the entry page then goes home). */
export function launchTarget({ search, hash, registered }: LaunchFacts): string | null {
  if (registered === false) return locationFor('entry/regist');
  return shareUrlTarget(search, hash);
}

const LAUNCH_KEYS = ['code', 'state', 'shareUrl'] as const;

/**
 * The real query string without the one-shot launch parameters: the OAuth code is single-use, and
 * a shareUrl left behind would pull a reload back to the shared page.
 */
export function cleanLaunchSearch(search: string): string {
  const query = new URLSearchParams(search);
  LAUNCH_KEYS.forEach((key) => query.delete(key));
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
