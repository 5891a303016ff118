import { routeByPath, type RouteParams } from '../router/paths.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { decideWebview } from './webview-rules.ts';
import type { OperationData } from '../../../generated/operation-types.ts';

/** One entry of GET /v1/menu/info (spec/entities/menu.yaml). */
export type MenuEntry = OperationData<'menu.info'>[number];

export interface MenuLink {
  entry: MenuEntry;
  routeId: RouteId;
  params: RouteParams;
}

export const HOME_GRID_SIZE = 9;
const WEBVIEW = '/pages/webview';

/** Route parameters from the stored JSON: an object of plain values; anything else is dropped. */
function plainParams(value: unknown): RouteParams {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))) as RouteParams;
}

/**
 * The entries this app can open: a route it knows, and for the webview an address it may embed.
 * The others stay in the menu table for the release that brings their page.
 */
export function menuLinks(entries: readonly MenuEntry[], webviewHosts: readonly string[]): MenuLink[] {
  return entries.flatMap((entry) => {
    const route = entry.route ? routeByPath(entry.route) : undefined;
    if (!route) return [];
    const params = plainParams(entry.params);
    if (entry.route === WEBVIEW && !decideWebview(params.url, webviewHosts).ok) return [];
    return [{ entry, routeId: route.id, params }];
  });
}

/** The home grid: the first entries marked home that the app can open. */
export const homeLinks = (links: readonly MenuLink[]) => links.filter((l) => l.entry.home).slice(0, HOME_GRID_SIZE);
