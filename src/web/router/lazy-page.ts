import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { app } from '../../../generated/app.ts';
import type { RouteId } from '../../../generated/routes.ts';

/** Every page component receives the id of the route it renders. */
export interface PageProps {
  routeId: RouteId;
}

/**
 * A lazily loaded page. `preload(after)` starts fetching its chunk before it first renders, and has the
 * page wait for `after` too (the start's first calls, decision 0157).
 */
export type PageComponent = LazyExoticComponent<ComponentType<PageProps>> & { preload: (after?: Promise<unknown>) => void };

export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`Page chunk did not load within ${ms} ms`);
    this.name = 'ChunkTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A page loaded on first use, in its own chunk. A chunk that has not arrived within the seed's
 * script chunk time-out (120 s) is given up, so the page boundary shows the error view.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): PageComponent {
  let loading: Promise<{ default: ComponentType<PageProps> }> | undefined;
  let before: Promise<unknown> = Promise.resolve();
  const start = () => (loading ??= withTimeout(load(), app.chunkLoadTimeoutMs).then((Page) => ({ default: Page })));
  // A failed preload is reported when the page renders and React reads the same promise.
  const preload = (after?: Promise<unknown>) => {
    if (after) before = after;
    void start().catch(() => undefined);
  };
  return Object.assign(
    lazy(() => Promise.all([start(), before]).then(([page]) => page)),
    { preload },
  );
}
