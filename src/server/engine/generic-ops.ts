import type { Kysely } from 'kysely';
import { operations, type OperationId } from '../../../generated/operations.ts';
import { newId } from '../db/ids.ts';
import { badRequest, forbidden, notFound } from '../http/api-error.ts';
import { entityMeta, presentRow, toColumns, type Row } from './rows.ts';
import { requireUser, type CallContext, type CallResult, type Operation } from './context.ts';
import { attachOwnerProfiles, joinedOwnerColumns, ownerProfileFromJoined } from './owner-profile.ts';
import { countPerVersion } from './page-count.ts';
import { visibleRows } from './moderation.ts';
import { countRead, removeInteractions, viewerFlags, visibleTo } from './interactions.ts';
import { interactionBuilders } from './interaction-ops.ts';
import { checkAcceptedFiles } from './file-accept.ts';
import { checkRequireOne, listHolds, resetOnChange, settleDivisions } from './entity-rules.ts';
import { reviewBuilders } from './review-ops.ts';
import type { OpSpec } from './op-spec.ts';
import { contentBuilders, operatorCreate, operatorUpdate } from './content-ops.ts';

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

/** Fields that name a row of another entity must name one that exists (and, with mine, is the user's). */
async function checkRefs(ctx: CallContext, entityName: string, values: Row): Promise<void> {
  for (const [name, f] of Object.entries(entityMeta(entityName).fields)) {
    const value = values[name];
    if (!f.ref || value === undefined || value === null || value === '') continue;
    const target = entityMeta(f.ref.entity);
    const row = await anyDb(ctx).selectFrom(target.table).selectAll().where(target.id, '=', String(value)).executeTakeFirst();
    if (!row) throw badRequest(`${name} names no ${f.label.en.toLowerCase()} (${String(value)})`);
    if (f.ref.mine && target.owner && row[target.owner] !== requireUser(ctx).frontUserId)
      throw badRequest(`${name} must be one of your own (${String(value)})`);
  }
}

/** Presented rows with their owners' profile keys. */
async function present(ctx: CallContext, entityName: string, rows: Row[]): Promise<Row[]> {
  return attachOwnerProfiles(
    ctx.services.db,
    entityName,
    rows.map((r) => presentRow(entityName, r, ctx.user?.frontUserId)),
  );
}

function page(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  const col = (name: string) => `${meta.table}.${name}`;
  const ownerColumns = joinedOwnerColumns(spec.entity!);
  const counts = countPerVersion(meta.table, spec.scope === 'collected' ? ['user_toggle'] : []);
  return async (ctx) => {
    const { page = 1, pageSize = 20 } = ctx.input as { page?: number; pageSize?: number };
    let query = anyDb(ctx).selectFrom(meta.table);
    if (spec.scope === 'listed' && meta.publish) query = query.where(col(meta.publish.field), '=', meta.publish.listed);
    if (spec.scope === 'mine') query = query.where(col(meta.owner!), '=', requireUser(ctx).frontUserId);
    // Rows an operator hid leave every list but their owner's own and the operators' (decision 0039).
    else if (meta.moderate && spec.auth !== 'operator') query = query.where((eb) => visibleRows(eb, meta));
    for (const [field, value] of Object.entries(spec.where ?? {})) query = query.where(col(field), '=', value);
    if (spec.scope === 'collected') {
      // The caller's collected rows, newest collection first; rows since taken off shelf by others drop out.
      const userId = requireUser(ctx).frontUserId;
      query = query.innerJoin('user_toggle', (join) =>
        join
          .onRef('user_toggle.businessId', '=', col(meta.id))
          .on('user_toggle.kind', '=', 'collection')
          .on('user_toggle.businessType', '=', meta.interactions!.businessType)
          .on('user_toggle.frontUserId', '=', userId),
      );
      if (meta.publish) {
        const { field, listed } = meta.publish;
        query = query.where((eb) => (meta.owner ? eb.or([eb(col(field), '=', listed), eb(col(meta.owner), '=', userId)]) : eb(col(field), '=', listed)));
      }
    }
    for (const f of spec.filters) {
      const value = ctx.input[f];
      if (value === undefined || value === '') continue;
      query =
        meta.fields[f]?.type === 'strings'
          ? query.where(listHolds(f, String(value)))
          : query.where(col(f), '=', toColumns(spec.entity!, { [f]: value })[f] as string);
    }
    // One round trip: the rows with their owners joined; the count is kept until the table changes.
    const total = await counts(ctx, async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0));
    let rows = query.selectAll(meta.table);
    if (ownerColumns) rows = rows.leftJoin('front_user as owner', 'owner.frontUserId', col(meta.owner!)).select(ownerColumns as never[]);
    if (spec.scope === 'collected') rows = rows.orderBy('user_toggle.createTime', 'desc');
    for (const o of spec.order) rows = rows.orderBy(col(o.replace(/^-/, '')), o.startsWith('-') ? 'desc' : 'asc');
    rows = rows.orderBy(col(meta.id), 'desc');
    const data = await rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const presented = data.map((row) => {
      const out = presentRow(spec.entity!, row, ctx.user?.frontUserId);
      return ownerColumns ? ownerProfileFromJoined(spec.entity!, row, out) : out;
    });
    return { data: presented, totalCount: total };
  };
}

