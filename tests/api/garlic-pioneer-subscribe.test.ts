import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { devPay, order, publishArticle, registerPioneer, type Member } from './helpers/pioneers.ts';
import { addMonths } from '../../src/server/handlers/pioneer-periods.ts';

let app: App;
let author: Awaited<ReturnType<typeof registerPioneer>>;
let other: Awaited<ReturnType<typeof registerPioneer>>;
let reader: Member;
let paid: string;
const fee = (period: string, goodsId = '1') => author.pioneer.feeModels.find((f) => f.periodType === period && f.goodsId === goodsId)!;
const subscriptions = () => app.services.db.selectFrom('garlic_pioneer_subscribe').selectAll().where('frontUserId', '=', reader.user.frontUserId).execute();
const orderRow = (orderId: string) => app.services.db.selectFrom('garlic_pioneer_order').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
const BACK = 'http://localhost/#/pages/famous-person/article-detail?params=%7B%22id%22%3A%221%22%7D';

beforeAll(async () => {
  app = await startTestApp();
  author = await registerPioneer(app);
  other = await registerPioneer(app, { username: '孙海涛', goodsIds: ['1'], fees: [{ goodsId: '1', monthly: 1500 }] });
  reader = await registerUser(app);
  paid = await publishArticle(app, author.accessToken, { subscribeType: '2', title: '杂交蒜库存与后市（付费）' });
});
afterAll(() => app.close());

describe('/v1/garlic-pioneer-user-subscribe/pay', () => {
  it.each([
    [{ feeModelId: '42' }, 400, 'feeModelId is not a price of this pioneer'],
    [{ goodsId: '6' }, 400, "goodsId must be the price's variety (1)"],
    [{ goodsId: undefined }, 400, 'goodsId is required'],
    [{ id: '42' }, 404, 'Pioneer 42 was not found'],
  ])('refuses %j and orders nothing', async (change, status, message) => {
    const reply = await post(
      app,
      '/v1/garlic-pioneer-user-subscribe/pay',
      { feeModelId: fee('2').feeModelId, goodsId: '1', id: author.pioneer.id, ...change },
      reader.accessToken,
    );
    expect(reply.status).toBe(status);
    expect(reply.body.msg).toContain(message);
    expect(await app.services.db.selectFrom('garlic_pioneer_order').select('orderId').execute()).toEqual([]);
  });

  it("refuses another pioneer's price, one's own articles and anonymous callers", async () => {
    const foreign = await post(
      app,
      '/v1/garlic-pioneer-user-subscribe/pay',
      { feeModelId: other.pioneer.feeModels[0]!.feeModelId, goodsId: '1', id: author.pioneer.id },
      reader.accessToken,
    );
    expect(foreign.status).toBe(400);
    const own = await post(
      app,
      '/v1/garlic-pioneer-user-subscribe/pay',
      { feeModelId: fee('1').feeModelId, goodsId: '1', id: author.pioneer.id },
      author.accessToken,
    );
    expect(own.status).toBe(403);
    const anonymous = await post(app, '/v1/garlic-pioneer-user-subscribe/pay', { feeModelId: fee('1').feeModelId, goodsId: '1', id: author.pioneer.id });
    expect(anonymous.status).toBe(401);
  });

  it('creates an unpaid order for the price, payable on the development payment page', async () => {
    const placed = await order(app, reader.accessToken, author.pioneer.id, fee('2'));
    expect([placed.amount, placed.status, placed.channel]).toEqual([8000, '0', 'dev']);
    expect(placed.orderNo).toBe(`GP${placed.orderId}`);
    const row = await orderRow(placed.orderId);
    expect([row.status, row.frontUserId, row.publishUserId, row.months, row.payTime]).toEqual(['0', reader.user.frontUserId, author.user.frontUserId, 3, null]);
    const page = await app.inject({ method: 'GET', url: `${placed.payUrl}&redirect_uri=${encodeURIComponent(BACK)}`, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('¥80.00');
    expect(page.body).toContain('张建国');
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, reader.accessToken)).body.data.locked).toBe(true);
    expect(await subscriptions()).toEqual([]);
  });
});

