import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../generated/db.ts';
import { createTables, tableColumns } from '../../../generated/migration.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: conn }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string): DatabaseHandle {
  // Keep double precision and bigint counts as numbers, as SQLite gives them.
  pg.types.setTypeParser(pg.types.builtins.FLOAT8, Number);
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Creates missing tables, and adds the columns a newer manifest declares to existing ones. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await createTables(db as Kysely<any>);
  const tables = await db.introspection.getTables();
  for (const [table, columns] of Object.entries(tableColumns)) {
    const existing = new Set(tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? []);
    for (const [name, type] of columns) {
      if (!existing.has(name)) await sql`alter table ${sql.table(table)} add column ${sql.ref(name)} ${sql.raw(type)}`.execute(db);
    }
  }
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = opts.url ? openPostgres(opts.url) : openSqlite(opts);
  await migrate(handle);
  return handle;
}
