import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { tableColumns } from '../../../generated/migration.ts';
import type { Db } from '../../../src/server/db/database.ts';

/** Columns whose seeded values differ on every run: an argon2 hash carries a random salt. */
const UNSTABLE: Record<string, string[]> = { front_user: ['passwordHash'] };

/** A value as text, the same whichever database gave it (PostgreSQL may hand back numbers as strings). */
const text = (value: unknown) => (value === null || value === undefined ? 'null' : typeof value === 'number' ? String(value) : String(value));

/**
 * Each table's row count and a hash of its rows (every column but the unstable ones, rows in a fixed
 * order): two seeds that give the same fingerprints wrote the same data.
 */
export async function seedFingerprint(db: Db): Promise<Record<string, { rows: number; hash: string }>> {
  const result: Record<string, { rows: number; hash: string }> = {};
  for (const [table, columns] of Object.entries(tableColumns)) {
    const kept = columns.map(([name]) => name).filter((name) => !UNSTABLE[table]?.includes(name));
    const rows = (await sql<Record<string, unknown>>`select ${sql.join(kept.map((c) => sql.ref(c)))} from ${sql.table(table)}`.execute(db)).rows;
    const lines = rows.map((row) => kept.map((c) => text(row[c])).join('\u0001')).sort();
    result[table] = { rows: rows.length, hash: createHash('sha1').update(lines.join('\n')).digest('hex').slice(0, 16) };
  }
  return result;
}