describe('the development payment page', () => {
  it('cancelling leaves no subscription, and a cancelled order is never paid', async () => {
    const placed = await order(app, reader.accessToken, author.pioneer.id, fee('1'));
    const cancelled = await devPay(app, placed.prepayId, 'cancel', BACK);
    expect([cancelled.status, cancelled.location]).toEqual([303, BACK]);
    expect((await orderRow(placed.orderId)).status).toBe('2');
    await devPay(app, placed.prepayId, 'confirm', BACK);
    expect((await orderRow(placed.orderId)).status).toBe('2');
    expect(await subscriptions()).toEqual([]);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, reader.accessToken)).body.data.locked).toBe(true);
  });

  it('confirming pays the order once, starts the subscription and opens the paid article', async () => {
    const placed = await order(app, reader.accessToken, author.pioneer.id, fee('2'));
    const before = Date.now();
    const confirmed = await devPay(app, placed.prepayId, 'confirm', BACK);
    expect([confirmed.status, confirmed.location]).toEqual([303, BACK]);
    const row = await orderRow(placed.orderId);
    expect(row.status).toBe('1');
    expect(Date.parse(row.payTime!)).toBeGreaterThanOrEqual(before - 1000);
    expect(row.subscribeEnd).toBe(addMonths(new Date(row.payTime!), 3).toISOString());
    const [subscription] = await subscriptions();
    expect([subscription!.pioneerId, subscription!.goodsId, subscription!.endTime]).toEqual([author.pioneer.id, '1', row.subscribeEnd]);

    const again = await devPay(app, placed.prepayId, 'confirm', BACK);
    expect(again.status).toBe(303);
    expect(await orderRow(placed.orderId)).toEqual(row);
    expect(await subscriptions()).toEqual([subscription]);
    const afterCancel = await devPay(app, placed.prepayId, 'cancel', BACK);
    expect(afterCancel.status).toBe(303);
    expect((await orderRow(placed.orderId)).status).toBe('1');

    const article = (await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, reader.accessToken)).body.data;
    expect([article.locked, article.subscribedUntil]).toEqual([false, row.subscribeEnd]);
    expect(article.content.length).toBeGreaterThan(60);
    const page = (await get(app, '/v1/garlic-pioneer-user/findById', { id: author.pioneer.id }, reader.accessToken)).body.data;
    expect(page.mySubscriptions).toEqual([{ goodsId: '1', goodsName: '杂交蒜', endTime: row.subscribeEnd, running: true }]);
    expect(page.subscriberCount).toBe(1);
    const listed = (await get(app, '/v1/garlic-pioneer-user/findByPage', { subscribed: '1' }, reader.accessToken)).body.data;
    expect(listed.map((p: { id: string; subscriptionState: string }) => [p.id, p.subscriptionState])).toEqual([[author.pioneer.id, '1']]);
  });

  it('a second paid order extends the subscription from its end', async () => {
    const [current] = await subscriptions();
    const placed = await order(app, reader.accessToken, author.pioneer.id, fee('1'));
    await devPay(app, placed.prepayId, 'confirm', BACK);
    const [extended] = await subscriptions();
    expect(extended!.endTime).toBe(addMonths(new Date(current!.endTime), 1).toISOString());
    expect(extended!.startTime).toBe(current!.startTime);
    expect((await orderRow(placed.orderId)).subscribeStart).toBe(current!.endTime);
  });

  it('answers 404 for an unknown prepay_id and never redirects to another site', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/wechat/pay?prepay_id=devpay_nothing', headers: { host: 'localhost' } })).statusCode).toBe(404);
    expect((await devPay(app, 'devpay_nothing', 'confirm')).status).toBe(404);
    const placed = await order(app, reader.accessToken, other.pioneer.id, other.pioneer.feeModels[0]!);
    const elsewhere = await devPay(app, placed.prepayId, 'confirm', 'https://evil.example/steal');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.location).toBeUndefined();
    expect(elsewhere.body).toContain('¥15.00');
    expect((await orderRow(placed.orderId)).status).toBe('1');
  });

  it('refuses a price that is no longer offered', async () => {
    await post(app, '/v1/garlic-pioneer-user/update', { fees: [{ goodsId: '1', yearly: 28800 }] }, author.accessToken);
    const reply = await post(
      app,
      '/v1/garlic-pioneer-user-subscribe/pay',
      { feeModelId: fee('1').feeModelId, goodsId: '1', id: author.pioneer.id },
      reader.accessToken,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('feeModelId is no longer on offer');
  });
});
