import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';

/** Called with the tables a statement wrote, once it took effect (at commit inside a transaction). */
export type WriteListener = (tables: readonly string[]) => void;

// Kysely quotes identifiers, so the written table is the first name after the verb.
const WRITE = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update|delete\s+from)\s+"?(\w+)"?/i;

/** The table an insert, update or delete writes; undefined for anything else. */
export function writtenTable(sql: string): string | undefined {
  return WRITE.exec(sql)?.[1];
}

class TrackedConnection implements DatabaseConnection {
  /** Tables written inside the open transaction; undefined outside one. */
  pending: Set<string> | undefined;
  constructor(
    readonly inner: DatabaseConnection,
    private readonly emit: WriteListener,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    const table = writtenTable(query.sql);
    if (table) {
      if (this.pending) this.pending.add(table);
      else this.emit([table]);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class TrackingDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, TrackedConnection>();
  constructor(
    private readonly inner: Driver,
    private readonly emit: WriteListener,
  ) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    const connection = await this.inner.acquireConnection();
    let tracked = this.wrapped.get(connection);
    if (!tracked) this.wrapped.set(connection, (tracked = new TrackedConnection(connection, this.emit)));
    return tracked;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const tracked = connection as TrackedConnection;
    await this.inner.beginTransaction(tracked.inner, settings);
    tracked.pending = new Set();
  }
  async commitTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    await this.inner.commitTransaction(tracked.inner);
    const tables = [...(tracked.pending ?? [])];
    tracked.pending = undefined;
    if (tables.length > 0) this.emit(tables);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    const tracked = connection as TrackedConnection;
    tracked.pending = undefined;
    await this.inner.rollbackTransaction(tracked.inner);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!((connection as TrackedConnection).inner, name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint!((connection as TrackedConnection).inner, name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint!((connection as TrackedConnection).inner, name, compile);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as TrackedConnection).inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The dialect with every write reported to `emit` once it has taken effect: a statement outside a
 * transaction after it ran, a transaction's statements at its commit (none on rollback). Every write
 * path (the engine, custom handlers, imports, seeds) is covered without calling anything.
 */
export function trackWrites(dialect: Dialect, emit: WriteListener): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => new TrackingDriver(dialect.createDriver(), emit),
  };
}
