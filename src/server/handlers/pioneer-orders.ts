import { requireUser, type CallContext, type Handler } from '../engine/context.ts';
import { dictName } from '../engine/rows.ts';
import { forbidden } from '../http/api-error.ts';
import { PAID } from '../payment/settle-order.ts';
import { chinaDayAndMonthStart } from '../../shared/china-time.ts';
import { findPioneerOfUser } from './pioneer-rows.ts';
import { isPeriodType, type PeriodType } from './pioneer-periods.ts';

async function publisherOf(ctx: CallContext) {
  const pioneer = await findPioneerOfUser(ctx.services.db, requireUser(ctx).frontUserId);
  if (!pioneer) throw forbidden('Only a pioneer has subscribers; apply to join first');
  return pioneer;
}

/** GET /v1/garlic-pioneer-order/publisher/orderInfo: the caller's income (fen) and subscribers. */
export const pioneerOrderInfo: Handler<'pioneerOrderInfo'> = async (ctx) => {
  const pioneer = await publisherOf(ctx);
  const { db } = ctx.services;
  const now = new Date();
  const since = chinaDayAndMonthStart(now);
  const paid = db.selectFrom('garlic_pioneer_order').where('publishUserId', '=', pioneer.frontUserId!).where('status', '=', PAID);
  const sum = async (from?: string) => {
    const query = from ? paid.where('payTime', '>=', from) : paid;
    const row = await query.select((eb) => [eb.fn.sum<number>('amount').as('total'), eb.fn.countAll<number>().as('n')]).executeTakeFirst();
    return { total: Number(row?.total ?? 0), count: Number(row?.n ?? 0) };
  };
  const [all, month, today] = [await sum(), await sum(since.month), await sum(since.day)];
  const readers = await db
    .selectFrom('garlic_pioneer_subscribe')
    .select((eb) => eb.fn.count<number>('frontUserId').distinct().as('n'))
    .where('pioneerId', '=', pioneer.id)
    .where('endTime', '>', now.toISOString())
    .executeTakeFirst();
  return { data: { totalIncome: all.total, monthIncome: month.total, todayIncome: today.total, paidOrders: all.count, subscribers: Number(readers?.n ?? 0) } };
};

/** A paid order was settled in one transaction: its payment time, its subscription's end and one of the three periods are set. */
function isSettled<R extends { payTime: string | null; subscribeEnd: string | null; periodType: string }>(
  row: R,
): row is R & { payTime: string; subscribeEnd: string; periodType: PeriodType } {
  return row.payTime !== null && row.subscribeEnd !== null && isPeriodType(row.periodType);
}

/** GET /v1/garlic-pioneer-order/publisher/findByPage: the caller's subscribers' paid orders, latest first. */
export const pioneerOrderPage: Handler<'pioneerOrderPage'> = async (ctx) => {
  const pioneer = await publisherOf(ctx);
  const { page, pageSize, goodsId } = ctx.input;
  let base = ctx.services.db
    .selectFrom('garlic_pioneer_order as o')
    .leftJoin('front_user as u', 'u.frontUserId', 'o.frontUserId')
    .where('o.publishUserId', '=', pioneer.frontUserId!)
    .where('o.status', '=', PAID);
  if (goodsId) base = base.where('o.goodsId', '=', goodsId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['o.orderId', 'o.orderNo', 'o.goodsId', 'o.periodType', 'o.months', 'o.amount', 'o.status', 'o.payTime', 'o.subscribeEnd', 'u.nickname'])
    .orderBy('o.payTime', 'desc')
    .orderBy('o.orderId', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const data = rows.filter(isSettled).map(({ nickname, ...r }) => ({ ...r, goodsName: dictName('varieties', r.goodsId), buyerName: nickname ?? '' }));
  return { data, totalCount: Number(counted?.n ?? 0) };
};
