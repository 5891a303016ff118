import { SAVED_AT_HEADER } from './offline-keys.ts';

/**
 * Whether the figures on screen are kept copies, and when the oldest of them was saved: set by a reply
 * that the service worker answered from its cache (its saved-at header), or that the browser's own
 * HTTP cache answered while offline (its Date header: a figure is kept there up to its max-age);
 * cleared by a reply from the network or when the page changes. The offline notice reads it.
 */
let savedAt: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  if (next === savedAt) return;
  savedAt = next;
  listeners.forEach((listener) => listener());
}

export function offlineSavedAt(): string | null {
  return savedAt;
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The moment a reply was saved when it is a kept copy, else null. */
export function keptAt(response: Response, online: boolean): string | null {
  const stamped = response.headers.get(SAVED_AT_HEADER);
  if (stamped !== null) return stamped;
  const date = response.headers.get('date');
  return online || date === null || Number.isNaN(Date.parse(date)) ? null : new Date(date).toISOString();
}

/** Called with every API reply. */
export function noteReply(response: Response): void {
  const kept = keptAt(response, navigator.onLine);
  if (kept === null) set(null);
  else if (savedAt === null || kept < savedAt) set(kept);
}

/** A new page starts without a notice. */
export function resetOffline(): void {
  set(null);
}
