import { app } from '../../../generated/app.ts';
import { decodeParams, locationFor, routeByPath } from './paths.ts';

export type RouteDecision = { action: 'render' } | { action: 'redirect'; to: string };

export interface RouteRequest {
  pathname: string;
  search: string;
  loggedIn: boolean;
}

const IN_APP_PREFIX = '/pages/';
const MAX_IN_APP_LENGTH = 2000;

/**
 * An in-app location ('/pages/...' with an optional query) or null. Anything else — absolute URLs,
 * protocol-relative '//host', backslashes, control characters — is refused: these values arrive
 * from shared links and query strings, so accepting them would be an open redirect.
 */
export function safeInAppPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const consolePath = value === '/admin' || value.startsWith('/admin/') || value.startsWith('/admin?');
  if ((!value.startsWith(IN_APP_PREFIX) && !consolePath) || value.length > MAX_IN_APP_LENGTH) return null;
  if (value.includes('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- a control character in a path is refused
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** The `redirect` route parameter of a login location, when it is a safe in-app path. */
export function redirectParam(search: string): string | null {
  return safeInAppPath(decodeParams(search)['redirect']);
}

/** The routing rules of seed-spec.md section 2, decided for one location. */
export function decideRoute({ pathname, search, loggedIn }: RouteRequest): RouteDecision {
  const route = routeByPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!route) return { action: 'redirect', to: app.homeRoute };
  // The operator console (#/admin) needs a sign-in first; whether the user is an operator is the page's to ask.
  if ((route.auth === 'login' || route.auth === 'operator') && !loggedIn) {
    return { action: 'redirect', to: locationFor('entry/login', { redirect: pathname + search }) };
  }
  if (route.guestOnly && loggedIn) {
    return { action: 'redirect', to: redirectParam(search) ?? app.homeRoute };
  }
  return { action: 'render' };
}

/**
 * The in-app path a launch URL asks for through `shareUrl`, looked for in the real query first and
 * then in the hash's query; null when absent or not a safe in-app path.
 */
export function shareUrlTarget(search: string, hash: string): string | null {
  const fromSearch = new URLSearchParams(search).get('shareUrl');
  if (fromSearch !== null) return safeInAppPath(fromSearch);
  const queryStart = hash.indexOf('?');
  if (queryStart < 0) return null;
  return safeInAppPath(new URLSearchParams(hash.slice(queryStart)).get('shareUrl'));
}

/** The index of the tab-bar tab whose route is the current path, or -1 when none is. */
export function tabIndexFor(pathname: string): number {
  return app.tabBar.findIndex((tab) => tab.route === pathname);
}
