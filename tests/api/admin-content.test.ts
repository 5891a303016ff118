import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../src/server/app.ts';
import { operations } from '../../generated/operations.ts';
import { get, post } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';
import { auditRowsOf, refusedStatuses, startWithOperator, type TestUser } from './helpers/operators.ts';

// Content from the console (issue 11 point 6, decision 0055): operators write news and hot-news articles
// as drafts, publish, withdraw and republish them; edit, publish and order banners, menu entries and live
// broadcasts. Public lists and details show published rows only; every action is audited.

let app: App;
let operator: TestUser;
let user: TestUser;

beforeAll(async () => {
  ({ app, operator, user } = await startWithOperator());
});
afterAll(() => app.close());

const ids = (reply: { body: { data: Record<string, string>[] } }, key: string) => reply.body.data.map((r) => r[key]);
const bannerBody = (title: string) => ({ bannerType: '1', title, imagePath: '/media/demo/banner.jpg', route: '/pages/news-list' });
const liveBody = {
  kind: '1',
  name: '金乡大蒜市场东门',
  serviceType: 'LIVE_BROADCAST_REGION_MARKET',
  marketId: '1',
  goodsId: '1',
  filePath: '/media/demo/live.mp4',
  publishTime: '2026-11-20T02:00:00.000Z',
};
const newsBody = (title: string) => ({
  title,
  category: '1',
  summary: '产地行情',
  content: '本周金乡大蒜产地价格稳中有升，冷库出库进度加快，客商采购积极。',
  source: '运营部',
});

describe("every content call is the operators'", () => {
  const calls = Object.entries(operations).filter(([id]) => id.startsWith('adminContent.'));

  it('declares one call per action of each kind', () => {
    // Five kinds with list, read, add, edit, publish, withdraw; three of them ordered; voice without add.
    expect(calls.length).toBe(5 * 6 + 3 + 5);
  });

  // A valid input of each call (a malformed one is a 400 before anyone is asked who they are).
  const idOf = { banner: 'bannerId', menu: 'menuId', live: 'liveBroadcastId', news: 'id', article: 'quotationArticleId', voice: 'voiceId' } as const;
  const addOf = {
    banner: bannerBody('横幅'),
    menu: { title: '行情', titleEn: 'Prices', icon: '/media/demo/icon.png', route: '/pages/news-list', section: '1' },
    live: liveBody,
    news: newsBody('一条用来检查权限的新闻'),
    article: { quotationArticleTitle: '检查权限的资讯', quotationArticleContent: '这是一段足够长的资讯正文，用来检查权限。' },
  };
  const validInput = (id: string): Record<string, unknown> => {
    const [kind, action] = id.replace('adminContent.', '').split(/(?=[A-Z])/, 2) as [keyof typeof idOf, string];
    if (action === 'Find') return {};
    if (action === 'Add') return addOf[kind as keyof typeof addOf];
    return { [idOf[kind]]: 'x', ...(action === 'Move' ? { direction: 'up' } : {}) };
  };

  it('answers 401 signed out and 403 to a user who is not an operator, on every call', async () => {
    for (const [id, op] of calls) {
      expect(await refusedStatuses(app, op.method, op.path, validInput(id), user.accessToken), op.path).toEqual([401, 403]);
    }
  });
});

