import type { QueryClient } from '@tanstack/react-query';
import { app } from '../../../generated/app.ts';
import type { OperationId } from '../../../generated/client-operations.ts';
import { statQuery } from '../charts/use-stat.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { pagedListQuery } from '../views/paged-list-query.ts';
import { isLoggedIn } from '../session/session-store.ts';
import { pageForRoute } from './page-for-route.tsx';
import { routeByPath, startRoute } from './paths.ts';
import { decideRoute } from './route-guard.ts';

/**
 * Starts the reads the start route declares (`firstCalls:`, decision 0147) while its page's code is
 * still loading: the page then finds them answered or on their way under the keys it asks by, instead of
 * asking only once it has rendered. No loading mask: the page draws its own placeholders.
 */
export function fetchFirstCalls(client: QueryClient, hash: string): Promise<unknown> {
  const route = startRoute(hash);
  // codegen checked each call's input against its endpoint (codegen/build-first-calls.ts).
  const calls = (route && 'firstCalls' in route ? route.firstCalls : []) as readonly { call: OperationId; input: object; preloadImage?: string }[];
  const asked: Promise<unknown>[] = calls.map(({ call, input, preloadImage }) => {
    const query = statQuery(call, input as never, { mask: false });
    return preloadImage ? client.fetchQuery(query).then((reply) => preloadImageOf(reply, preloadImage), noop) : client.prefetchQuery(query);
  });
  if (route && 'firstPage' in route) asked.push(...fetchFirstPage(client, route.firstPage));
  return Promise.allSettled(asked);
}

/**
 * Starts loading the start route's page chunk as the app starts, not when React's first render reaches
 * the route (decision 0157): the chunk and the first calls travel together, and the page first renders
 * with their answers (up to `firstCallsWaitMs`, spec/app.yaml), in one pass instead of a pass of placeholders and one per answer.
 * A route the guard would send elsewhere (signed out, say) is left to load when it renders.
 */
export function preloadStartPage(hash: string, firstCalls: Promise<unknown>): void {
  const route = startRoute(hash);
  if (!route || route.view.kind === 'redirect') return;
  const [pathname = '', query] = hash.replace(/^#/, '').split('?');
  // A start at '/' was led to another route: the guard judges that route.
  const path = routeByPath(pathname || '/') === route ? pathname : route.path;
  const decision = decideRoute({ pathname: path, search: query ? `?${query}` : '', loggedIn: isLoggedIn() });
  const waited = new Promise((resolve) => setTimeout(resolve, app.firstCallsWaitMs));
  if (decision.action === 'render') pageForRoute(route).preload(Promise.race([firstCalls, waited]));
}

const noop = () => undefined;

/**
 * Preloads the image a reply names (the first row's, when it is a list) at high priority: the page's
 * <img> takes the preloaded response instead of asking only once it renders. While the entry HTML's
 * skeleton still stands, its picture block shows it (decision 0157): the picture paints when it arrives,
 * not when the page's code has loaded and rendered, and the page's own <img> later draws in its place.
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
  const block = document.querySelector('#boot [data-first-image]');
  if (block) {
    const picture = new Image();
    picture.alt = '';
    picture.src = path;
    block.append(picture);
  }
}

type FirstPage = Extract<NonNullable<ReturnType<typeof startRoute>>, { firstPage: unknown }>['firstPage'];

/** A public list's first page, with no filter chosen, and the dictionaries its cards and filters name (decision 0153). */
function fetchFirstPage(client: QueryClient, page: FirstPage): Promise<unknown>[] {
  const { call, params, pageSize, keys, dicts } = page;
  const unpaged = 'unpaged' in page && page.unpaged === true;
  return [
    client.prefetchInfiniteQuery(pagedListQuery({ prefix: 'list', endpoint: call, params, filters: {}, pageSize, keys, unpaged }, { mask: false })),
    ...dicts.map((code) => dictCache.ensure(code)),
  ];
}
