import { sql, type Kysely } from 'kysely';
import { newId } from '../db/ids.ts';
import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { audited } from '../admin/audit.ts';
import { entityMeta, presentRow, toColumns, type EntityMeta, type Row } from './rows.ts';
import type { CallContext, Operation } from './context.ts';
import type { OpSpec } from './op-spec.ts';

// The operators' queues and moderation (issue 11, decisions 0038 and 0039), generic over the entities that
// declare review or moderate: one queue op lists a status, one decide op approves or rejects, one hide op
// hides or restores. Each change, its audit row and the owner's notice commit together.

type AnyDb = Kysely<Record<string, Row>>;
export type QueueStatus = 'pending' | 'approved' | 'rejected';

/** The stored status value of a console tab. */
export function statusValue(meta: EntityMeta, status: QueueStatus): string {
  const review = meta.review!;
  return status === 'approved' ? review.approved : status === 'rejected' ? review.rejected : review.pending;
}

function queue(spec: OpSpec): Operation {
  const meta = entityMeta(spec.entity!);
  const review = meta.review!;
  return async (ctx) => {
    const { page = 1, pageSize = 20, status = 'pending' } = ctx.input as { page?: number; pageSize?: number; status?: QueueStatus };
    // A row stored before its entity had a review (the column is null) waits as pending.
    const col = sql.ref(`${meta.table}.${review.field}`);
    const query = (ctx.services.db as unknown as AnyDb)
      .selectFrom(meta.table)
      .where(sql<boolean>`coalesce(${col}, ${review.pending}) = ${statusValue(meta, status)}`);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
    // Pending: oldest first (first come, first decided); decided: latest first.
    const orderCol = meta.updated ?? meta.created ?? meta.id;
    const rows = await query
      .selectAll()
      .orderBy(orderCol, status === 'pending' ? 'asc' : 'desc')
      .orderBy(meta.id, 'asc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return { data: rows.map((r) => presentRow(spec.entity!, r)), totalCount: total };
  };
}

/** Writes the owner's notice about a decision, in the decision's transaction. */
export async function writeNotice(
  trx: AnyDb,
  meta: EntityMeta,
  row: Row,
  notice: { title: { en: string; zh: string }; decision: 'approved' | 'rejected' | 'hidden' | 'restored'; reason: string; subjectField?: string },
): Promise<void> {
  const to = meta.owner ? row[meta.owner] : undefined;
  if (typeof to !== 'string' || to === '') return;
  const subject = notice.subjectField ? String(row[notice.subjectField] ?? '').slice(0, 100) : '';
  await trx
    .insertInto('notice')
    .values({
      noticeId: newId(),
      frontUserId: to,
      title: JSON.stringify(notice.title),
      entity: meta.name,
      entityId: String(row[meta.id]),
      subject,
      decision: notice.decision,
      reason: notice.reason,
      isRead: toColumns('notice', { isRead: false }).isRead,
      createTime: new Date().toISOString(),
    })
    .execute();
}

/** Adds a role to a user's roles (a JSON list on front_user), in the decision's transaction. */
async function grantRole(db: AnyDb, frontUserId: string, role: string): Promise<void> {
  const user = await db.selectFrom('front_user').select('roles').where('frontUserId', '=', frontUserId).executeTakeFirst();
  if (!user) throw notFound(`user ${frontUserId}`);
  let roles: string[] = [];
  try {
    const parsed: unknown = JSON.parse(String(user.roles ?? '[]'));
    if (Array.isArray(parsed)) roles = parsed.map(String);
  } catch {
    roles = [];
  }
  if (roles.includes(role)) return;
  await db
    .updateTable('front_user')
    .set({ roles: JSON.stringify([...roles, role]) })
    .where('frontUserId', '=', frontUserId)
    .execute();
}

function decide(spec: OpSpec & { decision?: string }): Operation {
  const meta = entityMeta(spec.entity!);
  const review = meta.review!;
  const approving = spec.decision === 'approve';
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const reason = String(ctx.input.reason ?? '').trim();
    if (!approving && reason.length < 2) throw badRequest('reason: a rejection needs a reason the applicant can read');
    const result = await audited(ctx, { action: `${spec.entity}.${approving ? 'approve' : 'reject'}`, entity: spec.entity!, reason }, async (trx) => {
      const db = trx as unknown as AnyDb;
      const before = await db.selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
      if (!before) throw notFound(`${spec.entity} ${id}`);
      const current = before[review.field] ?? review.pending;
      if (current !== review.pending) {
        const decided = current === review.approved ? 'approved' : current === review.rejected ? 'rejected' : `in status ${String(current)}`;
        throw conflict(`This ${meta.name} is already ${decided}; only a pending one is decided`);
      }
      const sets = toColumns(spec.entity!, (approving ? review.approve : review.reject) ?? {});
      const values: Row = { ...sets, [review.field]: approving ? review.approved : review.rejected, [review.reason]: reason };
      if (meta.updated) values[meta.updated] = new Date().toISOString();
      await db.updateTable(meta.table).set(values).where(meta.id, '=', id).execute();
      const after = { ...before, ...values };
      if (approving && review.grantRole && meta.owner) await grantRole(db, String(before[meta.owner]), review.grantRole);
      await writeNotice(db, meta, after, { title: review.notice, decision: approving ? 'approved' : 'rejected', reason, subjectField: review.title });
      return { entityId: id, before: presentRow(spec.entity!, before), after: presentRow(spec.entity!, after), result: after };
    });
    ctx.services.changes.touch([meta.table, 'notice', 'audit_log', ...(review.grantRole ? ['front_user'] : [])]);
    return { data: presentRow(spec.entity!, result) };
  };
}

