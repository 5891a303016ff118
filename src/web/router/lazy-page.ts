import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { app } from '../../../generated/app.ts';
import type { RouteId } from '../../../generated/routes.ts';

/** Every page component receives the id of the route it renders. */
export interface PageProps {
  routeId: RouteId;
}

/** A lazily loaded page; `preload()` starts fetching its chunk before it first renders. */
export type PageComponent = LazyExoticComponent<ComponentType<PageProps>> & { preload: () => void };

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
  const start = () => (loading ??= withTimeout(load(), app.chunkLoadTimeoutMs).then((Page) => ({ default: Page })));
  // A preload that fails is reported when the page renders and React reads the same promise.
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}
