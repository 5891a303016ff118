import { USER_KEY_PARAM } from './offline-keys.ts';

/** The part of a manifest call that decides whether its replies are kept for offline use. */
export interface CallShape {
  method: string;
  auth: string;
  path: string;
  cache?: number;
}

/**
 * The calls whose last replies the worker keeps: public GETs that the manifest marks `cache:` — the
 * figures of the home, price and statistics pages and the dictionaries that name them. The server
 * tags the same calls with an ETag (decision 0051). Paths are under /api, with {name} segments.
 */
export function figurePaths(operations: Record<string, CallShape>): string[] {
  return Object.values(operations)
    .filter((o) => o.auth === 'public' && (o.method === 'GET' || o.method === 'QUERY') && o.cache !== undefined)
    .map((o) => `/api${o.path}`)
    .sort();
}

/** One regular expression for the paths: `{name}` stands for one segment. */
export function figurePattern(paths: readonly string[]): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const alternatives = paths.map((p) =>
    p
      .split(/\{\w+\}/)
      .map(escape)
      .join('[^/]+'),
  );
  return new RegExp(`^(?:${alternatives.join('|')})$`);
}

/**
 * The user a bearer token names (its `sub`), read without checking the signature: it only files the
 * user's own replies apart in this browser. Undefined without a header; null when it cannot be read.
 */
export function userOfBearer(header: string | null): string | null | undefined {
  if (!header) return undefined;
  const payload = /^Bearer [\w-]+\.([\w-]+)\.[\w-]*$/.exec(header)?.[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const sub = json && typeof json === 'object' && 'sub' in json ? (json as { sub: unknown }).sub : undefined;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** The cache key of a signed-in user's reply: the address with the user added to its query. */
export function userCacheKey(url: string, user: string): string {
  const address = new URL(url);
  address.searchParams.set(USER_KEY_PARAM, user);
  return address.href;
}
