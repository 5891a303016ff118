import type { FastifyInstance } from 'fastify';
import type { Services } from '../engine/context.ts';
import type { WechatPayConfig } from '../config.ts';
import { decryptResource, verifyWechatSignature, type EncryptedResource } from './wechat-pay.ts';
import { confirmPayment, findOrderByNo } from './settle-order.ts';

interface PaidTransaction {
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  success_time?: string;
  amount?: { total?: number };
}

const STALE_SECONDS = 300;

/**
 * POST /wechat/pay/notify: WeChat Pay's payment notification. The signature is checked against the
 * configured WeChat Pay public key and the resource decrypted with the APIv3 key; a successful
 * transaction pays its order once (WeChat repeats notifications until it gets a 2xx).
 */
export function registerWechatPayNotify(app: FastifyInstance, services: Services, pay: WechatPayConfig) {
  return app.register(async (scope) => {
    // The signature covers the exact bytes, so the body stays text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post('/wechat/pay/notify', async (request, reply) => {
      const body = String(request.body ?? '');
      const header = (name: string) => request.headers[name] as string | undefined;
      const timestamp = Number(header('wechatpay-timestamp'));
      const fresh = Number.isFinite(timestamp) && Math.abs(Date.now() / 1000 - timestamp) <= STALE_SECONDS;
      const signed = verifyWechatSignature(
        pay,
        {
          timestamp: header('wechatpay-timestamp'),
          nonce: header('wechatpay-nonce'),
          signature: header('wechatpay-signature'),
          serial: header('wechatpay-serial'),
        },
        body,
      );
      if (!fresh || !signed) return reply.status(401).send({ code: 'FAIL', message: 'signature did not verify' });
      let transaction: PaidTransaction;
      try {
        const event = JSON.parse(body) as { event_type?: string; resource?: EncryptedResource };
        if (event.event_type !== 'TRANSACTION.SUCCESS' || !event.resource) return reply.status(204).send();
        transaction = decryptResource(pay.apiV3Key, event.resource) as PaidTransaction;
      } catch {
        return reply.status(400).send({ code: 'FAIL', message: 'the notification could not be read' });
      }
      if (transaction.trade_state !== 'SUCCESS' || transaction.mchid !== pay.mchId) return reply.status(204).send();
      const order = await findOrderByNo(services.db, transaction.out_trade_no);
      if (!order) return reply.status(404).send({ code: 'FAIL', message: 'no such order' });
      const paidAt = transaction.success_time ? new Date(transaction.success_time) : new Date();
      const settled = await confirmPayment(services.db, order.orderId, {
        paidAt,
        transactionId: transaction.transaction_id,
        amount: transaction.amount?.total,
      });
      if (settled.outcome === 'amount-mismatch') {
        request.log.error({ orderNo: order.orderNo }, 'WeChat Pay reported a different amount; the order stays unpaid');
        return reply.status(400).send({ code: 'FAIL', message: 'amount does not match the order' });
      }
      if (settled.outcome === 'cancelled') request.log.warn({ orderNo: order.orderNo }, 'WeChat Pay paid a cancelled order; refund it');
      return reply.status(204).send();
    });
  });
}
