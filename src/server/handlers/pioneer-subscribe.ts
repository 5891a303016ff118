import type { Handler } from '../engine/context.ts';
import { requireUser } from '../engine/context.ts';
import { newId } from '../db/ids.ts';
import { dictName } from '../engine/rows.ts';
import { badRequest, forbidden, notFound } from '../http/api-error.ts';
import { startPayment } from '../payment/start-payment.ts';
import { AWAITING } from '../payment/settle-order.ts';
import { findPioneer, isActive } from './pioneer-rows.ts';
import { findUserById } from './users.ts';

const PERIOD_NAMES: Record<string, string> = { '1': '包月', '2': '包季', '3': '包年' };

/** POST /v1/garlic-pioneer-user-subscribe/pay: an unpaid order for one of the pioneer's prices, and how to pay it. */
export const pioneerSubscribePay: Handler<'pioneerSubscribePay'> = async (ctx) => {
  const { db } = ctx.services;
  const { frontUserId } = requireUser(ctx);
  const { feeModelId, goodsId, id } = ctx.input;
  const pioneer = await findPioneer(db, id);
  if (!pioneer || !isActive(pioneer)) throw notFound(`Pioneer ${id}`);
  const fee = await db.selectFrom('garlic_pioneer_fee_model').selectAll().where('feeModelId', '=', feeModelId).executeTakeFirst();
  if (!fee || fee.pioneerId !== pioneer.id) throw badRequest('feeModelId is not a price of this pioneer');
  if (fee.status !== '1') throw badRequest('feeModelId is no longer on offer');
  if (fee.goodsId !== goodsId) throw badRequest(`goodsId must be the price's variety (${fee.goodsId})`);
  if (pioneer.frontUserId === frontUserId) throw forbidden('You cannot subscribe to your own articles');
  const payer = await findUserById(db, frontUserId);
  const now = new Date();
  const orderId = newId(now.getTime());
  const orderNo = `GP${orderId}`;
  const started = await startPayment(ctx.services, {
    orderNo,
    amount: fee.price,
    description: `大蒜先锋订阅-${pioneer.username}-${dictName('varieties', fee.goodsId)}-${PERIOD_NAMES[fee.periodType] ?? ''}`,
    payerOpenid: payer?.wxOpenid ?? '',
  });
  await db
    .insertInto('garlic_pioneer_order')
    .values({
      orderId,
      orderNo,
      frontUserId,
      pioneerId: pioneer.id,
      publishUserId: pioneer.frontUserId!,
      feeModelId: fee.feeModelId,
      goodsId: fee.goodsId,
      periodType: fee.periodType,
      months: fee.months,
      amount: fee.price,
      status: AWAITING,
      payChannel: started.channel,
      prepayId: started.prepayId,
      transactionId: null,
      createTime: now.toISOString(),
      payTime: null,
      subscribeStart: null,
      subscribeEnd: null,
    })
    .execute();
  const how = started.channel === 'dev' ? { payUrl: started.payUrl } : { wxPay: started.wxPay };
  return { data: { orderId, orderNo, amount: fee.price, status: AWAITING, channel: started.channel, ...how } };
};
