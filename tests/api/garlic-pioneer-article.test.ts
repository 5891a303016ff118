import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { articleBody, publishArticle, registerPioneer, type Member } from './helpers/pioneers.ts';

let app: App;
let author: Awaited<ReturnType<typeof registerPioneer>>;
let reader: Member;
let otherPioneer: Awaited<ReturnType<typeof registerPioneer>>;
const countArticles = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('garlic_pioneer_article')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const publicIds = async () => (await get(app, '/v1/garlic-pioneer-article/findByPage', { pageSize: 100 })).body.data.map((a: { id: string }) => a.id);

// 100 characters: the preview of a paid article is its first 30 (30% of 100, under the 120 cap).
const PAID_TEXT = '今年新蒜上市后库存压力明显，'.padEnd(100, '蒜');

beforeAll(async () => {
  app = await startTestApp();
  author = await registerPioneer(app);
  otherPioneer = await registerPioneer(app, { username: '刘卫东', goodsIds: ['2'], fees: [] });
  reader = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/garlic-pioneer-article/add', () => {
  it('needs a signed-in pioneer', async () => {
    expect((await post(app, '/v1/garlic-pioneer-article/add', articleBody())).status).toBe(401);
    const denied = await post(app, '/v1/garlic-pioneer-article/add', articleBody(), reader.accessToken);
    expect(denied.status).toBe(403);
    expect(denied.body.msg).toContain('Apply to join');
  });

  it.each([
    [{ title: '蒜' }, 'title must NOT have fewer than 4 characters'],
    [{ content: undefined }, 'content is required'],
    [{ goodsId: '4' }, 'goodsId must be one of the varieties you cover: 杂交蒜, 太空蒜'],
    [{ goodsId: '6', subscribeType: '2' }, 'subscribeType 2 (subscribers only) needs a subscription price for 太空蒜'],
    [{ subscribeType: '3' }, 'subscribeType must be one of 1, 2'],
  ])('refuses %j naming the field and writes nothing', async (change, message) => {
    const before = await countArticles();
    const reply = await post(app, '/v1/garlic-pioneer-article/add', articleBody(change), author.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await countArticles()).toBe(before);
  });

  it('publishes as the caller, refusing owner and status fields', async () => {
    const refused = await post(
      app,
      '/v1/garlic-pioneer-article/add',
      { ...articleBody(), publishUserId: reader.user.frontUserId, pioneerId: otherPioneer.pioneer.id, status: '0' },
      author.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publishUserId is not a field of this call');
    const reply = await post(app, '/v1/garlic-pioneer-article/add', articleBody(), author.accessToken);
    expect(reply.status).toBe(200);
    const a = reply.body.data;
    expect([a.publishUserId, a.pioneerId, a.status, a.isDraft, a.mine, a.locked]).toEqual([
      author.user.frontUserId,
      author.pioneer.id,
      '1',
      false,
      true,
      false,
    ]);
    expect(a.goodsName).toBe('杂交蒜');
    expect(a.pioneer.username).toBe('张建国');
    expect(Date.parse(a.publishTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicIds()).toContain(a.id);
  });
});

describe('drafts', () => {
  let draft: string;
  beforeAll(async () => {
    // A paid draft may wait for its price: the check comes when it is published.
    draft = await publishArticle(app, author.accessToken, { title: '太空蒜行情草稿', goodsId: '6', subscribeType: '2', isDraft: true });
  });

  it('are seen only by their author', async () => {
    expect(await publicIds()).not.toContain(draft);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id: draft })).status).toBe(404);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id: draft }, reader.accessToken)).status).toBe(404);
    const own = await get(app, '/v1/garlic-pioneer-article/detail', { id: draft }, author.accessToken);
    expect([own.body.data.isDraft, own.body.data.publishTime]).toEqual([true, null]);
    const mine = await get(app, '/v1/garlic-pioneer-article/findByMyPage', { isDraft: true }, author.accessToken);
    expect(mine.body.data.map((a: { id: string }) => a.id)).toEqual([draft]);
    expect((await get(app, '/v1/garlic-pioneer-article/findByMyPage', { isDraft: true }, reader.accessToken)).body.data).toEqual([]);
    expect((await get(app, '/v1/garlic-pioneer-article/findByMyPage')).status).toBe(401);
  });

  it('are published by update with isDraft false, once the price is there, and never go back', async () => {
    const early = await post(app, '/v1/garlic-pioneer-article/update', { id: draft, isDraft: false }, author.accessToken);
    expect(early.status).toBe(400);
    expect(early.body.msg).toContain('subscribeType');
    await post(
      app,
      '/v1/garlic-pioneer-user/update',
      {
        fees: [
          { goodsId: '1', monthly: 3000 },
          { goodsId: '6', monthly: 2000 },
        ],
      },
      author.accessToken,
    );
    const published = await post(app, '/v1/garlic-pioneer-article/update', { id: draft, isDraft: false }, author.accessToken);
    expect(published.status).toBe(200);
    expect(published.body.data.isDraft).toBe(false);
    expect(Date.parse(published.body.data.publishTime)).toBeGreaterThan(Date.now() - 60_000);
    expect(await publicIds()).toContain(draft);
    const back = await post(app, '/v1/garlic-pioneer-article/update', { id: draft, isDraft: true }, author.accessToken);
    expect(back.status).toBe(400);
    expect(back.body.msg).toContain('isDraft');
  });
});

