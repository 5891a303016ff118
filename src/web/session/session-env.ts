import { indexedDbKeyStore, memoryKeyStore, type KeyStore } from './key-store.ts';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Everything the session touches outside itself, so that tests and the shell can supply their own. */
export interface SessionEnv {
  /** Survives reloads (localStorage). */
  storage: KeyValueStorage;
  /** Lives as long as the tab (sessionStorage). */
  tabStorage: KeyValueStorage;
  writeCookie(cookie: string): void;
  /** Moves inside the app to a hash location such as '#/pages/login'. */
  navigate(hash: string): void;
  currentUrl(): string;
  /** Leaves the app for another address (location.assign). */
  redirect(url: string): void;
  /** Rewrites the address bar without navigating (history.replaceState). */
  replaceUrl(url: string): void;
  keyStore: KeyStore;
  crypto: Crypto | undefined;
  fetch: typeof fetch;
  now(): number;
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** Web storage can be missing or throw (private modes, some in-app browsers): fall back to memory. */
function webStorage(pick: () => Storage): KeyValueStorage {
  try {
    const storage = pick();
    storage.getItem('token');
    return storage;
  } catch {
    return memoryStorage();
  }
}

function browserEnv(): SessionEnv {
  const hasWindow = typeof window !== 'undefined';
  return {
    storage: webStorage(() => window.localStorage),
    tabStorage: webStorage(() => window.sessionStorage),
    writeCookie: (cookie) => {
      if (typeof document !== 'undefined') document.cookie = cookie;
    },
    navigate: (hash) => {
      if (hasWindow) window.location.replace(hash);
    },
    currentUrl: () => (hasWindow ? window.location.href : 'http://localhost/'),
    redirect: (url) => {
      if (hasWindow) window.location.assign(url);
    },
    replaceUrl: (url) => {
      if (hasWindow) window.history.replaceState(window.history.state, '', url);
    },
    keyStore: typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore(),
    crypto: globalThis.crypto,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
  };
}

let env: SessionEnv | undefined;

export function sessionEnv(): SessionEnv {
  env ??= browserEnv();
  return env;
}

/** Replaces parts of the environment; state kept per environment starts afresh. */
export function configureSession(overrides: Partial<SessionEnv>): SessionEnv {
  env = { ...browserEnv(), ...overrides };
  return env;
}

/** State that belongs to one environment: a new environment gets a new state. */
export function perEnv<T>(create: (env: SessionEnv) => T): () => T {
  const states = new WeakMap<SessionEnv, T>();
  return () => {
    const current = sessionEnv();
    let state = states.get(current);
    if (state === undefined) {
      state = create(current);
      states.set(current, state);
    }
    return state;
  };
}
