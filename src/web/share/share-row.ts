import { useEffect } from 'react';
import type { Row } from '../../shared/view-types.ts';

type Listener = () => void;

let current: { routeId: string; row: Row } | undefined;
const listeners = new Set<Listener>();

/** The row the page on screen shows, for its share card's templates; undefined before it loads. */
export function shareRowOf(routeId: string): Row | undefined {
  return current?.routeId === routeId ? current.row : undefined;
}

export function subscribeShareRow(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: typeof current) {
  current = next;
  listeners.forEach((l) => l());
}

/** A page that shows one row (a detail view, or a custom page naming share.entity) hands it to its share card. */
export function useShareRow(routeId: string, row: Row | undefined): void {
  useEffect(() => {
    if (!row) return undefined;
    publish({ routeId, row });
    return () => {
      if (current?.row === row) publish(undefined);
    };
  }, [routeId, row]);
}
