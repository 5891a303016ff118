import type { EntityModel, FieldModel, SpecModel } from '../model-types.ts';
import { renderModule } from './render.ts';
import type { IndexDefinition, WantedColumn, WantedSchema, WantedTable } from '../../src/shared/schema-definition.ts';

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

/** The indexes of a table: unique sets, lookups, and the owner's when no lookup starts with it. */
function indexes(e: EntityModel): IndexDefinition[] {
  const sets = [
    ...e.unique.map((columns) => ({ columns, unique: true })),
    ...e.indexes.map((columns) => ({ columns, unique: false })),
    ...(e.owner && !e.indexes.some((c) => c[0] === e.owner) ? [{ columns: [e.owner], unique: false }] : []),
  ];
  return sets.map(({ columns, unique }) => ({ name: `${e.table}_${columns.join('_')}_${unique ? 'uq' : 'ix'}`, columns, unique }));
}

function storedDefault(f: FieldModel): string | number | undefined {
  if (typeof f.default === 'boolean') return f.default ? 1 : 0;
  return f.default;
}

function column(e: EntityModel, f: FieldModel): WantedColumn {
  const definition: WantedColumn = { type: columnType(f), required: f.required || f.name === e.id };
  if (f.name === e.id) definition.primaryKey = true;
  const value = storedDefault(f);
  if (value !== undefined) definition.default = value;
  if (f.type === 'string' && typeof f.schema.maxLength === 'number') definition.maxLength = f.schema.maxLength;
  if (f.type === 'string' && f.enum) definition.enum = f.enum;
  if (f.renamedFrom) definition.renamedFrom = f.renamedFrom;
  return definition;
}

/** What the manifests want the database to hold (decision 0105): each table's columns and indexes, and how older databases get there. */
export function wantedSchema(model: SpecModel): WantedSchema {
  const tables: WantedSchema['tables'] = {};
  for (const e of [...tabled(model)].sort((a, b) => a.table.localeCompare(b.table))) {
    const table: WantedTable = {
      entity: e.name,
      file: e.file,
      columns: Object.fromEntries(storedFields(e).map((f) => [f.name, column(e, f)])),
      indexes: indexes(e),
    };
    if (e.renamedFrom) table.renamedFrom = e.renamedFrom;
    if (e.allowChanges) table.allowChanges = e.allowChanges;
    tables[e.table] = table;
  }
  return { tables };
}

export function emitSchema(model: SpecModel): string {
  return `${JSON.stringify(wantedSchema(model), null, 2)}\n`;
}

export function emitMigration(model: SpecModel): string {
  const columns = Object.fromEntries(tabled(model).map((e) => [e.table, storedFields(e).map((f) => [f.name, columnType(f)])]));
  return renderModule(
    [],
    [
      `/** Each table's columns and types (the whole schema, with indexes and rules, is generated/schema.json). */\nexport const tableColumns: Record<string, [string, 'text' | 'double precision' | 'integer'][]> = ${JSON.stringify(columns, null, 2)};`,
    ],
  );
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
