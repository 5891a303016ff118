import type { Kysely } from 'kysely';
import { operations, type OperationId } from '../../../generated/operations.ts';
import { newId } from '../db/ids.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { entityMeta, presentRow, toColumns, type Row } from './rows.ts';
import { requireUser, type CallContext, type CallResult, type Operation } from './context.ts';
import { listHolds, resetOnChange, settleDivisions } from './entity-rules.ts';

type OpSpec = (typeof operations)[OperationId] & { entity?: string; scope?: string; filters: readonly string[]; order: readonly string[] };
// Generic operations address tables by name from the manifests, so they use an untyped view of the db.
type AnyDb = Kysely<Record<string, Row>>;

const anyDb = (ctx: CallContext) => ctx.services.db as unknown as AnyDb;

async function findOwned(ctx: CallContext, entityName: string): Promise<Row> {
  const meta = entityMeta(entityName);
  const id = String(ctx.input[meta.id]);
  const row = await anyDb(ctx).selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
  if (!row) throw notFound(`${entityName} ${id}`);
  if (meta.owner && row[meta.owner] !== requireUser(ctx).frontUserId) throw forbidden();
  return row;
}

function page(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const { page = 1, pageSize = 20 } = ctx.input as { page?: number; pageSize?: number };
    let query = anyDb(ctx).selectFrom(meta.table);
    if (spec.scope === 'listed' && meta.publish) query = query.where(meta.publish.field, '=', meta.publish.listed);
    if (spec.scope === 'mine') query = query.where(meta.owner!, '=', requireUser(ctx).frontUserId);
    for (const f of spec.filters) {
      const value = ctx.input[f];
      if (value === undefined || value === '') continue;
      query = meta.fields[f]?.type === 'strings' ? query.where(listHolds(f, String(value))) : query.where(f, '=', toColumns(spec.entity!, { [f]: value })[f] as string);
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    let rows = query.selectAll();
    for (const o of spec.order) rows = rows.orderBy(o.replace(/^-/, ''), o.startsWith('-') ? 'desc' : 'asc');
    rows = rows.orderBy(meta.id, 'desc');
    const data = await rows.limit(pageSize).offset((page - 1) * pageSize).execute();
    return { data: data.map((r) => presentRow(spec.entity!, r)), totalCount: Number(counted?.n ?? 0) };
  };
}

function get(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const row = await anyDb(ctx).selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
    const hidden = row && meta.publish && row[meta.publish.field] !== meta.publish.listed && (!meta.owner || row[meta.owner] !== ctx.user?.frontUserId);
    if (!row || hidden) throw notFound(`${spec.entity} ${id}`);
    return { data: presentRow(spec.entity!, row) };
  };
}

function create(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const now = new Date();
    const values: Row = { ...toColumns(spec.entity!, ctx.input), [meta.id]: newId(now.getTime()) };
    if (meta.owner) values[meta.owner] = requireUser(ctx).frontUserId;
    if (meta.created) values[meta.created] = now.toISOString();
    if (meta.updated) values[meta.updated] = now.toISOString();
    if (meta.publish) values[meta.publish.field] = meta.publish.listed;
    for (const [name, f] of Object.entries(meta.fields)) {
      if (values[name] === undefined && f.default !== undefined && f.stored) values[name] = toColumns(spec.entity!, { [name]: f.default })[name];
    }
    await settleDivisions(ctx.services.db, meta, values);
    await anyDb(ctx).insertInto(meta.table).values(values).execute();
    return { data: presentRow(spec.entity!, values) };
  };
}

function update(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const row = await findOwned(ctx, spec.entity!);
    const { [meta.id]: _id, ...changes } = ctx.input;
    const values = toColumns(spec.entity!, changes);
    await settleDivisions(ctx.services.db, meta, values, row);
    resetOnChange(meta, values, row);
    if (meta.updated) values[meta.updated] = new Date().toISOString();
    if (Object.keys(values).length > 0) await anyDb(ctx).updateTable(meta.table).set(values).where(meta.id, '=', row[meta.id] as string).execute();
    return { data: presentRow(spec.entity!, { ...row, ...values }) };
  };
}

function remove(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const row = await findOwned(ctx, spec.entity!);
    await anyDb(ctx).deleteFrom(meta.table).where(meta.id, '=', row[meta.id] as string).execute();
    return { data: null };
  };
}

function unshelve(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  const field = meta.publish!.field;
  return async (ctx) => {
    const row = await findOwned(ctx, spec.entity!);
    const values: Row = { [field]: ctx.input[field] };
    if (meta.updated) values[meta.updated] = new Date().toISOString();
    await anyDb(ctx).updateTable(meta.table).set(values).where(meta.id, '=', row[meta.id] as string).execute();
    return { data: presentRow(spec.entity!, { ...row, ...values }) };
  };
}

const builders = { page, get, create, update, delete: remove, unshelve } as const;

/** The engine's operation for a manifest call whose op is generic. */
export function genericOperation(id: OperationId): Operation {
  const spec = operations[id] as OpSpec;
  const build = builders[spec.op as keyof typeof builders];
  if (!build) throw new Error(`${id}: op ${spec.op} is not generic`);
  return build(spec) as (ctx: CallContext) => Promise<CallResult>;
}
