import type { Kysely } from 'kysely';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { audited } from '../admin/audit.ts';
import { newId } from '../db/ids.ts';
import type { Db } from '../db/database.ts';
import { entityMeta, presentRow, toColumns, type EntityMeta, type Row } from './rows.ts';
import { requireUser, type Operation } from './context.ts';
import type { OpSpec } from './op-spec.ts';
import { checkAcceptedFiles } from './file-accept.ts';
import { settleDivisions } from './entity-rules.ts';

// The operators' content (issue 11 point 6, decision 0055): an operator writes, edits, publishes,
// withdraws and orders rows of any entity the manifests open to them. Each change and its audit row
// (the row before and after) commit in one transaction; public replies that show the table are invalidated.

type AnyDb = Kysely<Record<string, Row>>;

const anyDb = (trx: Db) => trx as unknown as AnyDb;

async function storedRow(trx: Db, meta: EntityMeta, id: string): Promise<Row> {
  const row = await anyDb(trx).selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
  if (!row) throw notFound(`${meta.name} ${id}`);
  return row;
}

/** A new row written by an operator: a draft when the entity has drafts, else not shown until published. */
export function operatorCreate(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    await checkAcceptedFiles(ctx.services.db, spec.entity!, ctx.input);
    const now = new Date();
    const values: Row = { ...toColumns(spec.entity!, ctx.input), [meta.id]: newId(now.getTime()) };
    if (meta.owner) values[meta.owner] = requireUser(ctx).frontUserId;
    if (meta.created) values[meta.created] = now.toISOString();
    if (meta.updated) values[meta.updated] = now.toISOString();
    for (const [name, f] of Object.entries(meta.fields)) {
      if (values[name] === undefined && f.default !== undefined && f.stored) values[name] = toColumns(spec.entity!, { [name]: f.default })[name];
    }
    if (meta.publish) values[meta.publish.field] = meta.publish.draft ?? meta.publish.unlisted;
    await settleDivisions(ctx.services.db, meta, values);
    const id = values[meta.id] as string;
    await audited(ctx, { action: `${spec.entity}.create`, entity: spec.entity! }, async (trx) => {
      await anyDb(trx).insertInto(meta.table).values(values).execute();
      return { entityId: id, before: null, after: presentRow(spec.entity!, values), result: null };
    });
    ctx.services.changes.touch([meta.table, 'audit_log']);
    return { data: presentRow(spec.entity!, values) };
  };
}

/** An operator's edit of any row (its listing state is the publish call's). */
export function operatorUpdate(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    await checkAcceptedFiles(ctx.services.db, spec.entity!, ctx.input);
    const { [meta.id]: _id, ...changes } = ctx.input;
    const values = toColumns(spec.entity!, changes);
    const after = await audited(ctx, { action: `${spec.entity}.update`, entity: spec.entity! }, async (trx) => {
      const before = await storedRow(trx, meta, id);
      await settleDivisions(trx, meta, values, before);
      if (meta.updated) values[meta.updated] = new Date().toISOString();
      if (Object.keys(values).length > 0) await anyDb(trx).updateTable(meta.table).set(values).where(meta.id, '=', id).execute();
      const row = { ...before, ...values };
      return { entityId: id, before: presentRow(spec.entity!, before), after: presentRow(spec.entity!, row), result: row };
    });
    ctx.services.changes.touch([meta.table, 'audit_log']);
    return { data: presentRow(spec.entity!, after) };
  };
}

/**
 * Publishes a draft or withdrawn row, or withdraws a published one (409 when it already is). A draft's
 * first publication dates it: its created time becomes the moment it went out.
 */
function publish(spec: OpSpec & { decision?: string }): Operation {
  const meta = entityMeta(spec.entity!);
  const { field, listed, unlisted, draft } = meta.publish!;
  const publishing = spec.decision === 'publish';
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const reason = String(ctx.input.reason ?? '').trim();
    const after = await audited(ctx, { action: `${spec.entity}.${publishing ? 'publish' : 'withdraw'}`, entity: spec.entity!, reason }, async (trx) => {
      const before = await storedRow(trx, meta, id);
      const shown = before[field] === listed;
      if (shown === publishing) throw conflict(publishing ? `This ${meta.name} is already published` : `This ${meta.name} is not published`);
      const now = new Date().toISOString();
      const values: Row = { [field]: publishing ? listed : unlisted };
      if (publishing && draft !== undefined && before[field] === draft && meta.created) values[meta.created] = now;
      if (meta.updated) values[meta.updated] = now;
      await anyDb(trx).updateTable(meta.table).set(values).where(meta.id, '=', id).execute();
      const row = { ...before, ...values };
      return { entityId: id, before: presentRow(spec.entity!, before), after: presentRow(spec.entity!, row), result: row };
    });
    ctx.services.changes.touch([meta.table, 'audit_log']);
    return { data: presentRow(spec.entity!, after) };
  };
}

/** The rows of one order group (equal `within` fields), in the order the public lists show them. */
async function groupRows(trx: Db, meta: EntityMeta, row: Row): Promise<Row[]> {
  const ordered = meta.ordered!;
  let query = anyDb(trx).selectFrom(meta.table).selectAll();
  for (const f of ordered.within) query = row[f] === null || row[f] === undefined ? query.where(f, 'is', null) : query.where(f, '=', row[f] as string);
  query = query.orderBy(ordered.field, 'asc');
  for (const o of ordered.then) query = query.orderBy(o.replace(/^-/, ''), o.startsWith('-') ? 'desc' : 'asc');
  return query.execute();
}

const ORDER_STEP = 10;

/**
 * Moves one row a place up or down its group: the neighbours swap places and the group is numbered
 * afresh (10, 20, 30...), so rows that shared an order number get distinct ones. 409 at either end.
 */
function move(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!) as EntityMeta;
  const sortField = meta.ordered!.field;
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const up = ctx.input.direction === 'up';
    if (ctx.input.direction !== 'up' && ctx.input.direction !== 'down') throw badRequest('direction: up or down');
    const after = await audited(ctx, { action: `${spec.entity}.move`, entity: spec.entity! }, async (trx) => {
      const row = await storedRow(trx, meta, id);
      const rows = await groupRows(trx, meta, row);
      const at = rows.findIndex((r) => r[meta.id] === id);
      const to = up ? at - 1 : at + 1;
      if (to < 0 || to >= rows.length) throw conflict(up ? `This ${meta.name} is already first` : `This ${meta.name} is already last`);
      const order = rows.map((r) => ({ id: String(r[meta.id]), sort: Number(r[sortField] ?? 0) }));
      const next = [...order];
      [next[at], next[to]] = [next[to]!, next[at]!];
      const renumbered = next.map((r, i) => ({ id: r.id, sort: (i + 1) * ORDER_STEP }));
      for (const r of renumbered) {
        const old = order.find((o) => o.id === r.id)!;
        if (old.sort !== r.sort)
          await anyDb(trx)
            .updateTable(meta.table)
            .set({ [sortField]: r.sort })
            .where(meta.id, '=', r.id)
            .execute();
      }
      const moved = { ...row, [sortField]: renumbered[to]!.sort };
      // The row, and the whole group's order before and after (its neighbours' numbers change too).
      return {
        entityId: id,
        before: { ...presentRow(spec.entity!, row), groupOrder: order },
        after: { ...presentRow(spec.entity!, moved), groupOrder: renumbered },
        result: moved,
      };
    });
    ctx.services.changes.touch([meta.table, 'audit_log']);
    return { data: presentRow(spec.entity!, after) };
  };
}

export const contentBuilders = { publish, move } as const;
