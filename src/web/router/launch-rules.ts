import { RETURN_TO_PARAM } from '../../shared/in-app-path.ts';
import { locationFor } from './paths.ts';
import { safeInAppPath, shareUrlTarget } from './route-guard.ts';

export interface LaunchFacts {
  /** The real query string of the page address (where WeChat puts code and state). */
  search: string;
  hash: string;
  /** What the OAuth code said: false when its openid has no account yet; null without a code. */
  registered: boolean | null;
}

/** The in-app page a sign-in return address asks to open (relogin.ts puts it there), when safe. */
export function returnTarget(search: string): string | null {
  return safeInAppPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
}

/**
 * Where the app goes right after launch, or null to stay (the entry page then goes home): back from
 * WeChat sign-in, to the page that asked for it, through registration when the openid has no account.
 */
export function launchTarget({ search, hash, registered }: LaunchFacts): string | null {
  const back = registered === null ? null : returnTarget(search);
  if (registered === false) return locationFor('entry/regist', back ? { redirect: back } : undefined);
  return back ?? shareUrlTarget(search, hash);
}

const LAUNCH_KEYS = ['code', 'state', 'shareUrl', RETURN_TO_PARAM] as const;

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
