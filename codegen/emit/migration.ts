import type { EntityModel, FieldModel, SpecModel } from '../model-types.ts';
import { renderModule } from './render.ts';

/** Column types both SQLite and PostgreSQL take; booleans are 0/1 integers, times ISO-8601 text. */
export function columnType(field: FieldModel): 'text' | 'double precision' | 'integer' {
  switch (field.type) {
    case 'number':
      return 'double precision';
    case 'integer':
    case 'boolean':
      return 'integer';
    default:
      return 'text';
  }
}

function storedFields(e: EntityModel): FieldModel[] {
  return e.fields.filter((f) => f.stored);
}

/** Entities that have a table (virtual ones are reply shapes only). */
function tabled(model: SpecModel): EntityModel[] {
  return model.entities.filter((e) => !e.virtual);
}

function tableCode(e: EntityModel): string {
  const cols = storedFields(e).map((f) => {
    const mods = f.name === e.id ? '(c) => c.primaryKey()' : f.required ? '(c) => c.notNull()' : undefined;
    return `    .addColumn(${JSON.stringify(f.name)}, ${JSON.stringify(columnType(f))}${mods ? `, ${mods}` : ''})`;
  });
  const lines = [`  await db.schema`, `    .createTable(${JSON.stringify(e.table)})`, '    .ifNotExists()', ...cols, '    .execute();'];
  const indexes = [
    ...e.unique.map((cols) => ({ cols, unique: true })),
    ...e.indexes.map((cols) => ({ cols, unique: false })),
    ...(e.owner && !e.indexes.some((c) => c[0] === e.owner) ? [{ cols: [e.owner], unique: false }] : []),
  ];
  for (const { cols, unique } of indexes) {
    const name = `${e.table}_${cols.join('_')}_${unique ? 'uq' : 'ix'}`;
    lines.push(`  await db.schema.createIndex(${JSON.stringify(name)}).ifNotExists()${unique ? '.unique()' : ''}.on(${JSON.stringify(e.table)}).columns(${JSON.stringify(cols)}).execute();`);
  }
  return lines.join('\n');
}

export function emitMigration(model: SpecModel): string {
  const body = tabled(model).map(tableCode).join('\n\n');
  const columns = Object.fromEntries(tabled(model).map((e) => [e.table, storedFields(e).map((f) => [f.name, columnType(f)])]));
  return renderModule(["import type { Kysely } from 'kysely';"], [
    `/** Every table of spec/entities, created when missing (SQLite and PostgreSQL alike). */\nexport async function createTables(db: Kysely<any>): Promise<void> {\n${body}\n}`,
    `/** Each table's columns and types, to add the columns a newer manifest declares. */\nexport const tableColumns: Record<string, [string, 'text' | 'double precision' | 'integer'][]> = ${JSON.stringify(columns, null, 2)};`,
    `/** The stored value a column added to a table with rows gives those rows, for listing fields with a default (a news row stored before drafts existed is published). */\nexport const addedColumnDefaults: Record<string, Record<string, string>> = ${JSON.stringify(addedDefaults(model), null, 2)};`,
  ]);
}

function addedDefaults(model: SpecModel): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const e of tabled(model)) {
    const field = e.publish && e.fields.find((f) => f.name === e.publish!.field);
    if (field && typeof field.default === 'string') out[e.table] = { [field.name]: field.default };
  }
  return out;
}

function tsType(f: FieldModel): string {
  const base = columnType(f) === 'text' ? 'string' : 'number';
  return f.name.length > 0 && f.required ? base : `${base} | null`;
}

export function emitDatabaseTypes(model: SpecModel): string {
  const tables = tabled(model).map((e) => {
    const name = e.name[0]!.toUpperCase() + e.name.slice(1) + 'Table';
    // Counters start at 0 on the server's writes; other writers (seeds, imports) may leave them out.
    const counters = new Set((e.interactions?.counters ?? []).map((c) => `${c}Count`));
    const cols = storedFields(e).map((f) => `  ${f.name}${counters.has(f.name) ? '?' : ''}: ${f.name === e.id ? 'string' : tsType(f)};`);
    return `export interface ${name} {\n${cols.join('\n')}\n}`;
  });
  const db = tabled(model).map((e) => `  ${e.table}: ${e.name[0]!.toUpperCase() + e.name.slice(1)}Table;`);
  return renderModule([], [...tables, `export interface Database {\n${db.join('\n')}\n}`]);
}
