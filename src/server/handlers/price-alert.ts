import { requireUser, type CallContext, type CallResult } from '../engine/context.ts';
import { presentRow } from '../engine/rows.ts';
import { forbidden, notFound } from '../http/api-error.ts';

/** GET /v1/price-alert/getById: one of the caller's alerts; another user's answers 403, none 404. */
export async function priceAlertGet(ctx: CallContext): Promise<CallResult> {
  const userId = requireUser(ctx).frontUserId;
  const { priceAlertId } = ctx.input as { priceAlertId: string };
  const row = await ctx.services.db.selectFrom('price_alert').selectAll().where('priceAlertId', '=', priceAlertId).executeTakeFirst();
  if (!row) throw notFound(`priceAlert ${priceAlertId}`);
  if (row.frontUserId !== userId) throw forbidden();
  return { data: presentRow('priceAlert', row, userId) };
}
