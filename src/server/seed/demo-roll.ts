import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';

// Demo that lives (issue 11 point 8, decisions 0046 and 0060): each start adds the demo series' rows after
// the last demo row through the last finished period (yesterday, or last month, in China). A row's
// figures are a function of its day alone (each generator starts on a fixed day), so a rolled row equals
// the one a fresh seed would have made. Only demo rows count and only missing keys are added: a row an
// import or an operator wrote (source import or operator) keeps its key and its figures.

export type RolledTable = 'walk_quantity' | 'export_quantity' | 'cold_storage_stock' | 'stock_capacity' | 'weather';

type AnyDb = Db & { selectFrom(table: string): never };

/** Rows the demo seeder wrote: source demo, or none (rows older than the field). */
export const demoRows = (table: string): Expression<SqlBool> => sql<SqlBool>`(${sql.ref(`${table}.source`)} = 'demo' or ${sql.ref(`${table}.source`)} is null)`;

/** The greatest value of an expression over the table's demo rows (undefined for a table with none). */
export async function lastDemo(db: Db, table: RolledTable, value: Expression<unknown>): Promise<string | number | undefined> {
  const row = await sql<{ last: string | number | null }>`select max(${value}) as last from ${sql.table(table)} where ${demoRows(table)}`.execute(db);
  const last = row.rows[0]?.last;
  return last === null || last === undefined ? undefined : last;
}

/** Inserts the rows whose id no row holds yet, in one transaction; answers how many. */
export async function insertMissing<T extends object>(db: Db, table: RolledTable, idColumn: string, rows: readonly T[]): Promise<number> {
  if (rows.length === 0) return 0;
  const idOf = (r: T) => String((r as Record<string, unknown>)[idColumn]);
  const ids = rows.map(idOf);
  const taken = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await (db as unknown as AnyDb)
      .selectFrom(table)
      .select(idColumn as never)
      .where(idColumn as never, 'in', ids.slice(i, i + 500) as never)
      .execute();
    for (const row of found as Record<string, unknown>[]) taken.add(String(row[idColumn]));
  }
  const missing = rows.filter((r) => !taken.has(idOf(r)));
  if (missing.length === 0) return 0;
  await db.transaction().execute((trx) => bulkInsert(trx, table, missing));
  return missing.length;
}

/** Fills an empty table with the seed's rows, or rolls a demo table forward; answers the rows written. */
export async function seedOrRoll<T extends object>(
  db: Db,
  table: RolledTable,
  seed: () => T[],
  roll: () => Promise<number>,
): Promise<{ table: string; rows: number }> {
  const existing = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return { table, rows: await roll() };
  const rows = seed();
  await db.transaction().execute((trx) => bulkInsert(trx, table, rows));
  return { table, rows: rows.length };
}
