import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { app } from '../../../generated/app.ts';
import type { RouteId } from '../../../generated/routes.ts';

/** Every page component receives the id of the route it renders. */
export interface PageProps {
  routeId: RouteId;
}

export type PageComponent = LazyExoticComponent<ComponentType<PageProps>>;

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
  return lazy(() => withTimeout(load(), app.chunkLoadTimeoutMs).then((Page) => ({ default: Page })));
}
