import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';

let app: App;
let alice: Awaited<ReturnType<typeof registerUser>>;
let bob: Awaited<ReturnType<typeof registerUser>>;
const ids: string[] = [];

// 25 posts: alice has 15 (10 selling Jinxiang hybrid, 5 buying Pizhou 6.5 cm), bob 10 selling Qixian; 1 of alice's off shelf.
beforeAll(async () => {
  app = await startTestApp();
  alice = await registerUser(app);
  bob = await registerUser(app);
  for (let i = 0; i < 10; i++) ids.push((await post(app, '/v1/buy-sell/add', postBody({ price: 2 + i / 100 }), alice.accessToken)).body.data.buySellId);
  for (let i = 0; i < 5; i++) await post(app, '/v1/buy-sell/add', postBody({ transactionType: '1', regionId: '320382', specsId: '8' }), alice.accessToken);
  for (let i = 0; i < 10; i++) await post(app, '/v1/buy-sell/add', postBody({ regionId: '410221', productType: '3', varietiesId: '3' }), bob.accessToken);
  await get(app, '/v1/buy-sell/unshelve', { buySellId: ids[0], publishStatus: '0' }, alice.accessToken);
});
afterAll(() => app.close());

describe('/v1/buy-sell/findByPage', () => {
  it('pages listed posts newest first with the total', async () => {
    const first = await get(app, '/v1/buy-sell/findByPage', { page: 1, pageSize: 10 });
    expect(first.body.totalCount).toBe(24);
    expect(first.body.data).toHaveLength(10);
    const third = await get(app, '/v1/buy-sell/findByPage', { page: 3, pageSize: 10 });
    expect(third.body.data).toHaveLength(4);
    const times = first.body.data.map((r: { publishTime: string }) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
  });

  it('uses the default page size of 20', async () => {
    const reply = await get(app, '/v1/buy-sell/findByPage');
    expect(reply.body.data).toHaveLength(20);
  });

  it.each([
    [{ transactionType: '1' }, 5],
    [{ transactionType: '2' }, 19],
    [{ regionId: '410221' }, 10],
    [{ productType: '3' }, 10],
    [{ varietiesId: '1', specsId: '8' }, 5],
    [{ regionId: '370828', transactionType: '2' }, 9],
  ])('filters by %j', async (filter, total) => {
    const reply = await get(app, '/v1/buy-sell/findByPage', { ...filter, pageSize: 100 });
    expect(reply.body.totalCount).toBe(total);
    for (const row of reply.body.data) for (const [k, v] of Object.entries(filter)) expect(row[k]).toBe(v);
  });

  it.each([
    [{ pageSize: 0 }, 'pageSize must be >= 1'],
    [{ pageSize: 1000 }, 'pageSize must be <= 100'],
    [{ page: 'x' }, 'page must be integer'],
    [{ transactionType: '9' }, 'transactionType must be one of 1, 2'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/buy-sell/findByPage', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
  });
});

describe('/v1/home/queryBuySell', () => {
  it('gives page 1 of 10 by default', async () => {
    const reply = await get(app, '/v1/home/queryBuySell');
    expect(reply.body.data).toHaveLength(10);
    expect(reply.body.totalCount).toBe(24);
  });

  it('filters by productType', async () => {
    const reply = await get(app, '/v1/home/queryBuySell', { page: '1', pageSize: '10', productType: '3' });
    expect(reply.body.totalCount).toBe(10);
  });
});

describe('/v1/mine/myFindByPage', () => {
  it("lists only the caller's posts, off-shelf ones included", async () => {
    const reply = await get(app, '/v1/mine/myFindByPage', { pageSize: 50 }, alice.accessToken);
    expect(reply.body.totalCount).toBe(15);
    expect(reply.body.data.every((r: { publishUserId: string }) => r.publishUserId === alice.user.frontUserId)).toBe(true);
    expect(reply.body.data.some((r: { publishStatus: string }) => r.publishStatus === '0')).toBe(true);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('filters by publish status', async () => {
    const reply = await get(app, '/v1/mine/myFindByPage', { publishStatus: '0' }, alice.accessToken);
    expect(reply.body.totalCount).toBe(1);
    expect(reply.body.data[0].buySellId).toBe(ids[0]);
  });

  it('needs a signed-in user', async () => {
    const reply = await get(app, '/v1/mine/myFindByPage');
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});

describe('/v1/buy-sell/tow-day-statistic', () => {
  it("counts today's listed posts by buy and sell", async () => {
    const reply = await get(app, '/v1/buy-sell/tow-day-statistic');
    expect(reply.body.data.today).toMatchObject({ buy: 5, sell: 19, total: 24 });
    expect(reply.body.data.yesterday).toMatchObject({ buy: 0, sell: 0, total: 0 });
    expect(reply.body.data.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
