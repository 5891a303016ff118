// WeChat Pay API v3, JSAPI payments (DOMAIN.md §4.3): signed requests, the page's paySign, and the
// notification's signature and AEAD_AES_256_GCM resource.
import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '../config.ts';

const API = 'https://api.mch.weixin.qq.com';
export const nonce = () => randomBytes(16).toString('hex');

function rsaSign(message: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

/** The Authorization header of a merchant request: method, path with query, time, nonce and body, signed. */
export function authorization(
  pay: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  pathWithQuery: string,
  body: string,
  timestamp: number,
  nonceStr: string,
): string {
  const signature = rsaSign(`${method}\n${pathWithQuery}\n${timestamp}\n${nonceStr}\n${body}\n`, pay.privateKey);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${pay.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${pay.serialNo}"`;
}

/** True when WeChat Pay signed `timestamp\nnonce\nbody\n` with the configured public key. */
export function verifyWechatSignature(
  pay: Pick<WechatPayConfig, 'platformPublicKey' | 'platformPublicKeyId'>,
  headers: { timestamp?: string; nonce?: string; signature?: string; serial?: string },
  body: string,
): boolean {
  if (!headers.timestamp || !headers.nonce || !headers.signature || headers.serial !== pay.platformPublicKeyId) return false;
  try {
    return createVerify('RSA-SHA256').update(`${headers.timestamp}\n${headers.nonce}\n${body}\n`).verify(pay.platformPublicKey, headers.signature, 'base64');
  } catch {
    return false;
  }
}

export interface WxPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** What the page passes to getBrandWCPayRequest / wx.chooseWXPay for a prepay_id. */
export function jsapiPayParams(pay: Pick<WechatPayConfig, 'privateKey'>, appId: string, prepayId: string, timestamp: number, nonceStr: string): WxPayParams {
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp: String(timestamp),
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: rsaSign(`${appId}\n${timestamp}\n${nonceStr}\n${pkg}\n`, pay.privateKey),
  };
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Opens a notification's resource with the APIv3 key (AES-256-GCM, the tag in the last 16 bytes). */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): unknown {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  if (resource.associated_data) decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

export interface JsapiOrder {
  appId: string;
  description: string;
  outTradeNo: string;
  amount: number;
  openid: string;
}

/** POST /v3/pay/transactions/jsapi: WeChat Pay's prepay_id for an order; its reply's signature is checked. */
export async function createJsapiPrepay(pay: WechatPayConfig, order: JsapiOrder, fetchImpl: typeof fetch = fetch): Promise<string> {
  const path = '/v3/pay/transactions/jsapi';
  const body = JSON.stringify({
    appid: order.appId,
    mchid: pay.mchId,
    description: order.description.slice(0, 127),
    out_trade_no: order.outTradeNo,
    notify_url: pay.notifyUrl,
    amount: { total: order.amount, currency: 'CNY' },
    payer: { openid: order.openid },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const reply = await fetchImpl(API + path, {
    method: 'POST',
    headers: { authorization: authorization(pay, 'POST', path, body, timestamp, nonce()), accept: 'application/json', 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`WeChat Pay refused the order (${reply.status}): ${text.slice(0, 200)}`);
  const signed = verifyWechatSignature(
    pay,
    {
      timestamp: reply.headers.get('wechatpay-timestamp') ?? undefined,
      nonce: reply.headers.get('wechatpay-nonce') ?? undefined,
      signature: reply.headers.get('wechatpay-signature') ?? undefined,
      serial: reply.headers.get('wechatpay-serial') ?? undefined,
    },
    text,
  );
  if (!signed) throw new Error('WeChat Pay reply signature did not verify');
  const prepayId = (JSON.parse(text) as { prepay_id?: string }).prepay_id;
  if (!prepayId) throw new Error('WeChat Pay answered no prepay_id');
  return prepayId;
}
