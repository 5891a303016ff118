import { app } from '../../../generated/app.ts';
import { routes, type RouteId } from '../../../generated/routes.ts';

export type RouteParams = Record<string, string | number | boolean | null | undefined>;

const byId = new Map<string, (typeof routes)[number]>(routes.map((r) => [r.id, r]));
const byPath = new Map<string, (typeof routes)[number]>(routes.map((r) => [r.path, r]));

export function routeById(id: RouteId) {
  return byId.get(id)!;
}

export function routeByPath(path: string) {
  return byPath.get(path);
}

/** The route a start opens: the hash's path, or where it redirects ('/' and '/pages/index' lead home unless a launch names a page). */
export function startRoute(hash: string) {
  const route = routeByPath(hash.replace(/^#/, '').split('?')[0] || '/');
  if (route?.view.kind !== 'redirect') return route;
  return route.view.to === 'launch' ? routeByPath(app.homeRoute) : routeById(route.view.to as RouteId);
}

/** Route parameters travel as one query value, `params`, holding URL-encoded JSON of an object. */
export function encodeParams(params: RouteParams | undefined): string {
  if (!params || Object.keys(params).length === 0) return '';
  return `?params=${encodeURIComponent(JSON.stringify(params))}`;
}

export function decodeParams(search: string): Record<string, unknown> {
  const raw = new URLSearchParams(search).get('params');
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The in-app location of a route: a path with its params query, for the hash router. */
export function locationFor(id: RouteId, params?: RouteParams): string {
  return routeById(id).path + encodeParams(params);
}

/** A full href for anchors: '#/pages/...?params=...'. */
export function hrefFor(id: RouteId, params?: RouteParams): string {
  return '#' + locationFor(id, params);
}
