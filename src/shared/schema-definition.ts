/**
 * The database schema as codegen derives it from spec/entities (generated/schema.json) and as the
 * database records it once applied (decision 0105). Column types are the ones SQLite and PostgreSQL
 * both take; booleans are 0/1 integers, times ISO-8601 text.
 */
export type ColumnType = 'text' | 'integer' | 'double precision';

export interface ColumnDefinition {
  type: ColumnType;
  /** The row's id. */
  primaryKey?: true;
  /** The field is required: every row holds a value. */
  required: boolean;
  /** The stored value rows written before the column existed get (a boolean default is 1/0). */
  default?: string | number;
  /** Rules whose narrowing old rows may break. */
  maxLength?: number;
  enum?: string[];
}

export interface IndexDefinition {
  name: string;
  columns: string[];
  unique: boolean;
}

export interface TableDefinition {
  columns: Record<string, ColumnDefinition>;
  indexes: IndexDefinition[];
}

/** The schema a database has: what the schema_migration table records. */
export interface SchemaDefinition {
  tables: Record<string, TableDefinition>;
}

/** The changes that lose or bend stored data, which a manifest must allow by name (entity key `allowChanges`). */
export const ALLOWED_CHANGES = ['drop', 'retype', 'narrow'] as const;
export type AllowedChange = (typeof ALLOWED_CHANGES)[number];

export interface WantedColumn extends ColumnDefinition {
  /** Earlier names of the column: a database holding one of them renames it, keeping its data. */
  renamedFrom?: string[];
}

export interface WantedTable extends TableDefinition {
  columns: Record<string, WantedColumn>;
  /** The entity and manifest the table comes from, for messages. */
  entity: string;
  file: string;
  /** Earlier names of the table. */
  renamedFrom?: string[];
  /** Column → the data-losing change the manifest allows for it. */
  allowChanges?: Record<string, AllowedChange>;
}

/** What the manifests want (generated/schema.json): the schema, and how an older one gets there. */
export interface WantedSchema {
  tables: Record<string, WantedTable>;
}

/** The schema a database will have once it is migrated to `wanted`: the instructions dropped. */
export function recordable(wanted: WantedSchema): SchemaDefinition {
  const tables: Record<string, TableDefinition> = {};
  for (const [name, table] of Object.entries(wanted.tables)) {
    const columns: Record<string, ColumnDefinition> = {};
    for (const [column, { renamedFrom: _renamed, ...definition }] of Object.entries(table.columns)) columns[column] = definition;
    tables[name] = { columns, indexes: table.indexes };
  }
  return { tables };
}