const HIDDEN_NOTICE = { en: 'An operator hid your post', zh: '您发布的内容已被运营人员屏蔽' };
const RESTORED_NOTICE = { en: 'Your post is shown again', zh: '您发布的内容已恢复显示' };

/** Hides (with a reason) or restores one row; its owner is told either way (decision 0039). */
function hide(spec: OpSpec & { decision?: string }): Operation {
  const meta = entityMeta(spec.entity!);
  const moderate = meta.moderate!;
  const hiding = spec.decision === 'hide';
  return async (ctx) => {
    const id = String(ctx.input[meta.id]);
    const reason = String(ctx.input.reason ?? '').trim();
    if (hiding && reason.length < 2) throw badRequest('reason: hiding needs a reason the owner can read');
    const result = await audited(ctx, { action: `${spec.entity}.${hiding ? 'hide' : 'restore'}`, entity: spec.entity!, reason }, async (trx) => {
      const db = trx as unknown as AnyDb;
      const before = await db.selectFrom(meta.table).selectAll().where(meta.id, '=', id).executeTakeFirst();
      if (!before) throw notFound(`${spec.entity} ${id}`);
      const isHidden = Number(before[moderate.hidden] ?? 0) === 1;
      if (isHidden === hiding) throw conflict(hiding ? `This ${meta.name} is already hidden` : `This ${meta.name} is not hidden`);
      const values: Row = { [moderate.hidden]: hiding ? 1 : 0, [moderate.reason]: hiding ? reason : '' };
      await db.updateTable(meta.table).set(values).where(meta.id, '=', id).execute();
      const after = { ...before, ...values };
      await writeNotice(db, meta, after, {
        title: hiding ? HIDDEN_NOTICE : RESTORED_NOTICE,
        decision: hiding ? 'hidden' : 'restored',
        reason,
        subjectField: titleField(meta),
      });
      return { entityId: id, before: presentRow(spec.entity!, before), after: presentRow(spec.entity!, after), result: after };
    });
    ctx.services.changes.touch([meta.table, 'notice', 'audit_log']);
    return { data: presentRow(spec.entity!, result) };
  };
}

/** The first text field that names a row in its owner's notice. */
function titleField(meta: EntityMeta): string | undefined {
  return ['title', 'forumTitle', 'quotationArticleTitle', 'conjunctureContent', 'commentContent', 'content', 'supplement'].find((f) => meta.fields[f]);
}

export const reviewBuilders = { queue, decide, hide } as const;
export type { CallContext };
