// The service worker (decision record 0064), bundled by scripts/service-worker.ts into dist/web/sw.js with
// the precache list and the figure calls filled in. Workbox does the caching.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { figurePattern, userCacheKey, userOfBearer } from '../offline/figure-calls.ts';
import { OFFLINE_CACHES, SAVED_AT_HEADER } from '../offline/offline-keys.ts';

declare const __PRECACHE__: { url: string; revision: string | null }[];
declare const __FIGURE_PATHS__: string[];

interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
}
const worker = self as unknown as WorkerScope;

/** Seconds a figure or the entry waits for the network before the kept copy answers. */
const NETWORK_SECONDS = 5;

// A new worker takes over at once: every route below asks the network first for what can change
// (the entry, the figures) and the build's files are hashed, so an open page and a new worker never
// disagree about which build is current (decision record 0064).
worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();

/** Kept replies carry the moment they were saved; encodings and Vary are the network's business. */
const stamp: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    for (const name of ['content-encoding', 'content-length', 'vary', 'etag']) headers.delete(name);
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
};

/** A signed-in user's replies are filed under their user id, so nobody else's session ever reads them. */
const perUser: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const user = userOfBearer(request.headers.get('authorization'));
    if (!user) throw new Error('a reply kept per user needs its user');
    return userCacheKey(request.url, user);
  },
};

const limit = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });
const figures = new NetworkFirst({
  cacheName: OFFLINE_CACHES.figures,
  networkTimeoutSeconds: NETWORK_SECONDS,
  plugins: [stamp, limit(300)],
  matchOptions: { ignoreVary: true },
});
const userFigures = new NetworkFirst({
  cacheName: OFFLINE_CACHES.userFigures,
  networkTimeoutSeconds: NETWORK_SECONDS,
  plugins: [stamp, perUser, limit(300)],
  matchOptions: { ignoreVary: true },
});
const shell = new NetworkFirst({ cacheName: OFFLINE_CACHES.shell, networkTimeoutSeconds: NETWORK_SECONDS, plugins: [stamp] });

const sameOrigin = (url: URL) => url.origin === worker.location.origin;
const figureCall = figurePattern(__FIGURE_PATHS__);

/** Every address of the entry (`/`, `/?code=…` back from sign-in) is kept as the one entry. */
const oneEntry: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => new URL('/', request.url).href,
};
const entry = new NetworkFirst({ cacheName: OFFLINE_CACHES.shell, networkTimeoutSeconds: NETWORK_SECONDS, plugins: [stamp, oneEntry] });

// The entry: from the network while there is one (a new build shows at once), else the last one kept.
// Only the app's own entry: the server's other pages (the development sign-in and payment pages) are
// left to the network.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && (url.pathname === '/' || url.pathname === '/index.html'),
  async (options) => {
    try {
      return await entry.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname === '/app-config.json', shell);

// Figures: the last reply of each call kept, per user when the request carries a session; a signed-in
// user offline with nothing of their own kept reads the public copy.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && figureCall.test(url.pathname),
  async (options) => {
    const request = options.request as Request;
    const user = userOfBearer(request.headers.get('authorization'));
    if (user === undefined) return figures.handle(options);
    if (user === null) return fetch(request);
    try {
      return await userFigures.handle(options);
    } catch (error) {
      const shared = await caches.match(request.url, { cacheName: OFFLINE_CACHES.figures, ignoreVary: true });
      if (shared) return shared;
      throw error;
    }
  },
);

// The build's files: the app shell (the entry's chunks, home, the icons) is precached at install;
// every other chunk is kept once loaded, so a page read once opens offline.
precache(__PRECACHE__);
cleanupOutdatedCaches();
addRoute();
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'), new CacheFirst({ cacheName: OFFLINE_CACHES.assets, plugins: [limit(400)] }));
