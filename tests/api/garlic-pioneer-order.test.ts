import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, registerUser } from './helpers/calls.ts';
import { devPay, order, registerPioneer, type Member } from './helpers/pioneers.ts';

let app: App;
let publisher: Awaited<ReturnType<typeof registerPioneer>>;
let rival: Awaited<ReturnType<typeof registerPioneer>>;
let readers: Member[];
const feeOf = (period: string) => publisher.pioneer.feeModels.find((f) => f.periodType === period)!;

// Hand-worked: two paid orders (quarterly ¥80.00 by reader 0, yearly ¥288.00 by reader 1), one left
// unpaid (monthly ¥30.00 by reader 2) and one cancelled (monthly ¥30.00 by reader 0):
// income ¥368.00 = 36,800 fen, 2 paid orders, 2 subscribers.
beforeAll(async () => {
  app = await startTestApp();
  publisher = await registerPioneer(app);
  rival = await registerPioneer(app, { username: '周国强' });
  readers = [await registerUser(app, { nickname: '邳州收蒜老周' }), await registerUser(app, { nickname: '杞县蒜商小李' }), await registerUser(app)];
  const quarterly = await order(app, readers[0]!.accessToken, publisher.pioneer.id, feeOf('2'));
  await devPay(app, quarterly.prepayId, 'confirm');
  const yearly = await order(app, readers[1]!.accessToken, publisher.pioneer.id, feeOf('3'));
  await devPay(app, yearly.prepayId, 'confirm');
  await order(app, readers[2]!.accessToken, publisher.pioneer.id, feeOf('1'));
  const cancelled = await order(app, readers[0]!.accessToken, publisher.pioneer.id, feeOf('1'));
  await devPay(app, cancelled.prepayId, 'cancel');
});
afterAll(() => app.close());

describe('/v1/garlic-pioneer-order/publisher/orderInfo', () => {
  it('adds up the paid orders only', async () => {
    const reply = await get(app, '/v1/garlic-pioneer-order/publisher/orderInfo', {}, publisher.accessToken);
    expect(reply.body.data).toEqual({ totalIncome: 36800, monthIncome: 36800, todayIncome: 36800, paidOrders: 2, subscribers: 2 });
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/orderInfo', {}, rival.accessToken)).body.data).toEqual({
      totalIncome: 0,
      monthIncome: 0,
      todayIncome: 0,
      paidOrders: 0,
      subscribers: 0,
    });
  });

  it('is for signed-in pioneers only', async () => {
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/orderInfo')).status).toBe(401);
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/orderInfo', {}, readers[0]!.accessToken)).status).toBe(403);
  });
});

describe('/v1/garlic-pioneer-order/publisher/findByPage', () => {
  it('lists the paid orders, latest payment first, with the subscriber', async () => {
    const reply = await get(app, '/v1/garlic-pioneer-order/publisher/findByPage', {}, publisher.accessToken);
    expect(reply.body.totalCount).toBe(2);
    expect(
      reply.body.data.map((o: { buyerName: string; amount: number; periodType: string; goodsName: string }) => [
        o.buyerName,
        o.amount,
        o.periodType,
        o.goodsName,
      ]),
    ).toEqual([
      ['杞县蒜商小李', 28800, '3', '杂交蒜'],
      ['邳州收蒜老周', 8000, '2', '杂交蒜'],
    ]);
    const paged = await get(app, '/v1/garlic-pioneer-order/publisher/findByPage', { page: 2, pageSize: 1 }, publisher.accessToken);
    expect(paged.body.data.map((o: { buyerName: string }) => o.buyerName)).toEqual(['邳州收蒜老周']);
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/findByPage', { goodsId: '6' }, publisher.accessToken)).body.totalCount).toBe(0);
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/findByPage', {}, rival.accessToken)).body.data).toEqual([]);
  });

  it('refuses bad input naming the field, anonymous callers and non-pioneers', async () => {
    const bad = await get(app, '/v1/garlic-pioneer-order/publisher/findByPage', { pageSize: 0 }, publisher.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('pageSize');
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/findByPage')).status).toBe(401);
    expect((await get(app, '/v1/garlic-pioneer-order/publisher/findByPage', {}, readers[1]!.accessToken)).status).toBe(403);
  });
});
