import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { count, rentBody, storeBody } from './helpers/cold-storage.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
let ownStore: string;
let othersStore: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  other = await registerUser(app);
  ownStore = (await post(app, '/v1/cold-storage-auth/add', storeBody(), owner.accessToken)).body.data.coldStorageAuthId;
  othersStore = (await post(app, '/v1/cold-storage-auth/add', storeBody({ name: '邳州市宿羊山恒通冷库' }), other.accessToken)).body.data.coldStorageAuthId;
});
afterAll(() => app.close());

describe('/v1/cold-storage-rent/add', () => {
  it('publishes a listing owned by the caller, on shelf, linked to the caller’s own store', async () => {
    const refused = await post(
      app,
      '/v1/cold-storage-rent/add',
      rentBody({ coldStorageAuthId: ownStore, publisherId: other.user.frontUserId, publishStatus: '0' }),
      owner.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publisherId is not a field of this call');
    const reply = await post(app, '/v1/cold-storage-rent/add', rentBody({ coldStorageAuthId: ownStore }), owner.accessToken);
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.publisherId).toBe(owner.user.frontUserId);
    expect(data.publishStatus).toBe('1');
    expect(data.coldStorageAuthId).toBe(ownStore);
    expect(data.rentPrice).toBe(180);
    expect(data.frameType).toBe('1');
  });

  it.each([
    [{ rentType: '3' }, 'rentType must be one of 1, 2'],
    [{ frameType: undefined }, 'frameType is required'],
    [{ rentPrice: 0 }, 'rentPrice must be >= 1'],
    [{ title: '冷库' }, 'title must NOT have fewer than 4 characters'],
    [{ townCode: '3708281' }, 'townCode must match pattern'],
    [{ contactPhone: '110' }, 'contactPhone must be an 11-digit mobile number'],
    [{ coldStorageAuthId: '12345' }, 'coldStorageAuthId names no certified store (12345)'],
  ])('refuses %j with a message naming the field and writes nothing', async (change, message) => {
    const before = await count(app, 'cold_storage_rent');
    const reply = await post(app, '/v1/cold-storage-rent/add', rentBody(change), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await count(app, 'cold_storage_rent')).toBe(before);
  });

  it('refuses to link someone else’s certified store', async () => {
    const reply = await post(app, '/v1/cold-storage-rent/add', rentBody({ coldStorageAuthId: othersStore }), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('coldStorageAuthId must be one of your own');
  });

  it('needs a signed-in user', async () => {
    expect((await post(app, '/v1/cold-storage-rent/add', rentBody())).status).toBe(401);
  });
});

describe('rent listing life: getById, update, unshelve, delete, getByPage, getCarousel, mine', () => {
  let id: string;
  beforeAll(async () => {
    id = (
      await post(
        app,
        '/v1/cold-storage-rent/add',
        rentBody({ title: '中牟韩寺冷库求租500吨', rentType: '2', rentPrice: 150, fixedCapacity: 500, countyCode: '410122', imagesFile: [] }),
        owner.accessToken,
      )
    ).body.data.coldStorageRentId;
  });

  it('reads a listing anonymously, with the enum values as stored', async () => {
    const reply = await get(app, '/v1/cold-storage-rent/getById', { coldStorageRentId: id });
    expect(reply.body.data.title).toBe('中牟韩寺冷库求租500吨');
    expect(reply.body.data.rentType).toBe('2');
  });

  it('lets only the owner update, and refuses bad input', async () => {
    expect((await post(app, '/v1/cold-storage-rent/update', { coldStorageRentId: id, rentPrice: 1 }, other.accessToken)).status).toBe(403);
    const bad = await post(app, '/v1/cold-storage-rent/update', { coldStorageRentId: id, frameType: '7' }, owner.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('frameType must be one of 1, 2');
    const owned = await post(
      app,
      '/v1/cold-storage-rent/update',
      { coldStorageRentId: id, rentPrice: 165.5, publisherId: other.user.frontUserId },
      owner.accessToken,
    );
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('publisherId is not a field of this call');
    const updated = await post(app, '/v1/cold-storage-rent/update', { coldStorageRentId: id, rentPrice: 165.5 }, owner.accessToken);
    expect(updated.body.data.rentPrice).toBe(165.5);
    expect(updated.body.data.publisherId).toBe(owner.user.frontUserId);
  });

  it('pages on-shelf listings newest first with filters', async () => {
    const all = await get(app, '/v1/cold-storage-rent/getByPage', { page: 1, pageSize: 1 });
    expect(all.body.totalCount).toBe(2);
    expect(all.body.data[0].title).toBe('中牟韩寺冷库求租500吨');
    const wanted = await get(app, '/v1/cold-storage-rent/getByPage', { rentType: '2' });
    expect(wanted.body.data.map((r: { title: string }) => r.title)).toEqual(['中牟韩寺冷库求租500吨']);
    const jinxiang = await get(app, '/v1/cold-storage-rent/getByPage', { countyCode: '370828' });
    expect(jinxiang.body.data.map((r: { title: string }) => r.title)).toEqual(['金乡羊山镇冷库出租2000吨']);
  });

  it('carousels on-shelf listings, those with photos first', async () => {
    const reply = await get(app, '/v1/cold-storage-rent/getCarousel');
    expect(reply.body.data.map((r: { title: string }) => r.title)).toEqual(['金乡羊山镇冷库出租2000吨', '中牟韩寺冷库求租500吨']);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  });

  it('unshelves for the owner only: hidden from the public, kept in the owner’s list', async () => {
    expect((await get(app, '/v1/cold-storage-rent/unshelve', { coldStorageRentId: id, publishStatus: '0' }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/cold-storage-rent/unshelve', { coldStorageRentId: id, publishStatus: '0' })).status).toBe(401);
    const bad = await get(app, '/v1/cold-storage-rent/unshelve', { coldStorageRentId: id, publishStatus: '5' }, owner.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('publishStatus must be one of 1, 0');
    const off = await get(app, '/v1/cold-storage-rent/unshelve', { coldStorageRentId: id, publishStatus: '0' }, owner.accessToken);
    expect(off.body.data.publishStatus).toBe('0');
    expect((await get(app, '/v1/cold-storage-rent/getById', { coldStorageRentId: id })).status).toBe(404);
    expect((await get(app, '/v1/cold-storage-rent/getById', { coldStorageRentId: id }, owner.accessToken)).body.data.publishStatus).toBe('0');
    expect((await get(app, '/v1/cold-storage-rent/getByPage')).body.totalCount).toBe(1);
    const mine = await get(app, '/v1/mine/findColdStorageRentByPage', {}, owner.accessToken);
    expect(mine.body.data.map((r: { publishStatus: string }) => r.publishStatus)).toEqual(['0', '1']);
    const offOnly = await get(app, '/v1/mine/findColdStorageRentByPage', { publishStatus: '0' }, owner.accessToken);
    expect(offOnly.body.totalCount).toBe(1);
    expect((await get(app, '/v1/mine/findColdStorageRentByPage', {}, other.accessToken)).body.totalCount).toBe(0);
    expect((await get(app, '/v1/mine/findColdStorageRentByPage')).status).toBe(401);
  });

  it('deletes for the owner only', async () => {
    expect((await get(app, '/v1/cold-storage-rent/delete', { coldStorageRentId: id }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/cold-storage-rent/delete', { coldStorageRentId: id }, owner.accessToken)).status).toBe(200);
    expect((await get(app, '/v1/cold-storage-rent/getById', { coldStorageRentId: id }, owner.accessToken)).status).toBe(404);
  });
});
