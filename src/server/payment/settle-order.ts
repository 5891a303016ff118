import type { Selectable } from 'kysely';
import type { GarlicPioneerOrderTable } from '../../../generated/db.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { extendSubscription } from '../handlers/pioneer-periods.ts';

export type OrderRow = Selectable<GarlicPioneerOrderTable>;
export const AWAITING = '0';
export const PAID = '1';
export const CANCELLED = '2';

export type Settlement = { outcome: 'paid' | 'already-paid' | 'cancelled' | 'amount-mismatch'; order: OrderRow };

export function findOrderByPrepayId(db: Db, prepayId: string) {
  return db.selectFrom('garlic_pioneer_order').selectAll().where('prepayId', '=', prepayId).executeTakeFirst();
}

export function findOrderByNo(db: Db, orderNo: string) {
  return db.selectFrom('garlic_pioneer_order').selectAll().where('orderNo', '=', orderNo).executeTakeFirst();
}

/**
 * Marks an order paid and starts or extends the subscription, in one transaction. Only an order
 * awaiting payment changes: a second confirmation answers 'already-paid' and changes nothing; a
 * cancelled order stays cancelled. `amount` (fen), when the payment service reports one, must match.
 */
export async function confirmPayment(db: Db, orderId: string, payment: { paidAt: Date; transactionId: string; amount?: number }): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('garlic_pioneer_order').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
    if (order.status === PAID) return { outcome: 'already-paid', order };
    if (order.status === CANCELLED) return { outcome: 'cancelled', order };
    if (payment.amount !== undefined && payment.amount !== order.amount) return { outcome: 'amount-mismatch', order };
    const payTime = payment.paidAt.toISOString();
    // The status guard lets exactly one of two racing confirmations through.
    const claimed = await trx
      .updateTable('garlic_pioneer_order')
      .set({ status: PAID, payTime, transactionId: payment.transactionId })
      .where('orderId', '=', orderId)
      .where('status', '=', AWAITING)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const now = await trx.selectFrom('garlic_pioneer_order').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
      return { outcome: now.status === PAID ? 'already-paid' : 'cancelled', order: now };
    }
    const key = { frontUserId: order.frontUserId!, pioneerId: order.pioneerId, goodsId: order.goodsId };
    const current = await trx
      .selectFrom('garlic_pioneer_subscribe')
      .selectAll()
      .where('frontUserId', '=', key.frontUserId)
      .where('pioneerId', '=', key.pioneerId)
      .where('goodsId', '=', key.goodsId)
      .executeTakeFirst();
    const { start, end } = extendSubscription(current ? new Date(current.endTime) : undefined, payment.paidAt, order.months);
    const period = {
      startTime: current && current.endTime > payTime ? current.startTime : start.toISOString(),
      endTime: end.toISOString(),
      lastOrderId: orderId,
      updateTime: payTime,
    };
    if (current) await trx.updateTable('garlic_pioneer_subscribe').set(period).where('subscribeId', '=', current.subscribeId).execute();
    else
      await trx
        .insertInto('garlic_pioneer_subscribe')
        .values({ ...key, ...period, subscribeId: newId(payment.paidAt.getTime()), createTime: payTime })
        .execute();
    const subscribed = { subscribeStart: start.toISOString(), subscribeEnd: end.toISOString() };
    await trx.updateTable('garlic_pioneer_order').set(subscribed).where('orderId', '=', orderId).execute();
    return { outcome: 'paid', order: { ...order, status: PAID, payTime, transactionId: payment.transactionId, ...subscribed } };
  });
}

/** The payer gave up: an order still awaiting payment is cancelled and starts nothing. */
export async function cancelPayment(db: Db, orderId: string): Promise<OrderRow> {
  await db.updateTable('garlic_pioneer_order').set({ status: CANCELLED }).where('orderId', '=', orderId).where('status', '=', AWAITING).execute();
  return db.selectFrom('garlic_pioneer_order').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
}
