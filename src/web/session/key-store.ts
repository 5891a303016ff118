/** Where the per-device encryption key lives between visits. */
export interface KeyStore {
  load(): Promise<CryptoKey | undefined>;
  /** Stores the key unless one is there already (another tab won the race); returns the stored one. */
  saveFirst(key: CryptoKey): Promise<CryptoKey>;
}

export function memoryKeyStore(): KeyStore {
  let stored: CryptoKey | undefined;
  return {
    load: async () => stored,
    saveFirst: async (key) => {
      stored ??= key;
      return stored;
    },
  };
}

const DB_NAME = 'garlic-market-keys';
const STORE = 'keys';
const KEY_ID = 'loginToken';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** A CryptoKey is stored as itself (structured clone), so a non-extractable key stays non-extractable. */
export function indexedDbKeyStore(): KeyStore {
  let db: Promise<IDBDatabase> | undefined;
  const store = async (mode: IDBTransactionMode) => {
    db ??= openDb().catch((error: unknown) => {
      db = undefined;
      throw error;
    });
    return (await db).transaction(STORE, mode).objectStore(STORE);
  };
  const load = async () => {
    const value: unknown = await request((await store('readonly')).get(KEY_ID));
    return value instanceof CryptoKey ? value : undefined;
  };
  return {
    load,
    saveFirst: async (key) => {
      try {
        await request((await store('readwrite')).add(key, KEY_ID));
        return key;
      } catch (error) {
        const existing = await load();
        if (existing) return existing;
        throw error;
      }
    },
  };
}
