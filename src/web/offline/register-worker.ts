import { WORKER_URL } from './offline-keys.ts';

/** What this page loaded before the worker controlled it: the build's files and the API replies. */
function loadedSoFar(): string[] {
  const origin = location.origin;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/assets/`) || url.startsWith(`${origin}/api/`) || url === `${origin}/app-config.json`);
}

/**
 * Registers the service worker (loaded once the first screen's calls have answered, main.tsx, so it costs
 * the first load nothing), then hands it what the page loaded before it was in control, so a page read
 * once opens offline.
 * The worker picks what to keep by its own routes (Workbox's CACHE_URLS message).
 */
export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(WORKER_URL);
    const ready = await navigator.serviceWorker.ready;
    ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: loadedSoFar() } });
  } catch {
    // No worker (a private window, a browser that refuses it): the app works as before, online only.
  }
}
