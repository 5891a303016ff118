import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { applyBody, count, rentBody, storeBody } from './helpers/cold-storage.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let visitor: Awaited<ReturnType<typeof registerUser>>;
const ids: Record<string, string> = {};

// Three certified stores and one store added on the map:
//   A 金乡 brick   9,600 + 1,000 t, 24 + 4 rooms → 10,600 t, 28 rooms
//   B 金乡 steel   4,000 t, 10 rooms
//   C 邳州 brick   6,000 + 500 t, 15 + 2 rooms  →  6,500 t, 17 rooms
//   D 杞县 on the map only
beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  visitor = await registerUser(app);
  const add = async (body: object) => (await post(app, '/v1/cold-storage-auth/add', body, owner.accessToken)).body.data.coldStorageAuthId as string;
  ids.A = await add(storeBody());
  ids.B = await add(storeBody({ name: '金乡县胡集镇宏发冷库', type: '2', fixedCapacity: 4000, fixedHole: 10, activityCapacity: 0, activityHole: 0 }));
  ids.C = await add(
    storeBody({
      name: '邳州市宿羊山镇金丰冷藏',
      countyCode: '320382',
      county: '邳州市',
      provinceCode: '32',
      province: '江苏省',
      cityCode: '3203',
      city: '徐州市',
      fixedCapacity: 6000,
      fixedHole: 15,
      activityCapacity: 500,
      activityHole: 2,
    }),
  );
  ids.D = (await post(app, '/v1/cold-storage-apply/add', applyBody(), visitor.accessToken)).body.data.coldStorageApplyId;
  await post(app, '/v1/cold-storage-rent/add', rentBody(), owner.accessToken);
  await post(
    app,
    '/v1/cold-storage-rent/add',
    rentBody({ title: '金乡胡集冷库整库出租', rentPrice: 200, fixedCapacity: 3000, activityCapacity: 500 }),
    owner.accessToken,
  );
  await post(
    app,
    '/v1/cold-storage-rent/add',
    rentBody({ title: '求租冷库500吨存蒜米', rentType: '2', rentPrice: 150, fixedCapacity: 500 }),
    owner.accessToken,
  );
  const off = (await post(app, '/v1/cold-storage-rent/add', rentBody({ title: '已下架的出租信息', rentPrice: 999 }), owner.accessToken)).body.data
    .coldStorageRentId;
  await get(app, '/v1/cold-storage-rent/unshelve', { coldStorageRentId: off, publishStatus: '0' }, owner.accessToken);
});
afterAll(() => app.close());

describe('/v1/cold-storage-apply/add', () => {
  it('adds a store on the map for a signed-in user only', async () => {
    expect((await post(app, '/v1/cold-storage-apply/add', applyBody())).status).toBe(401);
    const bad = await post(app, '/v1/cold-storage-apply/add', applyBody({ latitude: undefined }), visitor.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('latitude is required');
    expect(await count(app, 'cold_storage_apply')).toBe(1);
  });
});

describe('/v1/cold-storage-apply/getByPage and getById', () => {
  it('lists certified stores first, newest first, then stores added on the map, across pages', async () => {
    const first = await get(app, '/v1/cold-storage-apply/getByPage', { page: 1, pageSize: 3 });
    expect(first.body.totalCount).toBe(4);
    expect(first.body.data.map((e: { coldStorageAuthId: string }) => e.coldStorageAuthId)).toEqual([ids.C, ids.B, ids.A]);
    const second = await get(app, '/v1/cold-storage-apply/getByPage', { page: 2, pageSize: 3 });
    expect(second.body.data.map((e: { coldStorageAuthId: string; kind: string }) => [e.coldStorageAuthId, e.kind])).toEqual([[ids.D, 'apply']]);
    const straddle = await get(app, '/v1/cold-storage-apply/getByPage', { page: 2, pageSize: 2 });
    expect(straddle.body.data.map((e: { coldStorageAuthId: string }) => e.coldStorageAuthId)).toEqual([ids.A, ids.D]);
  });

  it('filters by county and by kind', async () => {
    const jinxiang = await get(app, '/v1/cold-storage-apply/getByPage', { countyCode: '370828' });
    expect(jinxiang.body.totalCount).toBe(2);
    const added = await get(app, '/v1/cold-storage-apply/getByPage', { kind: 'apply' });
    expect(added.body.data.map((e: { name: string }) => e.name)).toEqual(['杞县苏木乡兴农冷库']);
    const bad = await get(app, '/v1/cold-storage-apply/getByPage', { countyCode: 'jinxiang' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('countyCode must match pattern');
  });

  it('gives a certified store with its size, goods and photos', async () => {
    const entry = (await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: ids.A })).body.data;
    expect(entry).toMatchObject({
      kind: 'auth',
      name: '金乡县鸿运冷藏有限公司',
      capacity: 10600,
      hole: 28,
      typeName: '砖混冷库',
      goodsCategoryNameList: ['大蒜', '蒜米'],
      latitude: 35.0421,
      longitude: 116.2655,
    });
    expect(entry.images.map((f: { fileName: string }) => f.fileName)).toEqual(['gate.jpg', 'door.jpg', 'inside.jpg']);
    expect(entry.editable).toBe(false);
    expect((await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: ids.A }, owner.accessToken)).body.data.editable).toBe(true);
    expect((await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: ids.A }, visitor.accessToken)).body.data.editable).toBe(false);
  });

  it('gives a store added on the map by its id under the same name', async () => {
    const entry = (await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: ids.D })).body.data;
    expect(entry).toMatchObject({ kind: 'apply', name: '杞县苏木乡兴农冷库', county: '杞县', images: [] });
    expect(entry.capacity).toBeUndefined();
    expect((await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: '404' })).status).toBe(404);
    const missing = await get(app, '/v1/cold-storage-apply/getById');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('coldStorageAuthId is required');
  });
});

