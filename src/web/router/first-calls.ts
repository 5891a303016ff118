import type { QueryClient } from '@tanstack/react-query';
import { app } from '../../../generated/app.ts';
import type { OperationId } from '../../../generated/client-operations.ts';
import { statQuery } from '../charts/use-stat.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { pagedListQuery } from '../views/paged-list-query.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { routeById, routeByPath } from './paths.ts';

/** The route a start opens: the hash's path, or where it redirects ('/' and '/pages/index' lead home unless a launch names a page). */
export function startRoute(hash: string) {
  const route = routeByPath(hash.replace(/^#/, '').split('?')[0] || '/');
  if (route?.view.kind !== 'redirect') return route;
  return route.view.to === 'launch' ? routeByPath(app.homeRoute) : routeById(route.view.to as RouteId);
}

/**
 * Starts the reads the start route declares (`firstCalls:`, decision 0147) while its page's code is
 * still loading: the page then finds them answered or on their way under the keys it asks by, instead of
 * asking only once it has rendered. No loading mask: the page draws its own placeholders.
 */
export function fetchFirstCalls(client: QueryClient, hash: string): void {
  const route = startRoute(hash);
  // codegen checked each call's input against its endpoint (codegen/build-first-calls.ts).
  const calls = (route && 'firstCalls' in route ? route.firstCalls : []) as readonly { call: OperationId; input: object; preloadImage?: string }[];
  for (const { call, input, preloadImage } of calls) {
    const query = statQuery(call, input as never, { mask: false });
    if (!preloadImage) void client.prefetchQuery(query);
    else void client.fetchQuery(query).then((reply) => preloadImageOf(reply, preloadImage), noop);
  }
  if (route && 'firstPage' in route) fetchFirstPage(client, route.firstPage);
}

const noop = () => undefined;

/**
 * Preloads the image a reply names (the first row's, when it is a list) at high priority: the page's
 * <img> takes the preloaded response instead of asking only once it renders.
 */
function preloadImageOf(reply: unknown, field: string): void {
  const row: unknown = Array.isArray(reply) ? reply[0] : reply;
  const path = row && typeof row === 'object' ? (row as Record<string, unknown>)[field] : undefined;
  if (typeof path !== 'string' || path === '') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = path;
  link.fetchPriority = 'high';
  document.head.append(link);
}

type FirstPage = Extract<NonNullable<ReturnType<typeof startRoute>>, { firstPage: unknown }>['firstPage'];

/** A public list's first page, with no filter chosen, and the dictionaries its cards and filters name (decision 0153). */
function fetchFirstPage(client: QueryClient, page: FirstPage): void {
  const { call, params, pageSize, keys, dicts } = page;
  const unpaged = 'unpaged' in page && page.unpaged === true;
  void client.prefetchInfiniteQuery(pagedListQuery({ prefix: 'list', endpoint: call, params, filters: {}, pageSize, keys, unpaged }, { mask: false }));
  for (const code of dicts) void dictCache.ensure(code);
}