describe('paid articles', () => {
  let paid: string;
  beforeAll(async () => {
    paid = await publishArticle(app, author.accessToken, {
      title: '杂交蒜后市研判（付费）',
      subscribeType: '2',
      content: PAID_TEXT,
      imgFiles: [{ fileName: 'a.jpg', filePath: '/files/a.jpg' }],
    });
  });

  it('give others the preview, no pictures and the prices', async () => {
    for (const token of [undefined, reader.accessToken, otherPioneer.accessToken]) {
      const reply = await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, token);
      const a = reply.body.data;
      expect(a.locked).toBe(true);
      expect(a.content).toBe(`${PAID_TEXT.slice(0, 30)}…`);
      expect(a.imgFiles).toEqual([]);
      expect(a.offer.map((f: { goodsId: string; price: number }) => [f.goodsId, f.price])).toEqual([['1', 3000]]);
      expect(a.subscribedUntil).toBeNull();
    }
    const card = (await get(app, '/v1/garlic-pioneer-article/findByPage', { subscribeType: '2' })).body.data.find((a: { id: string }) => a.id === paid);
    expect(card.content).toBeUndefined();
    expect([card.locked, card.summary, card.imgFiles]).toEqual([true, `${PAID_TEXT.slice(0, 30)}…`, []]);
  });

  it('stay paid when the author changes something else', async () => {
    const reply = await post(app, '/v1/garlic-pioneer-article/update', { id: paid, title: '杂交蒜后市研判（付费·修订）' }, author.accessToken);
    expect([reply.body.data.title, reply.body.data.subscribeType]).toEqual(['杂交蒜后市研判（付费·修订）', '2']);
  });

  it('give the author everything', async () => {
    const a = (await get(app, '/v1/garlic-pioneer-article/detail', { id: paid }, author.accessToken)).body.data;
    expect([a.locked, a.content, a.imgFiles.length]).toEqual([false, PAID_TEXT, 1]);
  });
});