describe('/v1/cold-storage-apply/addErrorMessage', () => {
  it('keeps a report on an entry with who sent it; one per entry and reporter a day', async () => {
    const body = { coldStorageAuthId: ids.A, errorType: '1', content: '定位偏了，冷库在鸿运路北侧' };
    expect((await post(app, '/v1/cold-storage-apply/addErrorMessage', body)).status).toBe(401);
    const reply = await post(app, '/v1/cold-storage-apply/addErrorMessage', body, visitor.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ coldStorageAuthId: ids.A, errorType: '1', content: '定位偏了，冷库在鸿运路北侧' });
    const stored = await app.services.db.selectFrom('cold_storage_error_message').selectAll().executeTakeFirstOrThrow();
    expect(stored.reporterId).toBe(visitor.user.frontUserId);
    const again = await post(app, '/v1/cold-storage-apply/addErrorMessage', body, visitor.accessToken);
    expect(again.status).toBe(409);
    expect((await post(app, '/v1/cold-storage-apply/addErrorMessage', { ...body, coldStorageAuthId: ids.D }, visitor.accessToken)).status).toBe(200);
    expect(await count(app, 'cold_storage_error_message')).toBe(2);
  });

  it.each([
    [{ content: '错了' }, 'content must NOT have fewer than 5 characters'],
    // Text is trimmed before it is checked: spaces alone are no report.
    [{ content: '      ' }, 'content must NOT have fewer than 5 characters'],
    [{ errorType: '9' }, 'errorType must be one of 1, 2, 3, 4'],
    [{ coldStorageAuthId: undefined }, 'coldStorageAuthId is required'],
  ])('refuses %j naming the field', async (change, message) => {
    const reply = await post(
      app,
      '/v1/cold-storage-apply/addErrorMessage',
      { coldStorageAuthId: ids.B, errorType: '4', content: '这家冷库已经停业', ...change },
      owner.accessToken,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });

  it('answers 404 for an entry that does not exist', async () => {
    expect(
      (await post(app, '/v1/cold-storage-apply/addErrorMessage', { coldStorageAuthId: '99', errorType: '4', content: '这家冷库已经停业' }, owner.accessToken))
        .status,
    ).toBe(404);
  });
});

describe('/v1/cold-storage-apply/statistics', () => {
  it('adds up certified stores by county and type, map entries, and on-shelf rentals by kind', async () => {
    const reply = await get(app, '/v1/cold-storage-apply/statistics');
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(reply.body.data).toEqual({
      certifiedStores: 3,
      certifiedCapacity: 21100,
      certifiedHoles: 55,
      mapEntries: 4,
      byCounty: [
        { key: '370828', name: '金乡县', stores: 2, capacity: 14600, hole: 38 },
        { key: '320382', name: '邳州市', stores: 1, capacity: 6500, hole: 17 },
      ],
      byType: [
        { key: '1', name: '砖混冷库', stores: 2, capacity: 17100, hole: 45 },
        { key: '2', name: '钢构冷库', stores: 1, capacity: 4000, hole: 10 },
      ],
      rentals: [
        { rentType: '1', listings: 2, capacity: 5500, averagePrice: 190, minPrice: 180, maxPrice: 200 },
        { rentType: '2', listings: 1, capacity: 500, averagePrice: 150, minPrice: 150, maxPrice: 150 },
      ],
    });
  });
});