function get(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  if (spec.auth === 'operator') return operatorGet(spec);
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const viewerId = ctx.user?.frontUserId;
    const stored = await anyDb(ctx).selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
    if (!stored || !visibleTo(meta, stored, viewerId)) throw notFound(`${spec.entity} ${id}`);
    const read = await countRead(ctx.services.db, meta, stored, viewerId);
    const [row] = await present(ctx, spec.entity!, [read]);
    return { data: { ...row, ...(await viewerFlags(ctx.services.db, meta, id, viewerId)) } };
  };
}

/** An operator reads any row as stored (drafts, withdrawn and hidden ones too), without counting a read. */
function operatorGet(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const stored = await anyDb(ctx).selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
    if (!stored) throw notFound(`${spec.entity} ${id}`);
    return { data: (await present(ctx, spec.entity!, [stored]))[0] };
  };
}

function create(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  if (spec.auth === 'operator') return operatorCreate(spec);
  return async (ctx) => {
    await checkAcceptedFiles(ctx.services.db, spec.entity!, ctx.input);
    const now = new Date();
    await checkRefs(ctx, spec.entity!, ctx.input);
    const values: Row = { ...toColumns(spec.entity!, ctx.input), [meta.id]: newId(now.getTime()) };
    if (meta.owner) values[meta.owner] = requireUser(ctx).frontUserId;
    if (meta.created) values[meta.created] = now.toISOString();
    if (meta.updated) values[meta.updated] = now.toISOString();
    if (meta.publish) values[meta.publish.field] = meta.publish.listed;
    for (const [name, f] of Object.entries(meta.fields)) {
      if (values[name] === undefined && f.default !== undefined && f.stored) values[name] = toColumns(spec.entity!, { [name]: f.default })[name];
    }
    await settleDivisions(ctx.services.db, meta, values);
    checkRequireOne(meta, values);
    await anyDb(ctx).insertInto(meta.table).values(values).execute();
    ctx.services.changes.touch([meta.table]);
    return { data: (await present(ctx, spec.entity!, [values]))[0] };
  };
}

function update(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  if (spec.auth === 'operator') return operatorUpdate(spec);
  return async (ctx) => {
    const row = await findOwned(ctx, spec.entity!);
    await checkAcceptedFiles(ctx.services.db, spec.entity!, ctx.input);
    const { [meta.id]: _id, ...changes } = ctx.input;
    await checkRefs(ctx, spec.entity!, changes);
    const values = toColumns(spec.entity!, changes);
    await settleDivisions(ctx.services.db, meta, values, row);
    resetOnChange(meta, values, row);
    checkRequireOne(meta, values, row);
    if (meta.updated) values[meta.updated] = new Date().toISOString();
    if (Object.keys(values).length > 0)
      await anyDb(ctx)
        .updateTable(meta.table)
        .set(values)
        .where(meta.id, '=', row[meta.id] as string)
        .execute();
    ctx.services.changes.touch([meta.table]);
    return { data: (await present(ctx, spec.entity!, [{ ...row, ...values }]))[0] };
  };
}

function remove(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const row = await findOwned(ctx, spec.entity!);
    const id = row[meta.id] as string;
    await ctx.services.db.transaction().execute(async (trx) => {
      await (trx as unknown as AnyDb).deleteFrom(meta.table).where(meta.id, '=', id).execute();
      await removeInteractions(trx, meta, id);
    });
    ctx.services.changes.touch([meta.table]);
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
    await anyDb(ctx)
      .updateTable(meta.table)
      .set(values)
      .where(meta.id, '=', row[meta.id] as string)
      .execute();
    ctx.services.changes.touch([meta.table]);
    return { data: (await present(ctx, spec.entity!, [{ ...row, ...values }]))[0] };
  };
}

const builders = { page, get, create, update, delete: remove, unshelve, ...interactionBuilders, ...reviewBuilders, ...contentBuilders } as const;

/** The engine's operation for a manifest call whose op is generic. */
export function genericOperation(id: OperationId): Operation {
  const spec = operations[id] as OpSpec;
  const build = builders[spec.op as keyof typeof builders];
  if (!build) throw new Error(`${id}: op ${spec.op} is not generic`);
  return build(spec) as (ctx: CallContext) => Promise<CallResult>;
}
