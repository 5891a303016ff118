import { badRequest, conflict, notFound } from '../http/api-error.ts';
import { presentRow } from '../engine/rows.ts';
import type { Handler, HandlerContext } from '../engine/context.ts';
import { presentEntity } from '../engine/presented.ts';
import { audited } from './audit.ts';

/** POST /api/admin/users/suspend and /lift: an account refused everywhere (decision 0039), and back. */
async function setSuspended(ctx: HandlerContext<'userSuspend'> | HandlerContext<'userLift'>, suspend: boolean) {
  const { frontUserId } = ctx.input;
  const reason = String(ctx.input.reason ?? '').trim();
  if (suspend && reason.length < 2) throw badRequest('reason: a suspension needs a reason the user can read');
  if (suspend && frontUserId === ctx.user?.frontUserId) throw badRequest('An operator cannot suspend their own account');
  const row = await audited(ctx, { action: suspend ? 'user.suspend' : 'user.lift', entity: 'user', reason }, async (trx) => {
    const before = await trx.selectFrom('front_user').selectAll().where('frontUserId', '=', frontUserId).executeTakeFirst();
    if (!before) throw notFound(`user ${frontUserId}`);
    if ((Number(before.isSuspended ?? 0) === 1) === suspend) throw conflict(suspend ? 'This account is already suspended' : 'This account is not suspended');
    const values = { isSuspended: suspend ? 1 : 0, suspendReason: suspend ? reason : '' };
    await trx.updateTable('front_user').set(values).where('frontUserId', '=', frontUserId).execute();
    const after = { ...before, ...values };
    return { entityId: frontUserId, before: presentRow('user', before as never), after: presentRow('user', after as never), result: after };
  });
  ctx.services.changes.touch(['front_user', 'audit_log']);
  return { data: presentEntity('user', row) };
}

export const userSuspend: Handler<'userSuspend'> = (ctx) => setSuspended(ctx, true);
export const userLift: Handler<'userLift'> = (ctx) => setSuspended(ctx, false);
