import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { articleBody, conjunctureBody } from './helpers/content.ts';

// /v1/home/getHotMess: market reports (CONJUNCTURE) and hot news (QUOTATION_HOT) of the last week, most read first.
let app: App;
const DAY = 86400_000;

beforeAll(async () => {
  app = await startTestApp();
  const user = await registerUser(app);
  const db = app.services.db;
  const reports: [string, number, number][] = [
    ['r-old', 10, 900],
    ['r1', 1, 40],
    ['r2', 2, 300],
    ['r3', 3, 120],
  ];
  for (const [title, daysAgo, reads] of reports) {
    const id = (await post(app, '/v1/conjuncture/add', conjunctureBody({ priceList: [{ specsId: '3', price: 3 + reads / 1000 }] }), user.accessToken)).body.data
      .conjunctureId;
    await db
      .updateTable('conjuncture')
      .set({
        readCount: reads,
        publishTime: new Date(Date.now() - daysAgo * DAY).toISOString(),
        conjunctureContent: `${title} 今日金乡市场走货平稳，价格稳定。`,
      })
      .where('conjunctureId', '=', id)
      .execute();
  }
  for (const [title, reads] of [
    ['金乡冷库出库进度过半', 500],
    ['越南订单回暖，青岛港发运增加', 80],
  ] as const) {
    const id = (await post(app, '/v1/quotation-article/add', articleBody({ quotationArticleTitle: title }), user.accessToken)).body.data.quotationArticleId;
    await db.updateTable('quotation_article').set({ readCount: reads }).where('quotationArticleId', '=', id).execute();
  }
  const hidden = (await post(app, '/v1/quotation-article/add', articleBody({ quotationArticleTitle: '下架的文章不出现' }), user.accessToken)).body.data
    .quotationArticleId;
  await db.updateTable('quotation_article').set({ readCount: 9999, publishStatus: '0' }).where('quotationArticleId', '=', hidden).execute();
});
afterAll(() => app.close());

describe('/v1/home/getHotMess', () => {
  it('gives listed reports and hot news, the most read first, topping up old reports when the week has few', async () => {
    const reply = await get(app, '/v1/home/getHotMess');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=120');
    const messages = reply.body.data as { serviceCode: string; title: string; readCount: number; businessType: string }[];
    expect(messages.map((m) => [m.serviceCode, m.readCount])).toEqual([
      ['CONJUNCTURE', 900],
      ['QUOTATION_HOT', 500],
      ['CONJUNCTURE', 300],
      ['CONJUNCTURE', 120],
      ['QUOTATION_HOT', 80],
      ['CONJUNCTURE', 40],
    ]);
    expect(messages[1]).toMatchObject({ title: '金乡冷库出库进度过半', businessType: '3' });
    expect(messages[0]!.title).toBe('【金乡·杂交蒜】中混级 3.90元/斤');
    expect(messages.map((m) => m.title)).not.toContain('下架的文章不出现');
  });
});