describe('news: draft, publish, withdraw, republish', () => {
  it('refuses bad input', async () => {
    expect((await post(app, '/admin/content/news/add', { ...newsBody('短'), category: '9' }, operator.accessToken)).status).toBe(400);
    expect((await post(app, '/admin/content/news/add', { title: '只有标题没有正文' }, operator.accessToken)).status).toBe(400);
    expect((await post(app, '/admin/content/news/publish', { id: 'none' }, operator.accessToken)).status).toBe(404);
    expect((await post(app, '/admin/content/news/update', { id: 'none', title: '没有这条新闻啊' }, operator.accessToken)).status).toBe(404);
    expect((await post(app, '/admin/content/news/publish', {}, operator.accessToken)).status).toBe(400);
  });

  it('keeps a draft from readers until it is published, and takes it away when withdrawn', async () => {
    const added = await post(app, '/admin/content/news/add', newsBody('金乡大蒜本周行情综述'), operator.accessToken);
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    expect(added.body.data.publishStatus).toBe('2');
    // A draft: the console lists it, readers do not see it.
    expect(ids(await get(app, '/admin/content/news/findByPage', { publishStatus: '2' }, operator.accessToken), 'id')).toContain(id);
    expect(ids(await get(app, '/v1/forefront-info/findByPage', { pageSize: 100 }), 'id')).not.toContain(id);
    expect((await get(app, '/v1/forefront-info/getById', { id })).status).toBe(404);
    expect((await get(app, '/admin/content/news/getById', { id }, operator.accessToken)).body.data.title).toBe('金乡大蒜本周行情综述');

    const edited = await post(app, '/admin/content/news/update', { id, title: '金乡大蒜本周行情综述（修订）' }, operator.accessToken);
    expect(edited.body.data).toMatchObject({ title: '金乡大蒜本周行情综述（修订）', publishStatus: '2' });

    const published = await post(app, '/admin/content/news/publish', { id }, operator.accessToken);
    expect(published.status).toBe(200);
    expect(published.body.data.publishStatus).toBe('1');
    expect(published.body.data.publishTime >= added.body.data.publishTime).toBe(true);
    expect(ids(await get(app, '/v1/forefront-info/findByPage', { pageSize: 100 }), 'id')).toContain(id);
    expect((await get(app, '/v1/forefront-info/getById', { id })).body.data.title).toBe('金乡大蒜本周行情综述（修订）');
    expect((await post(app, '/admin/content/news/publish', { id }, operator.accessToken)).status).toBe(409);

    const withdrawn = await post(app, '/admin/content/news/withdraw', { id, reason: '数据有误' }, operator.accessToken);
    expect(withdrawn.body.data.publishStatus).toBe('0');
    expect(ids(await get(app, '/v1/forefront-info/findByPage', { pageSize: 100 }), 'id')).not.toContain(id);
    expect((await get(app, '/v1/forefront-info/getById', { id })).status).toBe(404);
    expect((await post(app, '/admin/content/news/withdraw', { id }, operator.accessToken)).status).toBe(409);

    expect((await post(app, '/admin/content/news/publish', { id }, operator.accessToken)).body.data.publishStatus).toBe('1');
    expect(ids(await get(app, '/v1/forefront-info/findByPage', { pageSize: 100 }), 'id')).toContain(id);

    const audit = await auditRowsOf(app, id);
    expect(audit.map((a) => a.action).sort()).toEqual(
      ['forefrontInfo.create', 'forefrontInfo.publish', 'forefrontInfo.publish', 'forefrontInfo.update', 'forefrontInfo.withdraw'].sort(),
    );
    const withdrawal = audit.find((a) => a.action === 'forefrontInfo.withdraw')!;
    expect(withdrawal).toMatchObject({ operatorId: operator.user.frontUserId, operatorName: '运营小蒜', reason: '数据有误' });
    expect(withdrawal.before.publishStatus).toBe('1');
    expect(withdrawal.after.publishStatus).toBe('0');
    const update = audit.find((a) => a.action === 'forefrontInfo.update')!;
    expect(update.before.title).toBe('金乡大蒜本周行情综述');
    expect(update.after.title).toBe('金乡大蒜本周行情综述（修订）');
    expect(audit.find((a) => a.action === 'forefrontInfo.create')!.before).toBeNull();
  });
});

describe('hot-news articles', () => {
  it('are drafts until published; a withdrawn one leaves the hot list and the flash', async () => {
    const added = await post(
      app,
      '/admin/content/article/add',
      { quotationArticleTitle: '运营发布：山东大蒜出口提速', quotationArticleContent: '近期山东大蒜出口订单明显增加，港口装柜速度加快，价格稳定。' },
      operator.accessToken,
    );
    expect(added.status).toBe(200);
    const id = added.body.data.quotationArticleId as string;
    expect(added.body.data).toMatchObject({ publishStatus: '2', publisherId: operator.user.frontUserId });
    const hot = () => get(app, '/v1/quotation-article/findHotByPage', { pageSize: 100 });
    expect(ids(await hot(), 'quotationArticleId')).not.toContain(id);
    expect((await get(app, '/v1/quotation-article/getById', { quotationArticleId: id }, user.accessToken)).status).toBe(404);
    await post(app, '/admin/content/article/publish', { quotationArticleId: id }, operator.accessToken);
    expect(ids(await hot(), 'quotationArticleId')).toContain(id);
    expect(ids(await get(app, '/v1/quotation-article/getQuotationHotNewsFlash'), 'businessId')).toContain(id);
    await post(app, '/admin/content/article/withdraw', { quotationArticleId: id }, operator.accessToken);
    expect(ids(await hot(), 'quotationArticleId')).not.toContain(id);
    expect(ids(await get(app, '/v1/quotation-article/getQuotationHotNewsFlash'), 'businessId')).not.toContain(id);
    expect((await post(app, '/admin/content/article/add', { quotationArticleTitle: '短', quotationArticleContent: '太短' }, operator.accessToken)).status).toBe(
      400,
    );
    expect((await auditRowsOf(app, id)).map((a) => a.action)).toContain('quotationArticle.withdraw');
  });

  it("lets an operator edit a user's article, audited", async () => {
    const mine = await post(
      app,
      '/v1/quotation-article/add',
      { quotationArticleTitle: '用户发布的资讯标题', quotationArticleContent: '用户写的资讯正文，内容需要足够长才能通过校验。' },
      user.accessToken,
    );
    const id = mine.body.data.quotationArticleId as string;
    const edited = await post(
      app,
      '/admin/content/article/update',
      { quotationArticleId: id, quotationArticleTitle: '运营修订后的资讯标题' },
      operator.accessToken,
    );
    expect(edited.body.data).toMatchObject({ quotationArticleTitle: '运营修订后的资讯标题', publisherId: user.user.frontUserId, publishStatus: '1' });
    const [audit] = await auditRowsOf(app, id);
    expect(audit).toMatchObject({ action: 'quotationArticle.update', entity: 'quotationArticle' });
  });
});

