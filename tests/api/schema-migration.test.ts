import { afterEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import wanted from '../../generated/schema.json' with { type: 'json' };
import { connectDatabase, migrate, openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../src/server/db/database.ts';
import { migrateSchema, SchemaRefusedError, SCHEMA_TABLE } from '../../src/server/db/schema-migration.ts';
import type { DynamicDb } from '../../src/server/db/dynamic.ts';
import type { WantedSchema } from '../../src/shared/schema-definition.ts';

// Schema changes on a database with rows (decision 0105), on SQLite or, with DATABASE_URL, PostgreSQL.
const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const baseUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own (a SQLite file, or a PostgreSQL schema) and the environment a process needs to reach it. */
async function freshDatabase(): Promise<{ options: DatabaseOptions; env: Record<string, string> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'garlic-migrate-'));
  if (!baseUrl) return { options: { dataDir }, env: { DATA_DIR: dataDir } };
  const schema = `m_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create schema ${schema}`);
  cleanups.push(() => admin(`drop schema ${schema} cascade`));
  const url = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return { options: { url, dataDir }, env: { DATA_DIR: dataDir, DATABASE_URL: url } };
}

async function opened(options: DatabaseOptions, connect = openDatabase): Promise<DatabaseHandle> {
  const handle = await connect(options);
  cleanups.push(() => handle.close());
  return handle;
}

const dyn = (handle: DatabaseHandle) => handle.db as unknown as DynamicDb;
const target = (handle: DatabaseHandle) => ({ db: dyn(handle), dialect: handle.dialect });
const version = async (handle: DatabaseHandle) =>
  Number((await sql<{ v: number }>`select max(version) as v from ${sql.table(SCHEMA_TABLE)}`.execute(dyn(handle))).rows[0]?.v);
const columnsOf = async (handle: DatabaseHandle, table: string) => {
  const schema = handle.dialect === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(dyn(handle))).rows[0]?.s : undefined;
  const found = (await dyn(handle).introspection.getTables()).find((t) => t.name === table && (schema === undefined || t.schema === schema));
  return found?.columns.map((c) => c.name) ?? [];
};

/** The manifests' schema with one table edited, as a changed entity would generate it. */
function editedSchema(edit: (tables: WantedSchema['tables']) => void): WantedSchema {
  const copy = structuredClone(wanted) as WantedSchema;
  edit(copy.tables);
  return copy;
}

async function addFeedback(handle: DatabaseHandle, rows: [string, string][]) {
  for (const [id, text] of rows)
    await dyn(handle)
      .insertInto('feedback')
      .values({ feedbackId: id, feedbackContent: text, frontUserId: 'u1', createTime: '2026-11-01T00:00:00.000Z' })
      .execute();
}

