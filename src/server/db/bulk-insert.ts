import { CompiledQuery, sql, type Kysely } from 'kysely';

/** Values bound per statement: about what 200 price rows took through the query builder, so a cached statement stays as small. */
const PARAMETERS_PER_STATEMENT = 2_600;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Inserts many rows of one shape (the demo seed's tables) as multi-row statements whose text is built
 * once here: the query builder turns every value of every row into a node and compiles it, which cost
 * more than SQLite's own insert work (decision 0136). The rows and values written are those of
 * `insertInto(table).values(batch)`: the values go to the driver as they are. Every row must have the
 * same columns defined (the builder would write a column's default where one lacks it); else it throws.
 * Runs in the caller's transaction, if any; writes are tracked like any other insert.
 */
export async function bulkInsert(db: Pick<Kysely<unknown>, 'executeQuery' | 'getExecutor'>, table: string, rows: readonly object[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = definedKeys(rows[0]!);
  const shape = new Set(columns);
  for (const row of rows as Record<string, unknown>[]) {
    // The quick check (as many keys as columns, each defined) first; the key lists only when it fails.
    if (Object.keys(row).length === columns.length && columns.every((column) => row[column] !== undefined)) continue;
    const keys = definedKeys(row);
    if (keys.length !== columns.length || !keys.every((key) => shape.has(key)))
      throw new Error(`bulkInsert into ${table}: rows differ in their columns (${columns.join(', ')} / ${keys.join(', ')})`);
  }
  // PostgreSQL numbers its placeholders, SQLite takes '?': ask the dialect how it writes one.
  const numbered = sql`${0}`.compile(db).sql !== '?';
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / columns.length));
  const head = `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values `;
  const tuples = (count: number) => {
    let n = 0;
    const tuple = () => `(${columns.map(() => (numbered ? `$${++n}` : '?')).join(', ')})`;
    return Array.from({ length: count }, tuple).join(', ');
  };
  let text: { count: number; sql: string } | undefined;
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement) as Record<string, unknown>[];
    if (text?.count !== batch.length) text = { count: batch.length, sql: head + tuples(batch.length) };
    const parameters: unknown[] = [];
    for (const row of batch) for (const column of columns) parameters.push(row[column]);
    await db.executeQuery(CompiledQuery.raw(text.sql, parameters));
  }
  return rows.length;
}

function definedKeys(row: object): string[] {
  return Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
}
