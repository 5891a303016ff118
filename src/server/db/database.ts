import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../generated/db.ts';
import { tableColumns } from '../../../generated/migration.ts';
import wantedSchema from '../../../generated/schema.json' with { type: 'json' };
import type { WantedSchema } from '../../shared/schema-definition.ts';
import { migrateSchema, type MigrationResult } from './schema-migration.ts';
import { cachedStatements } from './statement-cache.ts';
import { trackWrites, type WriteListener } from './write-tracking.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { DynamicDb } from './dynamic.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
  /** Listens to the tables every committed write of this process changes (the server's data versions). */
  onWrite(listener: WriteListener): () => void;
  /** Reports to the write listeners, as all tables, what other processes (the import CLI) committed since the last call. */
  checkOtherWriters(): void;
  /**
   * Runs `work` as the only one of the instances sharing this database (PostgreSQL: an advisory lock
   * that the others wait for); SQLite belongs to one process, so it just runs (decision 0068).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
}

function writeListeners() {
  const listeners = new Set<WriteListener>();
  return {
    emit: (tables: readonly string[]) => listeners.forEach((listener) => listener(tables)),
    onWrite(listener: WriteListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise SQLite in dataDir. */
  url?: string | undefined;
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  file?: string;
}

function openSqlite(opts: DatabaseOptions): DatabaseHandle {
  const file = opts.file ?? 'garlic-market.sqlite';
  if (file !== ':memory:') mkdirSync(opts.dataDir, { recursive: true });
  const conn = new SQLite(file === ':memory:' ? file : join(opts.dataDir, file));
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = NORMAL');
  conn.pragma('foreign_keys = ON');
  conn.pragma('busy_timeout = 5000');
  const writes = writeListeners();
  const db = new Kysely<Database>({ dialect: trackWrites(new SqliteDialect({ database: cachedStatements(conn) }), writes.emit) });
  // SQLite's data_version moves when another connection (another process) commits.
  const dataVersion = conn.prepare('pragma data_version').pluck();
  let seen = dataVersion.get();
  let checked = 0;
  // Asked on every kept reply; a commit by another process shows within a tenth of a second.
  const checkOtherWriters = () => {
    if (performance.now() - checked < 100) return;
    checked = performance.now();
    const now = dataVersion.get();
    if (now !== seen) writes.emit(Object.keys(tableColumns));
    seen = now;
  };
  return { db, dialect: 'sqlite', close: () => db.destroy(), onWrite: writes.onWrite, checkOtherWriters, exclusive: (_name, work) => work() };
}

function openPostgres(url: string): DatabaseHandle {
  // Keep double precision and bigint counts as numbers, as SQLite gives them.
  pg.types.setTypeParser(pg.types.builtins.FLOAT8, Number);
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const writes = writeListeners();
  const db = new Kysely<Database>({ dialect: trackWrites(new PostgresDialect({ pool }), writes.emit) });
  const exclusive = async <T>(name: string, work: () => Promise<T>) => (await withAdvisoryLock(db, name, work)) as T;
  return { db, dialect: 'postgres', close: () => db.destroy(), onWrite: writes.onWrite, checkOtherWriters: () => undefined, exclusive };
}

/**
 * Brings the database to the schema the manifests want, or refuses with SchemaRefusedError and changes
 * nothing (decision 0105); then the append-only triggers.
 */
export async function migrate(handle: Pick<DatabaseHandle, 'db' | 'dialect'>, options: { dryRun?: boolean } = {}): Promise<MigrationResult> {
  const result = await migrateSchema({ db: handle.db as DynamicDb, dialect: handle.dialect }, wantedSchema as WantedSchema, options);
  if (!options.dryRun) await refuseChanges(handle, APPEND_ONLY_TABLES);
  return result;
}

/** Tables whose rows are never changed or removed once written (decision 0035). */
export const APPEND_ONLY_TABLES = ['audit_log'] as const;

/** A trigger on each table that refuses UPDATE and DELETE, whoever asks (the app, a shell, a script). */
async function refuseChanges(handle: Pick<DatabaseHandle, 'db' | 'dialect'>, tables: readonly string[]): Promise<void> {
  const { db } = handle;
  for (const table of tables) {
    const message = `${table} is append-only`;
    if (handle.dialect === 'sqlite') {
      for (const verb of ['update', 'delete']) {
        await sql.raw(`create trigger if not exists ${table}_no_${verb} before ${verb} on ${table} begin select raise(abort, '${message}'); end`).execute(db);
      }
    } else {
      await sql
        .raw(`create or replace function ${table}_refuse_change() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`)
        .execute(db);
      await sql.raw(`drop trigger if exists ${table}_no_change on ${table}`).execute(db);
      await sql.raw(`create trigger ${table}_no_change before update or delete on ${table} for each row execute function ${table}_refuse_change()`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_no_truncate on ${table}`).execute(db);
      await sql.raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function ${table}_refuse_change()`).execute(db);
    }
  }
}

/** A connection to the database as it is, not migrated (the migrate command plans before it changes anything). */
export function connectDatabase(opts: DatabaseOptions): DatabaseHandle {
  return opts.url ? openPostgres(opts.url) : openSqlite(opts);
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = connectDatabase(opts);
  // Instances started together migrate once: the others wait, then find the schema recorded.
  try {
    await handle.exclusive('migrate', () => migrate(handle));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
