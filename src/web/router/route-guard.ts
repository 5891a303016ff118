import { app } from '../../../generated/app.ts';
import { safeInAppPath } from '../../shared/in-app-path.ts';
import { decodeParams, locationFor, routeByPath } from './paths.ts';

export type RouteDecision = { action: 'render' } | { action: 'redirect'; to: string };

export interface RouteRequest {
  pathname: string;
  search: string;
  loggedIn: boolean;
}

export { safeInAppPath };

/** The `redirect` route parameter of a login location, when it is a safe in-app path. */
export function redirectParam(search: string): string | null {
  return safeInAppPath(decodeParams(search)['redirect']);
}

/** A route only a signed-in user sees: the operator console (#/admin) too, whose operator check is the page's. */
export function signInRequired(route: { auth: string }): boolean {
  return route.auth === 'login' || route.auth === 'operator';
}

/** The routing rules of seed-spec.md section 2, decided for one location. */
export function decideRoute({ pathname, search, loggedIn }: RouteRequest): RouteDecision {
  const route = routeByPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!route) return { action: 'redirect', to: app.homeRoute };
  if (signInRequired(route) && !loggedIn) {
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
