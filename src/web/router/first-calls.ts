import type { QueryClient } from '@tanstack/react-query';
import { app } from '../../../generated/app.ts';
import type { OperationId } from '../../../generated/client-operations.ts';
import { statQuery } from '../charts/use-stat.ts';
import { routeByPath } from './paths.ts';

/** The route a start opens: the hash's path, where the entry routes ('/', '/pages/index') lead home. */
export function startRoute(hash: string) {
  const route = routeByPath(hash.replace(/^#/, '').split('?')[0] || '/');
  return route?.view.kind === 'custom' && route.view.component === 'EntryPage' ? routeByPath(app.homeRoute) : route;
}

/**
 * Starts the reads the start route declares (`firstCalls:`, decision 0147) while its page's code is
 * still loading: the page then finds them answered or on their way under the keys it asks by, instead of
 * asking only once it has rendered. No loading mask: the page draws its own placeholders.
 */
export function fetchFirstCalls(client: QueryClient, hash: string): void {
  const route = startRoute(hash);
  // codegen checked each call's input against its endpoint (codegen/build-first-calls.ts).
  const calls = (route && 'firstCalls' in route ? route.firstCalls : []) as readonly { call: OperationId; input: object }[];
  for (const { call, input } of calls) void client.prefetchQuery(statQuery(call, input as never, { mask: false }));
}
