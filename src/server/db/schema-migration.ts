import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  recordable,
  type ColumnDefinition,
  type ColumnType,
  type SchemaDefinition,
  type TableDefinition,
  type WantedSchema,
} from '../../shared/schema-definition.ts';
import { describeRefusal, describeStep, planMigration, settlePlan, type RowCheck, type SettledPlan, type Step } from './migration-plan.ts';
import type { DynamicDb } from './dynamic.ts';

/** The table where a database records the schema it has, one row a migration (decision 0105). */
export const SCHEMA_TABLE = 'schema_migration';

type Dialect = 'sqlite' | 'postgres';
interface Target {
  db: DynamicDb;
  dialect: Dialect;
}

export interface MigrationResult {
  plan: SettledPlan;
  /** The database had no recorded schema: its tables were adopted as they are. */
  adopted: boolean;
  /** The recorded schema already is what the manifests want. */
  upToDate: boolean;
  /** The version recorded after applying (undefined on a dry run or a refusal). */
  version?: number;
}

/** The manifests ask for changes the database must not take; nothing was changed. */
export class SchemaRefusedError extends Error {
  constructor(readonly result: MigrationResult) {
    super(refusalMessage(result));
    this.name = 'SchemaRefusedError';
  }
}

export function refusalMessage(result: MigrationResult): string {
  const lines = result.plan.refusals.map((r) => `  - ${describeRefusal(r)}`);
  return [
    `The database cannot be served by this build, so nothing was changed: the manifests ask for ${lines.length} change${lines.length === 1 ? '' : 's'} it refuses.`,
    ...lines,
    'See the whole plan with: npm run migrate -- --dry-run (README "Schema changes").',
  ].join('\n');
}

export function schemaHash(schema: SchemaDefinition): string {
  return createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);
}

interface ExistingTable {
  name: string;
  columns: { name: string; dataType: string }[];
}

/**
 * The tables of the connection's own schema. On PostgreSQL only current_schema() is read: Kysely's
 * introspection reads every schema, and fails when another process drops one meanwhile.
 */
async function existingTables(target: Target): Promise<ExistingTable[]> {
  if (target.dialect !== 'postgres') return (await target.db.introspection.getTables()).map((t) => ({ name: t.name, columns: t.columns }));
  const { rows } = await sql<{ table_name: string; column_name: string; udt_name: string }>`
    select c.table_name, c.column_name, c.udt_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(target.db);
  const tables = new Map<string, ExistingTable>();
  for (const row of rows) {
    const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [] };
    table.columns.push({ name: row.column_name, dataType: row.udt_name });
    tables.set(row.table_name, table);
  }
  return [...tables.values()];
}

function columnTypeOf(dataType: string): ColumnType | string {
  const type = dataType.toLowerCase();
  if (['int2', 'int4', 'int8', 'integer', 'bigint', 'smallint', 'int'].includes(type)) return 'integer';
  if (['float4', 'float8', 'double precision', 'real', 'numeric'].includes(type)) return 'double precision';
  if (['text', 'varchar'].includes(type)) return 'text';
  return type;
}

/** PostgreSQL cuts longer identifiers (index names included) to 63 bytes. */
const PG_NAME_LENGTH = 63;

async function existingIndexNames(target: Target): Promise<Set<string>> {
  const query =
    target.dialect === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return new Set((await query.execute(target.db)).rows.map((r) => r.name));
}

async function readRecorded(target: Target): Promise<{ version: number; hash: string; schema: SchemaDefinition } | undefined> {
  const row = (
    await sql<{
      version: number;
      hash: string;
      definition: string;
    }>`select version, hash, definition from ${sql.table(SCHEMA_TABLE)} order by version desc limit 1`.execute(target.db)
  ).rows[0];
  return row && { version: Number(row.version), hash: row.hash, schema: JSON.parse(row.definition) as SchemaDefinition };
}

/**
 * A database made before schemas were recorded: the tables the manifests name (or named, renamedFrom),
 * with their columns' types as the database has them and the manifests' rules for them, since the server
 * served them so. Columns no field (or earlier name) knows are left where they are, out of the record.
 */
function adopt(tables: Awaited<ReturnType<typeof existingTables>>, indexNames: ReadonlySet<string>, wanted: WantedSchema): SchemaDefinition {
  const adopted: SchemaDefinition = { tables: {} };
  for (const [name, want] of Object.entries(wanted.tables)) {
    for (const candidate of [name, ...(want.renamedFrom ?? [])]) {
      const found = tables.find((t) => t.name === candidate);
      if (!found || adopted.tables[candidate]) continue;
      const columns: Record<string, ColumnDefinition> = {};
      for (const c of found.columns) {
        const field = Object.entries(want.columns).find(([column, d]) => column === c.name || (d.renamedFrom ?? []).includes(c.name));
        if (!field) continue;
        const { renamedFrom: _renamed, ...definition } = field[1];
        columns[c.name] = { ...definition, type: columnTypeOf(c.dataType) as ColumnType };
      }
      // Indexes of the manifests' names that exist are taken as made (the old start made them from the same list).
      const indexes = want.indexes.filter(
        (index) => (indexNames.has(index.name) || indexNames.has(index.name.slice(0, PG_NAME_LENGTH))) && index.columns.every((c) => columns[c]),
      );
      adopted.tables[candidate] = { columns, indexes };
      break;
    }
  }
  return adopted;
}

function literal(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`;
}

