import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';

// News is read-only through the public API: operators publish it from the console (admin-content tests);
// this fixture stores published rows.
let app: App;
const news = [
  {
    id: '101',
    title: '10月大蒜市场供需形势分析',
    category: '1',
    summary: '产地价格稳中有涨',
    content: '10月全国大蒜批发均价约11.4元/公斤，产地价格稳中有涨。',
    source: '农业农村部市场司',
    imagesFile: '[]',
    publishStatus: '1',
    publishTime: '2026-11-01T02:00:00.000Z',
  },
  {
    id: '102',
    title: '全国冷库大蒜库存约460万吨',
    category: '2',
    summary: '出库进度正常',
    content: '截至11月初，全国冷库大蒜库存约460万吨，出库进度与往年持平。',
    source: '国际大蒜贸易网',
    imagesFile: '[]',
    publishStatus: '1',
    publishTime: '2026-11-05T02:00:00.000Z',
  },
  {
    id: '103',
    title: '10月我国大蒜出口23万吨',
    category: '3',
    summary: '印尼占比约三成',
    content: '海关统计数据显示，10月我国大蒜出口量约23万吨，印尼约占三成。',
    source: '海关统计',
    imagesFile: '[]',
    publishStatus: '1',
    publishTime: '2026-11-10T02:00:00.000Z',
  },
];

beforeAll(async () => {
  app = await startTestApp();
  await app.services.db.insertInto('forefront_info').values(news).execute();
});
afterAll(() => app.close());

describe('/v1/forefront-info', () => {
  it('pages the news newest first, by category when asked', async () => {
    const all = await get(app, '/v1/forefront-info/findByPage', { pageSize: 2 });
    expect(all.body.totalCount).toBe(3);
    expect(all.body.data.map((n: { id: string }) => n.id)).toEqual(['103', '102']);
    expect(all.body.data[0]).toMatchObject({ category: '3', readCount: 0, agreeCount: 0, commentCount: 0, collectionCount: 0 });
    const storage = await get(app, '/v1/forefront-info/findByPage', { category: '2' });
    expect(storage.body.data.map((n: { id: string }) => n.id)).toEqual(['102']);
    const bad = await get(app, '/v1/forefront-info/findByPage', { category: '9' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('category must be one of 1, 2, 3, 4, 5');
  });

  it('reads one by id, counting the read, and 404s an unknown one', async () => {
    expect((await get(app, '/v1/forefront-info/getById', { id: '101' })).body.data).toMatchObject({
      title: '10月大蒜市场供需形势分析',
      readCount: 1,
      isCollection: false,
      isAgree: false,
    });
    expect((await get(app, '/v1/forefront-info/getById', { id: '101' })).body.data.readCount).toBe(2);
    expect((await get(app, '/v1/forefront-info/getById', { id: '999' })).status).toBe(404);
  });

  it('takes collections, agrees and comments but no disagree', async () => {
    const reader = await registerUser(app);
    expect(
      (await post(app, '/v1/user-collection/addOrDel', { businessId: '102', businessType: '5', isCollection: true }, reader.accessToken)).body.data.count,
    ).toBe(1);
    expect((await post(app, '/v1/user-disagree/addOrDel', { businessId: '102', businessType: '5', disagree: true }, reader.accessToken)).status).toBe(400);
    expect((await get(app, '/v1/forefront-info/getById', { id: '102' }, reader.accessToken)).body.data).toMatchObject({
      isCollection: true,
      collectionCount: 1,
    });
  });

  it('has no call to write news', async () => {
    const reader = await registerUser(app);
    expect((await post(app, '/v1/forefront-info/add', { title: 'x' }, reader.accessToken)).status).toBe(404);
  });
});
