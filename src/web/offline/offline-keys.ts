/**
 * What the service worker and the page agree on (decision record 0064): the caches' names, the header
 * a reply kept for offline use carries, and the query key that files a signed-in user's replies apart.
 */
export const OFFLINE_CACHES = {
  /** index.html and /app-config.json, network first. */
  shell: 'garlic-shell',
  /** Hashed build files, cache first (they never change under one name). */
  assets: 'garlic-assets',
  /** Figures asked without a session: public, shared by whoever uses the browser. */
  figures: 'garlic-figures',
  /** Figures asked with a session, keyed by its user and deleted when the session ends. */
  userFigures: 'garlic-figures-user',
} as const;

/** The moment (ISO) a kept reply was saved; only a reply the worker answers from its cache has it. */
export const SAVED_AT_HEADER = 'x-garlic-saved-at';

/** Added to a signed-in user's cache keys: `?…&__user=<user id>`. */
export const USER_KEY_PARAM = '__user';

/** The worker's script, at the site's root so that its scope is the whole app. */
export const WORKER_URL = '/sw.js';
