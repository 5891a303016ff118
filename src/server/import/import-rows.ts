import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import { entityMeta, toColumns } from '../engine/rows.ts';
import { parseImport, type RowProblem } from './parse-rows.ts';

export interface ImportResult {
  ok: boolean;
  loaded: number;
  replaced: number;
  problems: RowProblem[];
}

/** The row's id from its key fields, so loading the same figures twice replaces rather than duplicates. */
export function keyId(key: string[], row: Record<string, unknown>): string {
  return key.map((k) => String(row[k] ?? '')).join('|');
}

/** The entity's import metadata, or an error when it declares none. */
function importMeta(entityName: string) {
  const meta = entityMeta(entityName) as ReturnType<typeof entityMeta> & { import?: { key: string[] } };
  if (!meta.import) throw new Error(`${entityName} declares no import`);
  return meta as typeof meta & { import: { key: string[] } };
}

/** What a checked file would write: each row's id and stored columns, as the import writes them. */
function storedRows(entityName: string, rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const meta = importMeta(entityName);
  // A column left out takes the field's default, as a row made through the API would (a menu entry is shown).
  const defaults = Object.fromEntries(Object.entries(meta.fields).flatMap(([name, f]) => (f.stored && f.default !== undefined ? [[name, f.default]] : [])));
  // A table whose rows say who wrote them (price: decision 0045) marks imported rows so the demo never touches them.
  const source = (meta.fields.source as { enumLabels?: Record<string, unknown> } | undefined)?.enumLabels?.import ? { source: 'import' } : {};
  return rows.map((row) => ({ ...toColumns(entityName, { ...defaults, ...row, ...source }), [meta.id]: row[meta.id] ?? keyId(meta.import.key, row) }));
}

/** Checks a file and says what it would change, writing nothing: each good row is added or replaces one. */
export async function previewCsv(
  db: Db,
  entityName: string,
  csv: string,
): Promise<ImportResult & { rows: { line: number; id: string; action: 'add' | 'replace'; values: Record<string, unknown> }[] }> {
  const meta = importMeta(entityName);
  const { rows, problems } = parseImport(entityName, csv);
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'the file has no rows' });
  const stored = storedRows(entityName, rows);
  const ids = stored.map((r) => String(r[meta.id]));
  const t = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const existing = new Set<string>();
  for (let i = 0; i < ids.length; i += 500) {
    for (const r of await t
      .selectFrom(meta.table)
      .select(meta.id)
      .where(meta.id, 'in', ids.slice(i, i + 500))
      .execute())
      existing.add(String(r[meta.id]));
  }
  const replaced = ids.filter((id) => existing.has(id)).length;
  // The header is line 1; a good row's line is its place among all rows, bad ones included.
  const badLines = new Set(problems.map((p) => p.line));
  const lines: number[] = [];
  for (let line = 2; lines.length < stored.length; line += 1) if (!badLines.has(line)) lines.push(line);
  return {
    ok: problems.length === 0,
    loaded: problems.length === 0 ? stored.length : 0,
    replaced,
    problems,
    rows: stored.map((values, i) => ({ line: lines[i]!, id: ids[i]!, action: existing.has(ids[i]!) ? 'replace' : 'add', values })),
  };
}

/** Writes checked rows in the transaction given, replacing rows with the same key; returns how many it replaced. */
export async function writeImportRows(trx: Db, entityName: string, rows: Record<string, unknown>[]): Promise<number> {
  const meta = importMeta(entityName);
  const t = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let replaced = 0;
  for (const values of storedRows(entityName, rows)) {
    const removed = await t
      .deleteFrom(meta.table)
      .where(meta.id, '=', values[meta.id] as string)
      .executeTakeFirst();
    replaced += Number(removed.numDeletedRows);
    await t.insertInto(meta.table).values(values).execute();
  }
  return replaced;
}

/**
 * Loads a CSV into the entity's table: every row is checked first, and a file with any bad row
 * writes nothing. A good file is written in one transaction, replacing rows with the same key.
 */
export async function importCsv(db: Db, entityName: string, csv: string): Promise<ImportResult> {
  importMeta(entityName);
  const { rows, problems } = parseImport(entityName, csv);
  if (problems.length > 0) return { ok: false, loaded: 0, replaced: 0, problems };
  if (rows.length === 0) return { ok: false, loaded: 0, replaced: 0, problems: [{ line: 1, message: 'the file has no rows' }] };
  const replaced = await db.transaction().execute((trx) => writeImportRows(trx, entityName, rows));
  return { ok: true, loaded: rows.length, replaced, problems: [] };
}