/** The sql that selects the rows a check finds. */
function checkCondition(check: RowCheck) {
  switch (check.kind) {
    case 'longer':
      return sql`length(${sql.ref(check.column)}) > ${check.maxLength}`;
    case 'outside':
      return sql`${sql.ref(check.column)} is not null and ${sql.ref(check.column)} not in (${sql.join(check.values)})`;
    case 'empty':
      return sql`${sql.ref(check.column)} is null`;
    case 'rows':
      return sql`1 = 1`;
  }
}

async function countRows(target: Target, check: RowCheck): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(check.table)} where ${checkCondition(check)}`.execute(target.db);
  return Number(rows[0]?.n ?? 0);
}

/** SQLite: the indexes naming a column, with the statements that made them. */
async function sqliteIndexesOn(trx: DynamicDb, table: string, column: string): Promise<{ name: string; sql: string }[]> {
  const { rows } = await sql<{
    name: string;
    sql: string;
  }>`select m.name, m.sql from sqlite_master m where m.type = 'index' and m.tbl_name = ${table} and m.sql is not null and exists (select 1 from pragma_index_info(m.name) i where i.name = ${column})`.execute(
    trx,
  );
  return rows;
}

/**
 * SQLite alters a column's type or NOT NULL only by replacing it: a new column takes the converted
 * values, the old one is dropped (with its indexes, made again after) and the new one takes its name.
 */
async function sqliteReplaceColumn(trx: DynamicDb, table: string, column: string, definition: ColumnDefinition, value: ReturnType<typeof sql>): Promise<void> {
  const indexes = await sqliteIndexesOn(trx, table, column);
  for (const index of indexes) await sql`drop index ${sql.ref(index.name)}`.execute(trx);
  const temporary = `${column}__migrating`;
  await sql`alter table ${sql.table(table)} add column ${sql.ref(temporary)} ${sql.raw(definition.type)}`.execute(trx);
  await sql`update ${sql.table(table)} set ${sql.ref(temporary)} = ${value}`.execute(trx);
  await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(trx);
  await sql`alter table ${sql.table(table)} rename column ${sql.ref(temporary)} to ${sql.ref(column)}`.execute(trx);
  for (const index of indexes) await sql.raw(index.sql).execute(trx);
}

async function createTable(trx: DynamicDb, table: string, definition: TableDefinition): Promise<void> {
  let create = trx.schema.createTable(table).ifNotExists();
  for (const [name, c] of Object.entries(definition.columns)) {
    create = create.addColumn(name, sql.raw(c.type), (col) => (c.primaryKey ? col.primaryKey() : c.required ? col.notNull() : col));
  }
  await create.execute();
}

async function applyStep(trx: DynamicDb, dialect: Dialect, step: Step): Promise<void> {
  switch (step.kind) {
    case 'renameTable':
      await sql`alter table ${sql.table(step.from)} rename to ${sql.table(step.to)}`.execute(trx);
      return;
    case 'createTable':
      await createTable(trx, step.table, step.definition);
      return;
    case 'renameColumn':
      await sql`alter table ${sql.table(step.table)} rename column ${sql.ref(step.from)} to ${sql.ref(step.to)}`.execute(trx);
      return;
    case 'dropIndex':
      await sql`drop index if exists ${sql.ref(step.name)}`.execute(trx);
      return;
    case 'addColumn': {
      const { type, required, default: value } = step.definition;
      // A NOT NULL column added to a table with rows needs a default for them; SQLite wants one even on an empty table.
      const constraint = required && value !== undefined ? ` not null default ${literal(value)}` : required && dialect === 'postgres' ? ' not null' : '';
      await sql`alter table ${sql.table(step.table)} add column ${sql.ref(step.column)} ${sql.raw(type + constraint)}`.execute(trx);
      if (value !== undefined && !required)
        await sql`update ${sql.table(step.table)} set ${sql.ref(step.column)} = ${value} where ${sql.ref(step.column)} is null`.execute(trx);
      return;
    }
    case 'retypeColumn': {
      const cast = sql`cast(${sql.ref(step.column)} as ${sql.raw(step.definition.type)})`;
      if (dialect === 'postgres')
        await sql`alter table ${sql.table(step.table)} alter column ${sql.ref(step.column)} type ${sql.raw(step.definition.type)} using ${cast}`.execute(trx);
      else await sqliteReplaceColumn(trx, step.table, step.column, step.definition, cast);
      return;
    }
    case 'relaxColumn': {
      if (dialect === 'postgres') {
        await sql`alter table ${sql.table(step.table)} alter column ${sql.ref(step.column)} drop not null`.execute(trx);
        return;
      }
      const { rows } = await sql<{ notnull: number }>`select "notnull" from pragma_table_info(${step.table}) where name = ${step.column}`.execute(trx);
      if (rows[0]?.notnull) await sqliteReplaceColumn(trx, step.table, step.column, step.definition, sql.ref(step.column));
      return;
    }
    case 'requireColumn': {
      const value = step.definition.default;
      if (value !== undefined)
        await sql`update ${sql.table(step.table)} set ${sql.ref(step.column)} = ${value} where ${sql.ref(step.column)} is null`.execute(trx);
      // SQLite adds NOT NULL to an existing column only by rebuilding the table; the server checks required fields on every write.
      if (step.constrain && dialect === 'postgres')
        await sql`alter table ${sql.table(step.table)} alter column ${sql.ref(step.column)} set not null`.execute(trx);
      return;
    }
    case 'narrowColumn':
      return;
    case 'dropColumn':
      if (dialect === 'sqlite')
        for (const index of await sqliteIndexesOn(trx, step.table, step.column)) await sql`drop index ${sql.ref(index.name)}`.execute(trx);
      await sql`alter table ${sql.table(step.table)} drop column ${sql.ref(step.column)}`.execute(trx);
      return;
    case 'createIndex': {
      const { index } = step;
      let create = trx.schema.createIndex(index.name).ifNotExists().on(step.table).columns(index.columns);
      if (index.unique) create = create.unique();
      await create.execute();
      return;
    }
  }
}

/**
 * Brings the database to the schema the manifests want (decision 0105): compares the recorded schema
 * (or, on a database that records none, the tables it has) with `wanted`, plans, counts the stored rows
 * the plan depends on, and, unless refused or a dry run, applies every step and records the new schema
 * in one transaction. The caller holds the migration lock.
 */
export async function migrateSchema(target: Target, wanted: WantedSchema, options: { dryRun?: boolean } = {}): Promise<MigrationResult> {
  const { db } = target;
  const want = recordable(wanted);
  const hash = schemaHash(want);
  const tables = await existingTables(target);
  const recorded = tables.some((t) => t.name === SCHEMA_TABLE) ? await readRecorded(target) : undefined;
  if (recorded?.hash === hash) return { plan: { steps: [], refusals: [], kept: [] }, adopted: false, upToDate: true, version: recorded.version };
  const have = recorded?.schema ?? adopt(tables, recorded ? new Set() : await existingIndexNames(target), wanted);
  const draft = planMigration(have, wanted);
  const counts: number[] = [];
  for (const guard of draft.guarded) counts.push(await countRows(target, guard.check));
  const plan = settlePlan(draft, counts);
  const result: MigrationResult = { plan, adopted: !recorded && tables.some((t) => t.name in wanted.tables), upToDate: false };
  if (plan.refusals.length > 0) throw new SchemaRefusedError(result);
  if (options.dryRun) return result;
  const version = (recorded?.version ?? 0) + 1;
  await db.transaction().execute(async (trx) => {
    for (const step of plan.steps) {
      try {
        await applyStep(trx, target.dialect, step);
      } catch (error) {
        throw new Error(`Migration step failed, nothing was changed: ${describeStep(step)}: ${(error as Error).message}`, { cause: error });
      }
    }
    await trx.schema
      .createTable(SCHEMA_TABLE)
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('steps', 'text', (c) => c.notNull())
      .addColumn('appliedAt', 'text', (c) => c.notNull())
      .execute();
    const steps = JSON.stringify(plan.steps.map((s) => describeStep(s)));
    await sql`insert into ${sql.table(SCHEMA_TABLE)} (version, hash, definition, steps, ${sql.ref('appliedAt')}) values (${version}, ${hash}, ${JSON.stringify(want)}, ${steps}, ${new Date().toISOString()})`.execute(
      trx,
    );
  });
  return { ...result, version };
}
