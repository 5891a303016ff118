import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { badRequest } from '../http/api-error.ts';
import { requireUser, type CallContext, type HandlerContext, type HandlerResult } from '../engine/context.ts';
import { presentEntity } from '../engine/presented.ts';
import { DAY_MS, chinaDayStart } from '../../shared/china-time.ts';

/** The append-only audit log (decision 0035). recordAudit is its only writer; nothing updates or deletes it. */

export interface AuditEntry {
  /** What was done, a dotted verb: `broker.certify`, `post.hide`, `prices.enter`. */
  action: string;
  /** The entity name of the row acted on (spec/entities), e.g. `broker`. */
  entity: string;
  /** The id of that row ('' for an action on many rows; put their ids in before/after). */
  entityId: string;
  /** The row before and after the action, as plain objects (null when it did not exist / no longer does). */
  before: unknown;
  after: unknown;
  /** The reason the operator gave; '' when the action takes none. */
  reason?: string;
}

/**
 * Writes one audit row with the operator's id. Call it with the transaction that makes the change, so the
 * action and its record commit (or roll back) together. Prefer `audited` below, which opens that transaction.
 */
export async function recordAudit(trx: Db, operatorId: string, entry: AuditEntry, now = new Date()): Promise<string> {
  const operator = await trx.selectFrom('front_user').select('nickname').where('frontUserId', '=', operatorId).executeTakeFirst();
  const auditId = newId();
  await trx
    .insertInto('audit_log')
    .values({
      auditId,
      operatorId,
      operatorName: operator?.nickname ?? '',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? '',
      createTime: now.toISOString(),
    })
    .execute();
  return auditId;
}

/**
 * Runs an operator action in one transaction and records it there. `work` makes the change with `trx` and
 * returns what to record (entityId, before, after) and the call's reply (`result`).
 *
 *   const reply = await audited(ctx, { action: 'broker.certify', entity: 'broker', reason }, async (trx) => {
 *     const before = await trx.selectFrom('broker')...; await trx.updateTable('broker')...; const after = ...;
 *     return { entityId: id, before, after, result: after };
 *   });
 */
export async function audited<T>(
  ctx: CallContext<unknown>,
  action: { action: string; entity: string; reason?: string },
  work: (trx: Db) => Promise<{ entityId: string; before: unknown; after: unknown; result: T }>,
): Promise<T> {
  const operatorId = requireUser(ctx).frontUserId;
  return ctx.services.db.transaction().execute(async (trx) => {
    const done = await work(trx);
    await recordAudit(trx, operatorId, { ...action, entityId: done.entityId, before: done.before, after: done.after });
    return done.result;
  });
}

/** A China day's first instant, as stored times are written (ISO, UTC). */
function chinaDayStartIso(day: string): string {
  const at = chinaDayStart(day);
  if (Number.isNaN(at)) throw badRequest(`${day} is not a date (YYYY-MM-DD)`);
  return new Date(at).toISOString();
}

interface AuditFilter {
  page?: number;
  pageSize?: number;
  operatorId?: string;
  action?: string;
  entity?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** GET /api/admin/audit/findByPage: newest first, filtered by operator, action, entity and China days. */
export async function auditFindByPage(ctx: HandlerContext<'auditFindByPage'>): Promise<HandlerResult<'auditFindByPage'>> {
  const { page = 1, pageSize = 20, operatorId, action, entity, dateFrom, dateTo } = ctx.input as AuditFilter;
  if (dateFrom && dateTo && dateFrom > dateTo) throw badRequest('dateFrom must not be after dateTo');
  let query = ctx.services.db.selectFrom('audit_log');
  if (operatorId) query = query.where('operatorId', '=', operatorId);
  if (action) query = query.where('action', '=', action);
  if (entity) query = query.where('entity', '=', entity);
  if (dateFrom) query = query.where('createTime', '>=', chinaDayStartIso(dateFrom));
  if (dateTo) {
    const end = new Date(Date.parse(chinaDayStartIso(dateTo)) + DAY_MS).toISOString();
    query = query.where('createTime', '<', end);
  }
  const total = Number((await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await query
    .selectAll()
    .orderBy('createTime', 'desc')
    .orderBy('auditId', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { data: rows.map((r) => presentEntity('auditLog', r as unknown as Record<string, unknown>)), totalCount: total };
}
