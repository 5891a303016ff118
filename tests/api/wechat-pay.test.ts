import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { publishArticle, registerPioneer, type Member } from './helpers/pioneers.ts';

// A merchant configured with test keys: the server signs with `merchant`, "WeChat Pay" with `platform`.
const pem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const merchant = pem();
const platform = pem();
const API_V3_KEY = 'a'.repeat(16) + 'B'.repeat(16);
const PUBLIC_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000';
const sign = (message: string) => createSign('RSA-SHA256').update(message).sign(platform.privateKey, 'base64');

let app: App;
let author: Awaited<ReturnType<typeof registerPioneer>>;
let reader: Member;
let paid: string;
const requests: { url: string; authorization: string; body: string }[] = [];

function signedHeaders(body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const nonce = randomBytes(8).toString('hex');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': sign(`${timestamp}\n${nonce}\n${body}\n`),
    'wechatpay-serial': PUBLIC_KEY_ID,
  };
}

function notification(transaction: object): string {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(API_V3_KEY), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction)), cipher.final(), cipher.getAuthTag()]).toString('base64');
  return JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce, original_type: 'transaction' },
  });
}

const notify = (body: string, headers = signedHeaders(body)) =>
  app.inject({ method: 'POST', url: '/wechat/pay/notify', headers: { ...headers, 'content-type': 'application/json' }, payload: body });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wechat-pay-'));
  writeFileSync(join(dir, 'apiclient_key.pem'), merchant.privateKey);
  writeFileSync(join(dir, 'pub_key.pem'), platform.publicKey);
  app = await startTestApp({
    WECHAT_APPID: 'wx0123456789abcdef',
    WECHAT_SECRET: 'secret',
    WECHAT_PAY_MCHID: '1900000109',
    WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    WECHAT_PAY_PRIVATE_KEY_FILE: join(dir, 'apiclient_key.pem'),
    WECHAT_PAY_API_V3_KEY: API_V3_KEY,
    WECHAT_PAY_PUBLIC_KEY_FILE: join(dir, 'pub_key.pem'),
    WECHAT_PAY_PUBLIC_KEY_ID: PUBLIC_KEY_ID,
    WECHAT_PAY_NOTIFY_URL: 'https://garlic.example.com/wechat/pay/notify',
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url: String(url), authorization: String((init.headers as Record<string, string>).authorization), body: String(init.body) });
    const body = JSON.stringify({ prepay_id: 'wx201410272009395522657a690389285100' });
    return new Response(body, { status: 200, headers: signedHeaders(body) });
  });
  author = await registerPioneer(app);
  reader = await registerUser(app);
  paid = await publishArticle(app, author.accessToken, { subscribeType: '2' });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await app.close();
});

describe('with a WeChat Pay merchant configured', () => {
  let orderNo = '';

  it('has no development payment page', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/wechat/pay?prepay_id=x' })).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/dev/wechat/pay/confirm',
          payload: 'prepay_id=x&action=confirm',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("orders through WeChat Pay's JSAPI and answers the page's signed pay parameters", async () => {
    const fee = author.pioneer.feeModels.find((f) => f.periodType === '2')!;
    const reply = await post(
      app,
      '/v1/garlic-pioneer-user-subscribe/pay',
      { feeModelId: fee.feeModelId, goodsId: '1', id: author.pioneer.id },
      reader.accessToken,
    );
    expect(reply.status).toBe(200);
    const { channel, wxPay, payUrl } = reply.body.data;
    orderNo = reply.body.data.orderNo;
    expect([channel, payUrl]).toEqual(['wechat', undefined]);
    const sent = requests.at(-1)!;
    expect(sent.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(JSON.parse(sent.body)).toMatchObject({
      appid: 'wx0123456789abcdef',
      mchid: '1900000109',
      out_trade_no: orderNo,
      amount: { total: 8000, currency: 'CNY' },
      payer: { openid: expect.stringMatching(/^openid_/) },
    });
    const auth =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="(\w+)",signature="([^"]+)",timestamp="(\d+)",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"$/.exec(
        sent.authorization,
      )!;
    expect(
      createVerify('RSA-SHA256')
        .update(`POST\n/v3/pay/transactions/jsapi\n${auth[3]}\n${auth[1]}\n${sent.body}\n`)
        .verify(merchant.publicKey, auth[2]!, 'base64'),
    ).toBe(true);
    expect(wxPay.package).toBe('prepay_id=wx201410272009395522657a690389285100');
    expect(wxPay.signType).toBe('RSA');
    expect(
      createVerify('RSA-SHA256')
        .update(`${wxPay.appId}\n${wxPay.timeStamp}\n${wxPay.nonceStr}\n${wxPay.package}\n`)
        .verify(merchant.publicKey, wxPay.paySign, 'base64'),
    ).toBe(true);
  });

  it('ignores a notification whose signature does not verify', async () => {
    const body = notification({ mchid: '1900000109', out_trade_no: orderNo, transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 8000 } });
    const forged = { ...signedHeaders(body), 'wechatpay-signature': sign('something else') };
    expect((await notify(body, forged)).statusCode).toBe(401);
    expect((await notify(body, signedHeaders(body, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(401);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, reader.accessToken)).body.data.locked).toBe(true);
  });

  it('refuses a payment of another amount', async () => {
    const body = notification({ mchid: '1900000109', out_trade_no: orderNo, transaction_id: '4200000001', trade_state: 'SUCCESS', amount: { total: 1 } });
    expect((await notify(body)).statusCode).toBe(400);
    const row = await app.services.db.selectFrom('garlic_pioneer_order').select('status').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('0');
  });

  it('pays the order once on a verified notification and opens the paid article', async () => {
    // WeChat writes China time with its offset: a minute ago, as 2026-03-02T10:15:00+08:00 looks.
    const paidAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    const successTime = `${new Date(paidAt.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
    const body = notification({
      mchid: '1900000109',
      out_trade_no: orderNo,
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      success_time: successTime,
      amount: { total: 8000 },
    });
    expect((await notify(body)).statusCode).toBe(204);
    expect((await notify(body)).statusCode).toBe(204);
    const rows = await app.services.db
      .selectFrom('garlic_pioneer_order')
      .select(['status', 'transactionId', 'payTime', 'payChannel'])
      .where('orderNo', '=', orderNo)
      .execute();
    expect(rows).toEqual([{ status: '1', transactionId: '4200000001', payTime: paidAt.toISOString(), payChannel: 'wechat' }]);
    expect((await app.services.db.selectFrom('garlic_pioneer_subscribe').selectAll().execute()).length).toBe(1);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, reader.accessToken)).body.data.locked).toBe(false);
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/orderInfo', {}, author.accessToken)).body.data.paidOrders).toBe(1);
  });
});