describe('banners: add, publish, order', () => {
  it('refuses a bad picture address and a bad direction', async () => {
    expect(
      (await post(app, '/admin/content/banner/add', { ...bannerBody('坏地址'), imagePath: 'http://evil.example/x.jpg' }, operator.accessToken)).status,
    ).toBe(400);
    expect((await post(app, '/admin/content/banner/move', { bannerId: 'x', direction: 'left' }, operator.accessToken)).status).toBe(400);
    expect((await post(app, '/admin/content/banner/move', { bannerId: 'x', direction: 'up' }, operator.accessToken)).status).toBe(404);
  });

  it('shows a banner once published, and a move changes the home order (the cached reply too)', async () => {
    const made: string[] = [];
    for (const title of ['第一张', '第二张', '第三张']) {
      const added = await post(app, '/admin/content/banner/add', bannerBody(title), operator.accessToken);
      expect(added.body.data.publishStatus).toBe('0');
      made.push(added.body.data.bannerId);
    }
    const home = async () => ids(await get(app, '/v1/banner/getBannerByType', { bannerType: '1' }), 'title');
    expect(await home()).toEqual([]);
    for (const bannerId of made) await post(app, '/admin/content/banner/publish', { bannerId }, operator.accessToken);
    expect(await home()).toEqual(['第一张', '第二张', '第三张']);

    const moved = await post(app, '/admin/content/banner/move', { bannerId: made[2], direction: 'up' }, operator.accessToken);
    expect(moved.status).toBe(200);
    expect(await home()).toEqual(['第一张', '第三张', '第二张']);
    await post(app, '/admin/content/banner/move', { bannerId: made[0], direction: 'down' }, operator.accessToken);
    expect(await home()).toEqual(['第三张', '第一张', '第二张']);
    expect(ids(await get(app, '/admin/content/banner/findByPage', { bannerType: '1' }, operator.accessToken), 'title')).toEqual(['第三张', '第一张', '第二张']);
    expect((await post(app, '/admin/content/banner/move', { bannerId: made[2], direction: 'up' }, operator.accessToken)).status).toBe(409);
    expect((await post(app, '/admin/content/banner/move', { bannerId: made[1], direction: 'down' }, operator.accessToken)).status).toBe(409);

    const move = (await auditRowsOf(app, made[2]!)).find((a) => a.action === 'banner.move')!;
    expect(move.before.groupOrder.map((r: { id: string }) => r.id)).toEqual(made);
    expect(move.after.groupOrder.map((r: { id: string }) => r.id)).toEqual([made[0], made[2], made[1]]);

    await post(app, '/admin/content/banner/withdraw', { bannerId: made[0] }, operator.accessToken);
    expect(await home()).toEqual(['第三张', '第二张']);
    await post(app, '/admin/content/banner/update', { bannerId: made[1], title: '第二张（新）' }, operator.accessToken);
    expect(await home()).toEqual(['第三张', '第二张（新）']);
  });
});

