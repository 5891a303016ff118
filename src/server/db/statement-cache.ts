import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const LIMIT = 2000;

/**
 * better-sqlite3 as Kysely sees it, with each SQL text prepared once: Kysely prepares every query
 * anew, and preparing costs more than running a small indexed read. Kysely runs one statement at a
 * time on the connection, so a cached statement is never busy when it is reused.
 */
export function cachedStatements(conn: Database): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        // Queries with inlined values could grow the cache without end; start over past the limit.
        if (statements.size >= LIMIT) statements.clear();
        statement = conn.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => conn.close(),
  };
}
