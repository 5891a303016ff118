import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { articleBody, conjunctureBody, forumBody } from './helpers/content.ts';
import { postBody } from './helpers/posts.ts';

// /v1/mine/getMyCollectBuySellByPage, getMyCollectArticleByPage and getMyArticleByPage.
let app: App;
let me: Awaited<ReturnType<typeof registerUser>>;
let trader: Awaited<ReturnType<typeof registerUser>>;
const ids: Record<string, string> = {};

const collect = (businessId: string, businessType: string, token = me.accessToken) =>
  post(app, '/v1/user-collection/addOrDel', { businessId, businessType, isCollection: true }, token);

beforeAll(async () => {
  app = await startTestApp();
  me = await registerUser(app, { nickname: '蒜农老王' });
  trader = await registerUser(app, { nickname: '邳州出口张总' });
  ids.post1 = (await post(app, '/v1/buy-sell/add', postBody({ price: 2.4 }), trader.accessToken)).body.data.buySellId;
  ids.post2 = (await post(app, '/v1/buy-sell/add', postBody({ price: 2.6, transactionType: '1' }), trader.accessToken)).body.data.buySellId;
  ids.post3 = (await post(app, '/v1/buy-sell/add', postBody({ price: 2.8 }), trader.accessToken)).body.data.buySellId;
  ids.report = (
    await post(app, '/v1/conjuncture/add', conjunctureBody({ regionId: '320382', goodsId: '2', priceList: [{ specsId: '8', price: 5 }] }), trader.accessToken)
  ).body.data.conjunctureId;
  ids.article = (await post(app, '/v1/quotation-article/add', articleBody(), trader.accessToken)).body.data.quotationArticleId;
  ids.forum = (await post(app, '/v1/forum/add', forumBody(), trader.accessToken)).body.data.forumId;
  await app.services.db
    .insertInto('forefront_info')
    .values({
      id: '501',
      title: '全国冷库大蒜库存约460万吨',
      category: '2',
      content: '截至11月初，全国冷库大蒜库存约460万吨。',
      source: '国际大蒜贸易网',
      imagesFile: '[]',
      publishStatus: '1',
      publishTime: '2026-11-05T02:00:00.000Z',
    })
    .execute();
  // Collected in this order: post2, report, post1, news, article, post3 (the last collected first in the lists).
  for (const [id, type] of [
    [ids.post2, '1'],
    [ids.report, '2'],
    [ids.post1, '1'],
    ['501', '5'],
    [ids.article, '3'],
    [ids.post3, '1'],
  ] as const) {
    await collect(id!, type);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await collect(ids.forum!, '4', trader.accessToken);
});
afterAll(() => app.close());

describe('/v1/mine/getMyCollectBuySellByPage', () => {
  it('lists the trade posts the caller collected, newest collection first', async () => {
    const reply = await get(app, '/v1/mine/getMyCollectBuySellByPage', { pageSize: 2 }, me.accessToken);
    expect(reply.body.totalCount).toBe(3);
    expect(reply.body.data.map((r: { buySellId: string }) => r.buySellId)).toEqual([ids.post3, ids.post1]);
    const buying = await get(app, '/v1/mine/getMyCollectBuySellByPage', { transactionType: '1' }, me.accessToken);
    expect(buying.body.data.map((r: { buySellId: string }) => r.buySellId)).toEqual([ids.post2]);
    expect((await get(app, '/v1/mine/getMyCollectBuySellByPage', {}, trader.accessToken)).body.totalCount).toBe(0);
  });

  it('drops a post its publisher took off shelf, and brings it back when relisted', async () => {
    await get(app, '/v1/buy-sell/unshelve', { buySellId: ids.post1, publishStatus: '0' }, trader.accessToken);
    expect((await get(app, '/v1/mine/getMyCollectBuySellByPage', {}, me.accessToken)).body.totalCount).toBe(2);
    await get(app, '/v1/buy-sell/unshelve', { buySellId: ids.post1, publishStatus: '1' }, trader.accessToken);
    expect((await get(app, '/v1/mine/getMyCollectBuySellByPage', {}, me.accessToken)).body.totalCount).toBe(3);
  });

  it('needs a signed-in user', async () => {
    expect((await get(app, '/v1/mine/getMyCollectBuySellByPage')).status).toBe(401);
  });
});

describe('/v1/mine/getMyCollectArticleByPage', () => {
  it('lists collected reports, articles, forum posts and news as cards, newest collection first', async () => {
    const reply = await get(app, '/v1/mine/getMyCollectArticleByPage', {}, me.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(3);
    const cards = reply.body.data;
    expect(cards.map((c: { businessType: string; businessId: string }) => `${c.businessType}:${c.businessId}`)).toEqual([
      `3:${ids.article}`,
      '5:501',
      `2:${ids.report}`,
    ]);
    expect(cards[0]).toMatchObject({ title: '金乡冷库大蒜出库进度过半', publisherName: '邳州出口张总', businessTypeName: '热点资讯' });
    expect(cards[1]).toMatchObject({ title: '全国冷库大蒜库存约460万吨', publisherName: '国际大蒜贸易网' });
    expect(cards[2]).toMatchObject({ title: '【邳州·纯白蒜】6.5公分 5.00元/斤', regionName: '邳州' });
    expect(Date.parse(cards[0].collectTime)).toBeGreaterThan(Date.parse(cards[2].collectTime));
  });

  it('narrows to one kind, pages, and refuses a kind it does not hold', async () => {
    const news = await get(app, '/v1/mine/getMyCollectArticleByPage', { businessType: '5' }, me.accessToken);
    expect(news.body.data.map((c: { businessId: string }) => c.businessId)).toEqual(['501']);
    const second = await get(app, '/v1/mine/getMyCollectArticleByPage', { page: 2, pageSize: 2 }, me.accessToken);
    expect(second.body.data.map((c: { businessId: string }) => c.businessId)).toEqual([ids.report]);
    const bad = await get(app, '/v1/mine/getMyCollectArticleByPage', { businessType: '1' }, me.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('businessType must be one of 2, 3, 4, 5');
    expect((await get(app, '/v1/mine/getMyCollectArticleByPage')).status).toBe(401);
  });
});

describe('/v1/mine/getMyArticleByPage', () => {
  it("lists the caller's own reports, articles and forum posts, off shelf included, newest first", async () => {
    await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: ids.report }, trader.accessToken);
    const reply = await get(app, '/v1/mine/getMyArticleByPage', {}, trader.accessToken);
    expect(reply.body.totalCount).toBe(3);
    expect(reply.body.data.map((c: { businessType: string }) => c.businessType)).toEqual(['4', '3', '2']);
    expect(reply.body.data[2]).toMatchObject({ businessId: ids.report, publishStatus: '0' });
    expect(reply.body.data[0]).toMatchObject({ title: '冷库蒜出芽了还能放多久？', publishStatus: '1' });
    const forum = await get(app, '/v1/mine/getMyArticleByPage', { businessType: '4' }, trader.accessToken);
    expect(forum.body.totalCount).toBe(1);
    expect((await get(app, '/v1/mine/getMyArticleByPage', {}, me.accessToken)).body.totalCount).toBe(0);
    expect((await get(app, '/v1/mine/getMyArticleByPage', { businessType: '5' }, me.accessToken)).status).toBe(400);
    expect((await get(app, '/v1/mine/getMyArticleByPage')).status).toBe(401);
  });

  it("drops an off-shelf report from others' collections but the publisher still has it", async () => {
    const reply = await get(app, '/v1/mine/getMyCollectArticleByPage', {}, me.accessToken);
    expect(reply.body.data.map((c: { businessId: string }) => c.businessId)).not.toContain(ids.report);
  });
});
