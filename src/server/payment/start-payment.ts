import type { Services } from '../engine/context.ts';
import { devPrepayId, DEV_PAY_PATH } from './dev-pay-page.ts';
import { createJsapiPrepay, jsapiPayParams, nonce, type WxPayParams } from './wechat-pay.ts';
import { badRequest, notConfigured } from '../http/api-error.ts';

export interface PaymentRequest {
  orderNo: string;
  amount: number;
  description: string;
  /** The payer's WeChat openid (JSAPI payments are made by a WeChat user). */
  payerOpenid: string;
}

export type StartedPayment = { channel: 'dev'; prepayId: string; payUrl: string } | { channel: 'wechat'; prepayId: string; wxPay: WxPayParams };

/**
 * How an order gets paid: WeChat Pay's JSAPI when a merchant is configured, else the server's own
 * development payment page (never both: app.ts registers that page only without a merchant).
 */
export async function startPayment(services: Services, request: PaymentRequest): Promise<StartedPayment> {
  const pay = services.config.wechatPay;
  if (!pay) {
    if (!services.config.standIns.payment) throw notConfigured('Payment is not configured on this server (WECHAT_PAY_MCHID is unset)');
    const prepayId = devPrepayId();
    return { channel: 'dev', prepayId, payUrl: `${DEV_PAY_PATH}?prepay_id=${encodeURIComponent(prepayId)}` };
  }
  const appId = services.config.wechatAppId!;
  if (!/^[A-Za-z0-9_-]{6,64}$/.test(request.payerOpenid) || request.payerOpenid.startsWith('dev_')) {
    throw badRequest('Paying needs a WeChat account: open Garlic Market in WeChat and sign in there');
  }
  const prepayId = await createJsapiPrepay(pay, {
    appId,
    description: request.description,
    outTradeNo: request.orderNo,
    amount: request.amount,
    openid: request.payerOpenid,
  });
  return { channel: 'wechat', prepayId, wxPay: jsapiPayParams(pay, appId, prepayId, Math.floor(Date.now() / 1000), nonce()) };
}