describe('update, unshelve and delete', () => {
  let id: string;
  beforeAll(async () => {
    id = await publishArticle(app, author.accessToken, { title: '邳州白蒜走货周报' });
  });

  it('let only the author update', async () => {
    expect((await post(app, '/v1/garlic-pioneer-article/update', { id, title: '改标题了' }, reader.accessToken)).status).toBe(403);
    expect((await post(app, '/v1/garlic-pioneer-article/update', { id, title: '改标题了' })).status).toBe(401);
    expect((await post(app, '/v1/garlic-pioneer-article/update', { id: '42', title: '改标题了' }, author.accessToken)).status).toBe(404);
    const owned = await post(
      app,
      '/v1/garlic-pioneer-article/update',
      { id, title: '邳州白蒜走货周报（修订）', publishUserId: reader.user.frontUserId },
      author.accessToken,
    );
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('publishUserId is not a field of this call');
    const reply = await post(app, '/v1/garlic-pioneer-article/update', { id, title: '邳州白蒜走货周报（修订）' }, author.accessToken);
    expect(reply.body.data.title).toBe('邳州白蒜走货周报（修订）');
    expect(reply.body.data.publishUserId).toBe(author.user.frontUserId);
    const bad = await post(app, '/v1/garlic-pioneer-article/update', { id, content: '短' }, author.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('content');
  });

  it('take an article off shelf: gone for others, kept for the author, and back', async () => {
    expect((await post(app, '/v1/garlic-pioneer-article/unshelve', { id, status: '0' }, reader.accessToken)).status).toBe(403);
    expect((await post(app, '/v1/garlic-pioneer-article/unshelve', { id, status: '7' }, author.accessToken)).status).toBe(400);
    const off = await post(app, '/v1/garlic-pioneer-article/unshelve', { id, status: '0' }, author.accessToken);
    expect(off.body.data.status).toBe('0');
    expect(await publicIds()).not.toContain(id);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id }, reader.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id }, author.accessToken)).body.data.status).toBe('0');
    const offShelf = await get(app, '/v1/garlic-pioneer-article/findByMyPage', { status: '0' }, author.accessToken);
    expect(offShelf.body.data.map((a: { id: string }) => a.id)).toEqual([id]);
    await post(app, '/v1/garlic-pioneer-article/unshelve', { id, status: '1' }, author.accessToken);
    expect(await publicIds()).toContain(id);
  });

  it('let only the author delete', async () => {
    expect((await get(app, '/v1/garlic-pioneer-article/delete', { id })).status).toBe(401);
    expect((await get(app, '/v1/garlic-pioneer-article/delete', { id }, reader.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/garlic-pioneer-article/delete', { id }, author.accessToken)).status).toBe(200);
    expect((await get(app, '/v1/garlic-pioneer-article/detail', { id }, author.accessToken)).status).toBe(404);
  });
});

describe('lists and a suspended pioneer', () => {
  it('page the published articles newest first and filter them', async () => {
    const first = await get(app, '/v1/garlic-pioneer-article/findByPage', { pageSize: 2 });
    const total = first.body.totalCount;
    expect(total).toBe(3);
    expect(first.body.data.map((a: { title: string }) => a.title)).toEqual(['杂交蒜后市研判（付费·修订）', '太空蒜行情草稿']);
    expect((await get(app, '/v1/garlic-pioneer-article/findByPage', { pageSize: 2, page: 2 })).body.data.map((a: { title: string }) => a.title)).toEqual([
      '金乡库蒜出库节奏分析',
    ]);
    expect((await get(app, '/v1/garlic-pioneer-article/findByPage', { goodsId: '6' })).body.totalCount).toBe(1);
    expect((await get(app, '/v1/garlic-pioneer-article/findByPage', { pioneerId: otherPioneer.pioneer.id })).body.totalCount).toBe(0);
  });

  it("hides a suspended pioneer's articles and stops their publishing", async () => {
    await app.services.db.updateTable('garlic_pioneer_user').set({ status: '0' }).where('id', '=', author.pioneer.id).execute();
    expect((await get(app, '/v1/garlic-pioneer-article/findByPage')).body.totalCount).toBe(0);
    const denied = await post(app, '/v1/garlic-pioneer-article/add', articleBody(), author.accessToken);
    expect(denied.status).toBe(403);
    await app.services.db.updateTable('garlic_pioneer_user').set({ status: '1' }).where('id', '=', author.pioneer.id).execute();
  });
});