describe('schema changes on a database with rows', { timeout: 180_000 }, () => {
  it('adopts a database made before schemas were recorded, and adds the columns it lacks with their defaults', async () => {
    const { options } = await freshDatabase();
    const handle = await opened(options);
    // As the current main left it: no recorded schema; an older one also lacked news' listing column.
    await sql`drop table ${sql.table(SCHEMA_TABLE)}`.execute(dyn(handle));
    await sql`drop index ${sql.ref('forefront_info_publishStatus_publishTime_ix')}`.execute(dyn(handle));
    await sql`drop index ${sql.ref('forefront_info_publishStatus_category_publishTime_ix')}`.execute(dyn(handle));
    await sql`alter table forefront_info drop column ${sql.ref('publishStatus')}`.execute(dyn(handle));
    await dyn(handle)
      .insertInto('forefront_info')
      .values({ id: 'old-1', title: '旧新闻', category: '1', content: '旧库里的正文', publishTime: '2026-10-01T00:00:00.000Z' })
      .execute();
    await addFeedback(handle, [['f1', '旧的意见']]);
    const result = await handle.exclusive('migrate', () => migrate(handle));
    expect(result.adopted).toBe(true);
    expect(result.plan.refusals).toEqual([]);
    // The column it lacks, and the indexes that name it; the other tables and indexes are taken as they are.
    expect(result.plan.steps).toEqual([
      { kind: 'addColumn', table: 'forefront_info', column: 'publishStatus', definition: expect.objectContaining({ type: 'text', default: '1' }) },
      { kind: 'createIndex', table: 'forefront_info', index: expect.objectContaining({ name: 'forefront_info_publishStatus_publishTime_ix' }) },
      { kind: 'createIndex', table: 'forefront_info', index: expect.objectContaining({ name: 'forefront_info_publishStatus_category_publishTime_ix' }) },
    ]);
    const news = await dyn(handle).selectFrom('forefront_info').select(['id', 'publishStatus']).execute();
    expect(news).toEqual([{ id: 'old-1', publishStatus: '1' }]);
    expect(await dyn(handle).selectFrom('feedback').select('feedbackContent').execute()).toEqual([{ feedbackContent: '旧的意见' }]);
    expect(await version(handle)).toBe(1);
    // The next start finds the schema recorded and does nothing.
    expect(await migrate(handle)).toMatchObject({ upToDate: true, version: 1 });
  });

  it('renames a column keeping its data, gives a new required column its default, and records version 2', async () => {
    const { options } = await freshDatabase();
    const handle = await opened(options);
    await addFeedback(handle, [
      ['f1', '价格太低'],
      ['f2', '希望增加产区'],
    ]);
    const changed = editedSchema((tables) => {
      const feedback = tables.feedback!;
      const { feedbackContent, ...rest } = feedback.columns;
      feedback.columns = {
        ...rest,
        content: { ...feedbackContent!, renamedFrom: ['feedbackContent'] },
        channel: { type: 'text', required: true, default: 'app' },
      };
      feedback.indexes.push({ name: 'feedback_channel_ix', columns: ['channel'], unique: false });
    });
    const dry = await migrateSchema(target(handle), changed, { dryRun: true });
    expect(dry.plan.steps.map((s) => s.kind)).toEqual(['renameColumn', 'addColumn', 'createIndex']);
    // The dry run wrote nothing.
    expect(await columnsOf(handle, 'feedback')).toContain('feedbackContent');
    expect(await columnsOf(handle, 'feedback')).not.toContain('channel');
    expect(await version(handle)).toBe(1);
    const applied = await handle.exclusive('migrate', () => migrateSchema(target(handle), changed));
    expect(applied.version).toBe(2);
    const rows = await dyn(handle).selectFrom('feedback').select(['feedbackId', 'content', 'channel']).orderBy('feedbackId').execute();
    expect(rows).toEqual([
      { feedbackId: 'f1', content: '价格太低', channel: 'app' },
      { feedbackId: 'f2', content: '希望增加产区', channel: 'app' },
    ]);
    expect(await columnsOf(handle, 'feedback')).not.toContain('feedbackContent');
    // Started again, it finds the schema recorded.
    expect(await migrateSchema(target(handle), changed)).toMatchObject({ upToDate: true, version: 2 });
  });

  it('refuses a drop and a narrowing the rows break, changing nothing; allowed, it drops and keeps', async () => {
    const { options } = await freshDatabase();
    const handle = await opened(options);
    await addFeedback(handle, [
      ['f1', '这是一条比较长的意见，超过了十个字'],
      ['f2', '短'],
    ]);
    const narrowed = (allow: boolean) =>
      editedSchema((tables) => {
        const feedback = tables.feedback!;
        delete feedback.columns.createTime;
        feedback.columns.feedbackContent!.maxLength = 10;
        if (allow) feedback.allowChanges = { createTime: 'drop', feedbackContent: 'narrow' };
      });
    const refusal = await migrateSchema(target(handle), narrowed(false)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SchemaRefusedError);
    const message = (refusal as Error).message;
    expect(message).toContain('nothing was changed');
    expect(message).toContain(
      'table feedback, field createTime (spec/entities/feedback.yaml): no field holds the column any more: dropping it would lose its data; to allow it, add to spec/entities/feedback.yaml: allowChanges: { createTime: drop }',
    );
    expect(message).toContain('table feedback, field feedbackContent (spec/entities/feedback.yaml): maxLength becomes 10 (was 500), which 1 stored row breaks');
    expect(await columnsOf(handle, 'feedback')).toContain('createTime');
    expect(await version(handle)).toBe(1);
    const applied = await migrateSchema(target(handle), narrowed(true));
    expect(applied.version).toBe(2);
    expect(await columnsOf(handle, 'feedback')).not.toContain('createTime');
    expect((await dyn(handle).selectFrom('feedback').select('feedbackContent').orderBy('feedbackId').execute()).map((r) => r.feedbackContent)).toEqual([
      '这是一条比较长的意见，超过了十个字',
      '短',
    ]);
  });

  it('retypes a column only when allowed, converting its values', async () => {
    const { options } = await freshDatabase();
    const handle = await opened(options);
    await dyn(handle).insertInto('region_area').values({ regionAreaId: 'r1', year: 2025, regionId: '1', area: 12, estimate: 0 }).execute();
    const retyped = (allow: boolean) =>
      editedSchema((tables) => {
        tables.region_area!.columns.year!.type = 'text';
        if (allow) tables.region_area!.allowChanges = { year: 'retype' };
      });
    await expect(migrateSchema(target(handle), retyped(false))).rejects.toThrow("the field's column changes type (integer → text)");
    await migrateSchema(target(handle), retyped(true));
    expect(await dyn(handle).selectFrom('region_area').select(['year', 'area']).execute()).toEqual([{ year: '2025', area: 12 }]);
  });

  it('a server start on a database it cannot serve fails with one message; migrate --dry-run says the same', async () => {
    const { options, env } = await freshDatabase();
    const handle = await opened(options);
    // The database went ahead of this build: it holds a column the manifests do not have.
    await migrateSchema(
      target(handle),
      editedSchema((tables) => (tables.feedback!.columns.legacyNote = { type: 'text', required: false })),
    );
    await addFeedback(handle, [['f1', '意见']]);
    await handle.close();
    cleanups.pop();
    const processEnv = { ...process.env, ...env, LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret', SEED_DEMO_DATA: 'false', PORT: '0' };
    const tsx = join(root, 'node_modules/.bin/tsx');
    const start = await run(tsx, [join(root, 'src/server/main.ts')], { env: processEnv, cwd: root }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(start?.code).toBe(1);
    expect(start?.stderr.trim().split('\n')).toEqual([
      'The database cannot be served by this build, so nothing was changed: the manifests ask for 1 change it refuses.',
      '  - table feedback, field legacyNote (spec/entities/feedback.yaml): no field holds the column any more: dropping it would lose its data; to allow it, add to spec/entities/feedback.yaml: allowChanges: { legacyNote: drop } (or renamedFrom: legacyNote on the field that holds it now)',
      'See the whole plan with: npm run migrate -- --dry-run (README "Schema changes").',
    ]);
    const dry = await run(tsx, [join(root, 'src/server/db/migrate-cli.ts'), '--dry-run'], { env: processEnv, cwd: root }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(dry?.code).toBe(1);
    expect(dry?.stderr).toContain('table feedback, field legacyNote');
    const after = await opened(options, async (o) => connectDatabase(o));
    expect(await columnsOf(after, 'feedback')).toContain('legacyNote');
    expect(await version(after)).toBe(2);
  });

  it("instances starting together migrate once, under the lock (on SQLite, one process's, one after another)", async () => {
    const { options } = await freshDatabase();
    const starts = [0, 1, 2].map(() => () => opened(options));
    const handles = baseUrl ? await Promise.all(starts.map((start) => start())) : [await starts[0]!(), await starts[1]!(), await starts[2]!()];
    expect(await version(handles[0]!)).toBe(1);
    expect(await dyn(handles[0]!).selectFrom(SCHEMA_TABLE).select('version').execute()).toEqual([{ version: 1 }]);
  });
});