describe('the menu and live broadcasts', () => {
  it('orders menu entries within their section and hides a withdrawn one', async () => {
    const menu = async () => (await get(app, '/v1/menu/info')).body.data as { menuId: string; section: string }[];
    const before = await menu();
    const section = before.filter((m) => m.section === before[0]!.section).map((m) => m.menuId);
    expect(section.length).toBeGreaterThan(1);
    expect((await post(app, '/admin/content/menu/move', { menuId: section[1], direction: 'up' }, operator.accessToken)).status).toBe(200);
    const after = (await menu()).filter((m) => m.section === before[0]!.section).map((m) => m.menuId);
    expect(after).toEqual([section[1], section[0], ...section.slice(2)]);
    await post(app, '/admin/content/menu/withdraw', { menuId: section[0] }, operator.accessToken);
    expect((await menu()).map((m) => m.menuId)).not.toContain(section[0]);
    expect((await auditRowsOf(app, section[0]!)).map((a) => a.action)).toEqual(['menu.withdraw']);
  });

  it('adds a live stream hidden, publishes, edits and withdraws it', async () => {
    const body = liveBody;
    expect((await post(app, '/admin/content/live/add', { ...body, marketId: 'abc' }, operator.accessToken)).status).toBe(400);
    const added = await post(app, '/admin/content/live/add', body, operator.accessToken);
    expect(added.status).toBe(200);
    const id = added.body.data.liveBroadcastId as string;
    const live = async () => ids(await get(app, '/v1/live-broadcast-video/getLiveBroadcast'), 'liveBroadcastId');
    expect(await live()).not.toContain(id);
    await post(app, '/admin/content/live/publish', { liveBroadcastId: id }, operator.accessToken);
    expect(await live()).toContain(id);
    await post(app, '/admin/content/live/update', { liveBroadcastId: id, name: '金乡大蒜市场南门' }, operator.accessToken);
    expect((await get(app, '/v1/live-broadcast/getById', { liveBroadcastId: id })).body.data.name).toBe('金乡大蒜市场南门');
    await post(app, '/admin/content/live/withdraw', { liveBroadcastId: id }, operator.accessToken);
    expect(await live()).not.toContain(id);
    expect((await auditRowsOf(app, id)).map((a) => a.action).sort()).toEqual([
      'liveBroadcast.create',
      'liveBroadcast.publish',
      'liveBroadcast.update',
      'liveBroadcast.withdraw',
    ]);
  });
});

describe('voice broadcasts', () => {
  it('an operator edits the text of one, withdraws it from the public list and publishes it again', async () => {
    const trade = await post(app, '/v1/buy-sell/add', postBody(), user.accessToken);
    const added = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: trade.body.data.buySellId }, user.accessToken);
    expect(added.status).toBe(200);
    const id = added.body.data.voiceId as string;
    const list = async () => ids(await get(app, '/v1/voice/getByPage', { pageSize: 100 }), 'voiceId');
    expect(await list()).toContain(id);
    // Only the text and audio are an operator's to edit.
    expect((await post(app, '/admin/content/voice/update', { voiceId: id, businessId: 'other' }, operator.accessToken)).status).toBe(400);
    expect((await post(app, '/admin/content/voice/update', { voiceId: id, title: 'x'.repeat(101) }, operator.accessToken)).status).toBe(400);
    const edited = await post(app, '/admin/content/voice/update', { voiceId: id, title: '今日产地价格（更正）' }, operator.accessToken);
    expect(edited.body.data).toMatchObject({ title: '今日产地价格（更正）', publisherId: user.user.frontUserId });
    await post(app, '/admin/content/voice/withdraw', { voiceId: id, reason: '价格有误' }, operator.accessToken);
    expect(await list()).not.toContain(id);
    expect(ids(await get(app, '/admin/content/voice/findByPage', { publishStatus: '0' }, operator.accessToken), 'voiceId')).toContain(id);
    await post(app, '/admin/content/voice/publish', { voiceId: id }, operator.accessToken);
    expect(await list()).toContain(id);
    expect((await auditRowsOf(app, id)).map((a) => a.action).sort()).toEqual(['voiceBroadcast.publish', 'voiceBroadcast.update', 'voiceBroadcast.withdraw']);
  });
});

describe('a database from before drafts', () => {
  it('keeps its news published: the added status column takes the published value', async () => {
    const { migrate } = await import('../../src/server/db/database.ts');
    const db = app.services.db;
    // The table as it was: no status column, nor the indexes that name it, nor a recorded schema (decision 0105).
    await db.schema.dropTable('schema_migration').execute();
    await db.schema.dropIndex('forefront_info_publishStatus_publishTime_ix').execute();
    await db.schema.dropIndex('forefront_info_publishStatus_category_publishTime_ix').execute();
    await db.schema.alterTable('forefront_info').dropColumn('publishStatus').execute();
    await sql`insert into forefront_info (${sql.ref('id')}, title, category, content, ${sql.ref('publishTime')}) values ('old-1', '旧库里的一条新闻', '1', '旧数据库里已经发布的新闻正文，迁移后仍然可见。', '2026-10-01T00:00:00.000Z')`.execute(
      db,
    );
    await migrate({ db, dialect: app.services.dialect } as Parameters<typeof migrate>[0]);
    expect(ids(await get(app, '/v1/forefront-info/findByPage', { pageSize: 100 }), 'id')).toContain('old-1');
    expect((await get(app, '/admin/content/news/getById', { id: 'old-1' }, operator.accessToken)).body.data.publishStatus).toBe('1');
  });
});
