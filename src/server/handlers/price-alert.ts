import { requireUser, type HandlerContext, type HandlerResult } from '../engine/context.ts';
import { presentEntity } from '../engine/presented.ts';
import { forbidden, notFound } from '../http/api-error.ts';

/** GET /v1/price-alert/getById: one of the caller's alerts; another user's answers 403, none 404. */
export async function priceAlertGet(ctx: HandlerContext<'priceAlertGet'>): Promise<HandlerResult<'priceAlertGet'>> {
  const userId = requireUser(ctx).frontUserId;
  const { priceAlertId } = ctx.input;
  const row = await ctx.services.db.selectFrom('price_alert').selectAll().where('priceAlertId', '=', priceAlertId).executeTakeFirst();
  if (!row) throw notFound(`priceAlert ${priceAlertId}`);
  if (row.frontUserId !== userId) throw forbidden();
  return { data: presentEntity('priceAlert', row, userId) };
}
