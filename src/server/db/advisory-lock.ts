import { sql, type Kysely } from 'kysely';

/**
 * Runs `work` while holding a PostgreSQL advisory lock named `name` in the connection's schema, on a
 * connection kept for it (decision 0068). `wait: false` gives up at once when another session holds
 * it, and answers undefined. Session-level, so a crash releases it with the connection.
 */
export async function withAdvisoryLock<T, Tables>(
  db: Kysely<Tables>,
  name: string,
  work: () => Promise<T>,
  options: { wait?: boolean } = {},
): Promise<T | undefined> {
  const key = sql`hashtext(current_schema() || ':' || ${name})`;
  return db.connection().execute(async (conn) => {
    if (options.wait === false) {
      const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${GARLIC}, ${key}) as got`.execute(conn);
      if (!rows[0]?.got) return undefined;
    } else {
      await sql`select pg_advisory_lock(${GARLIC}, ${key})`.execute(conn);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${GARLIC}, ${key})`.execute(conn);
    }
  });
}

/** The first key of every lock the app takes (two ASCII letters), so its locks stand apart from other programs'. */
const GARLIC = 0x6761;
