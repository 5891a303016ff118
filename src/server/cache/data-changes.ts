/** Called with the tables whose rows changed. */
export type DataChangeListener = (tables: readonly string[]) => void;

/**
 * Which tables changed since the server started: every write path that changes rows a public reply
 * shows (the engine's writes, imports, the operator console) calls `touch` once its transaction has
 * committed; replies that cache (ETags, cache headers) and jobs (alerts) read `version` or listen.
 */
export interface DataChanges {
  touch(tables: readonly string[]): void;
  /** A token that changes whenever a row of any of these tables changes. */
  version(tables: readonly string[]): string;
  subscribe(listener: DataChangeListener): () => void;
}

/** `beforeRead` runs before each version is read (the database reports other processes' commits there). */
export function createDataChanges(beforeRead?: () => void): DataChanges {
  const versions = new Map<string, number>();
  const listeners = new Set<DataChangeListener>();
  return {
    touch(tables) {
      for (const table of tables) versions.set(table, (versions.get(table) ?? 0) + 1);
      for (const listener of listeners) listener(tables);
    },
    version(tables) {
      beforeRead?.();
      return tables.map((table) => versions.get(table) ?? 0).join('.');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
