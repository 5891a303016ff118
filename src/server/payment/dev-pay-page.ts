import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Services } from '../engine/context.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { cancelPayment, confirmPayment, findOrderByPrepayId, PAID, CANCELLED, type OrderRow } from './settle-order.ts';

/** A single-use token that stands in for WeChat Pay's prepay_id. */
export const devPrepayId = () => `devpay_${randomBytes(18).toString('base64url')}`;
export const DEV_PAY_PATH = '/dev/wechat/pay';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Same-origin addresses only, so the page cannot send anyone to another site. */
function sameOrigin(address: string | undefined, host: string | undefined): string | undefined {
  try {
    const url = new URL(address ?? '');
    return url.host === host && /^https?:$/.test(url.protocol) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#ededed;margin:0;padding:24px}main{background:#fff;border-radius:12px;padding:24px;max-width:420px;margin:auto;text-align:center}
.amount{font-size:40px;font-weight:600;margin:12px 0}.what{color:#333;font-size:15px}p{color:#777;font-size:13px;line-height:1.5}
button,a.button{display:block;box-sizing:border-box;width:100%;padding:14px;border:0;border-radius:8px;font-size:17px;margin-top:12px;text-decoration:none}
#confirm{background:#07c160;color:#fff}#cancel{background:#f2f2f2;color:#333}a.button{background:#07c160;color:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function orderPage(order: OrderRow, description: string, back: string | undefined): string {
  const amount = `¥${formatMoney(order.amount)}`;
  const head = `<h1 style="font-size:18px">微信支付（开发环境）<br>WeChat Pay (development)</h1>
<div class="what" id="what">${escape(description)}</div><div class="amount" id="amount">${amount}</div>`;
  const backLink = back ? `<a class="button" id="back" href="${escape(back)}">返回 Back</a>` : '';
  if (order.status === PAID) return page('已支付 Paid', `${head}<p id="state">该订单已支付。This order is paid.</p>${backLink}`);
  if (order.status === CANCELLED) return page('已取消 Cancelled', `${head}<p id="state">该订单已取消。This order was cancelled.</p>${backLink}`);
  return page(
    '微信支付 WeChat Pay',
    `${head}
<p>No merchant is configured (WECHAT_PAY_MCHID), so this server plays WeChat Pay's part. No money moves.<br>订单号 ${escape(order.orderNo)}</p>
<form method="post" action="${DEV_PAY_PATH}/confirm">
<input type="hidden" name="prepay_id" value="${escape(order.prepayId)}"><input type="hidden" name="redirect_uri" value="${escape(back ?? '')}">
<button type="submit" name="action" value="confirm" id="confirm">确认支付 Pay ${amount}</button>
<button type="submit" name="action" value="cancel" id="cancel">取消 Cancel</button></form>`,
  );
}

async function describe(services: Services, order: OrderRow): Promise<string> {
  const pioneer = await services.db.selectFrom('garlic_pioneer_user').select('username').where('id', '=', order.pioneerId).executeTakeFirst();
  return `大蒜先锋订阅 · ${pioneer?.username ?? ''} · ${order.months}个月`;
}

type PayForm = { prepay_id?: string; redirect_uri?: string; action?: string };

/**
 * The development payment page that plays WeChat Pay's part when no merchant is configured: it shows
 * the order's amount and confirms (pays the order once) or cancels it. app.ts registers it only then.
 */
export function registerDevPay(app: FastifyInstance, services: Services) {
  return app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    scope.get<{ Querystring: PayForm }>(DEV_PAY_PATH, async (request, reply) => {
      const order = await findOrderByPrepayId(services.db, request.query.prepay_id ?? '');
      reply.header('cache-control', 'no-store');
      if (!order) return reply.status(404).type('text/plain').send('prepay_id names no order (WeChat Pay error ORDER_NOT_EXIST)');
      const back = sameOrigin(request.query.redirect_uri, request.headers.host);
      return reply.type('text/html').send(orderPage(order, await describe(services, order), back));
    });
    scope.post<{ Body: PayForm }>(`${DEV_PAY_PATH}/confirm`, async (request, reply) => {
      const order = await findOrderByPrepayId(services.db, request.body?.prepay_id ?? '');
      if (!order) return reply.status(404).type('text/plain').send('prepay_id names no order');
      const action = request.body?.action;
      if (action !== 'confirm' && action !== 'cancel') return reply.status(400).type('text/plain').send('action must be confirm or cancel');
      const settled =
        action === 'confirm'
          ? (await confirmPayment(services.db, order.orderId, { paidAt: new Date(), transactionId: `dev_${order.orderNo}` })).order
          : await cancelPayment(services.db, order.orderId);
      const back = sameOrigin(request.body?.redirect_uri, request.headers.host);
      if (back) return reply.redirect(back, 303);
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(orderPage(settled, await describe(services, settled), undefined));
    });
  });
}
