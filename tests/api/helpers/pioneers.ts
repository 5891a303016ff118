import type { App } from '../../../src/server/app.ts';
import { get, post, registerUser } from './calls.ts';

export const PORTRAIT = { fileName: 'portrait.jpg', filePath: '/files/portrait.jpg' };

/** A valid application; tests change one field at a time from here. */
export function applyBody(overrides: Record<string, unknown> = {}) {
  return {
    headImg: PORTRAIT,
    username: '张建国',
    phone: '13953711111',
    remark: '金乡冷库老板，自有冷库三座，专注杂交蒜库存与出库节奏分析。',
    goodsIds: ['1', '6'],
    regionId: '370828',
    role: '1',
    fees: [{ goodsId: '1', monthly: 3000, quarterly: 8000, yearly: 28800 }],
    ...overrides,
  };
}

/** A valid article; tests change one field at a time from here. */
export function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '金乡库蒜出库节奏分析',
    goodsId: '1',
    subscribeType: '1',
    content:
      '本周金乡冷库出库量较上周增加约一成，中混级库内货走货明显加快，5.0公分报价3.05元/斤，较月初上涨0.15元。客商以补库为主，整体心态平稳，预计下周价格仍以稳中偏强为主。',
    imgFiles: [],
    ...overrides,
  };
}

export type Member = Awaited<ReturnType<typeof registerUser>>;

/** A registered user who has joined the pioneers; returns the user and the profile. */
export async function registerPioneer(app: App, overrides: Record<string, unknown> = {}) {
  const member = await registerUser(app);
  const reply = await post(app, '/v1/garlic-pioneer-user/add', applyBody(overrides), member.accessToken);
  if (!reply.body.success) throw new Error(`apply failed: ${reply.body.msg}`);
  // An application waits for an operator (decision 0038); these tests need a pioneer already approved.
  await app.services.db.updateTable('garlic_pioneer_user').set({ status: '1' }).where('id', '=', reply.body.data.id).execute();
  return { ...member, pioneer: reply.body.data as { id: string; feeModels: { feeModelId: string; goodsId: string; periodType: string; price: number }[] } };
}

/** Publishes an article as the pioneer and returns its id. */
export async function publishArticle(app: App, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const reply = await post(app, '/v1/garlic-pioneer-article/add', articleBody(overrides), token);
  if (!reply.body.success) throw new Error(`article add failed: ${reply.body.msg}`);
  return reply.body.data.id as string;
}

/** Orders a price and answers the order and the development payment page's prepay_id. */
export async function order(app: App, token: string, pioneerId: string, fee: { feeModelId: string; goodsId: string }) {
  const reply = await post(app, '/v1/garlic-pioneer-user-subscribe/pay', { feeModelId: fee.feeModelId, goodsId: fee.goodsId, id: pioneerId }, token);
  if (!reply.body.success) throw new Error(`pay failed: ${reply.body.msg}`);
  const prepayId = new URL(reply.body.data.payUrl, 'http://localhost').searchParams.get('prepay_id')!;
  return { ...(reply.body.data as { orderId: string; orderNo: string; amount: number; status: string; channel: string; payUrl: string }), prepayId };
}

/** Presses a button of the development payment page, as the payer's browser would. */
export async function devPay(app: App, prepayId: string, action: 'confirm' | 'cancel', redirectUri = 'http://localhost/#/pages/famous-person/article-detail') {
  const res = await app.inject({
    method: 'POST',
    url: '/dev/wechat/pay/confirm',
    headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ prepay_id: prepayId, redirect_uri: redirectUri, action }).toString(),
  });
  return { status: res.statusCode, location: res.headers.location as string | undefined, body: res.body };
}

export { get, post };
