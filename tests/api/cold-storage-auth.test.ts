import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { count, registerAgent, rentBody, storeBody } from './helpers/cold-storage.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/cold-storage-auth/add', () => {
  it('certifies a store owned by the caller, with dictionary names and photos', async () => {
    const refused = await post(app, '/v1/cold-storage-auth/add', storeBody({ ownerId: other.user.frontUserId }), owner.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('ownerId is not a field of this call');
    expect(await count(app, 'cold_storage_auth')).toBe(0);
    const reply = await post(app, '/v1/cold-storage-auth/add', storeBody(), owner.accessToken);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.coldStorageAuthId).toMatch(/^\d{15,}$/);
    expect(data.ownerId).toBe(owner.user.frontUserId);
    expect(data.typeName).toBe('砖混冷库');
    expect(data.storageAgeName).toBe('3-5年');
    expect(data.goodsCategoryIdList).toEqual(['1', '2']);
    expect(data.goodsCategoryNameList).toEqual(['大蒜', '蒜米']);
    expect(data.doorFiles).toEqual([{ fileName: 'door.jpg', filePath: '/files/2026/05/door.jpg' }]);
    expect(data.tentFiles).toEqual([]);
    expect(data.fixedCapacity).toBe(9600);
    expect(data.activityHole).toBe(4);
  });

  it('fills the movable rooms with 0 when they are left out', async () => {
    const { activityCapacity: _c, activityHole: _h, ...body } = storeBody({ name: '金乡县胡集镇恒丰冷库' });
    const data = (await post(app, '/v1/cold-storage-auth/add', body, owner.accessToken)).body.data;
    expect(data.activityCapacity).toBe(0);
    expect(data.activityHole).toBe(0);
  });

  it.each([
    [{ contactPhone: '0537-1234' }, 'contactPhone must be an 11-digit mobile number starting with 13–19'],
    [{ countyCode: '3708' }, 'countyCode must match pattern'],
    [{ latitude: 60 }, 'latitude must be <= 53.6'],
    [{ longitude: undefined }, 'longitude is required'],
    [{ type: '9' }, 'type must be one of 1, 2, 3'],
    [{ goodsCategoryIdList: [] }, 'goodsCategoryIdList must NOT have fewer than 1 items'],
    [{ goodsCategoryIdList: ['1', '42'] }, 'goodsCategoryIdList.1 must be one of'],
    [{ fixedHole: 2.5 }, 'fixedHole must be integer'],
    [
      { interiorFiles: Array.from({ length: 7 }, (_, i) => ({ fileName: `${i}.jpg`, filePath: `/files/${i}.jpg` })) },
      'interiorFiles must NOT have more than 6 items',
    ],
  ])('refuses %j with a message naming the field and writes nothing', async (change, message) => {
    const before = await count(app, 'cold_storage_auth');
    const reply = await post(app, '/v1/cold-storage-auth/add', storeBody(change), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await count(app, 'cold_storage_auth')).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const reply = await post(app, '/v1/cold-storage-auth/add', storeBody());
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});

describe('/v1/cold-storage-auth my/list, getDetailById, update, delete', () => {
  let id: string;
  beforeAll(async () => {
    id = (await post(app, '/v1/cold-storage-auth/add', storeBody({ name: '金乡县宏达冷储' }), other.accessToken)).body.data.coldStorageAuthId;
  });

  it('lists only the caller’s stores, newest first', async () => {
    const mine = await get(app, '/v1/cold-storage-auth/my/list', {}, other.accessToken);
    expect(mine.body.data.map((s: { name: string }) => s.name)).toEqual(['金乡县宏达冷储']);
    const theirs = await get(app, '/v1/cold-storage-auth/my/list', {}, owner.accessToken);
    expect(theirs.body.data.map((s: { name: string }) => s.name)).toEqual(['金乡县胡集镇恒丰冷库', '金乡县鸿运冷藏有限公司']);
    expect((await get(app, '/v1/cold-storage-auth/my/list')).status).toBe(401);
  });

  it('gives the owner the full record by coldStorageId; 403 for another user, 404 for none', async () => {
    const reply = await get(app, '/v1/cold-storage-auth/getDetailById', { coldStorageId: id }, other.accessToken);
    expect(reply.body.data.name).toBe('金乡县宏达冷储');
    expect((await get(app, '/v1/cold-storage-auth/getDetailById', { coldStorageId: id }, owner.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/cold-storage-auth/getDetailById', { coldStorageId: '7' }, other.accessToken)).status).toBe(404);
    const missing = await get(app, '/v1/cold-storage-auth/getDetailById', {}, other.accessToken);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toContain('coldStorageId is required');
    expect((await get(app, '/v1/cold-storage-auth/getDetailById', { coldStorageId: id })).status).toBe(401);
  });

  it('lets only the owner update; an owner field sent is refused', async () => {
    const refused = await post(app, '/v1/cold-storage-auth/update', { coldStorageAuthId: id, fixedCapacity: 1 }, owner.accessToken);
    expect(refused.status).toBe(403);
    const bad = await post(app, '/v1/cold-storage-auth/update', { coldStorageAuthId: id, fixedCapacity: -5 }, other.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('fixedCapacity must be >= 0');
    const owned = await post(
      app,
      '/v1/cold-storage-auth/update',
      { coldStorageAuthId: id, fixedCapacity: 12000, ownerId: owner.user.frontUserId },
      other.accessToken,
    );
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('ownerId is not a field of this call');
    const updated = await post(
      app,
      '/v1/cold-storage-auth/update',
      { coldStorageAuthId: id, fixedCapacity: 12000, fixedHole: 30, goodsCategoryIdList: ['1', '3', '4'] },
      other.accessToken,
    );
    expect(updated.body.data.fixedCapacity).toBe(12000);
    expect(updated.body.data.goodsCategoryNameList).toEqual(['大蒜', '蒜薹', '洋葱']);
    expect(updated.body.data.ownerId).toBe(other.user.frontUserId);
  });

  it('deletes with the store its stock and error reports, unlinking its rentals, for the owner only', async () => {
    const agent = await registerAgent(app);
    const store = (await post(app, '/v1/cold-storage-auth/add', storeBody({ name: '金乡县丰源冷库' }), agent.accessToken)).body.data.coldStorageAuthId;
    await post(
      app,
      '/v1/cold-storage-inventory/save',
      { coldStorageId: store, thatMonthCategoryList: [{ coldStorageCategoryId: '1', hole: 10, capacity: 4000 }] },
      agent.accessToken,
    );
    await post(app, '/v1/cold-storage-apply/addErrorMessage', { coldStorageAuthId: store, errorType: '2', content: '电话打不通，已换号' }, owner.accessToken);
    const rent = (await post(app, '/v1/cold-storage-rent/add', rentBody({ coldStorageAuthId: store }), agent.accessToken)).body.data.coldStorageRentId;
    expect(await count(app, 'cold_storage_inventory')).toBe(1);
    expect(await count(app, 'cold_storage_error_message')).toBe(1);

    expect((await get(app, '/v1/cold-storage-auth/delete', { coldStorageAuthId: store }, owner.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/cold-storage-auth/delete', { coldStorageAuthId: store })).status).toBe(401);
    const deleted = await get(app, '/v1/cold-storage-auth/delete', { coldStorageAuthId: store }, agent.accessToken);
    expect(deleted.status).toBe(200);
    expect(await count(app, 'cold_storage_inventory')).toBe(0);
    expect(await count(app, 'cold_storage_error_message')).toBe(0);
    expect((await get(app, '/v1/cold-storage-apply/getById', { coldStorageAuthId: store })).status).toBe(404);
    const kept = await get(app, '/v1/cold-storage-rent/getById', { coldStorageRentId: rent });
    expect(kept.body.data.title).toBe('金乡羊山镇冷库出租2000吨');
    expect(kept.body.data.coldStorageAuthId).toBeNull();
  });
});

describe('/v1/mine/findColdStorageAuthByPage', () => {
  it('pages the caller’s stores only', async () => {
    const first = await get(app, '/v1/mine/findColdStorageAuthByPage', { page: 1, pageSize: 1 }, owner.accessToken);
    expect(first.body.totalCount).toBe(2);
    expect(first.body.data.map((s: { name: string }) => s.name)).toEqual(['金乡县胡集镇恒丰冷库']);
    const second = await get(app, '/v1/mine/findColdStorageAuthByPage', { page: 2, pageSize: 1 }, owner.accessToken);
    expect(second.body.data.map((s: { name: string }) => s.name)).toEqual(['金乡县鸿运冷藏有限公司']);
    expect((await get(app, '/v1/mine/findColdStorageAuthByPage')).status).toBe(401);
  });
});
