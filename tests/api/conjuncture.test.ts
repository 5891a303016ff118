import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { MP3, PNG, conjunctureBody, countRows, uploadFile } from './helpers/content.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app, { nickname: '金乡蒜商老王' });
  other = await registerUser(app, { nickname: '邳州周经理' });
});
afterAll(() => app.close());

const add = async (overrides: Record<string, unknown> = {}, token = owner.accessToken) => post(app, '/v1/conjuncture/add', conjunctureBody(overrides), token);

describe('/v1/conjuncture/add', () => {
  it('publishes a report owned by the caller, listed, with names, prices by grade, a voice note and zero counters', async () => {
    const audio = await uploadFile(app, MP3, 'note.mp3', owner.accessToken);
    const refused = await add({ audioFile: audio, publisherId: other.user.frontUserId, publishStatus: '0', readCount: 99 });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publisherId is not a field of this call');
    const reply = await add({ audioFile: audio });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.conjunctureId).toMatch(/^\d{15,}$/);
    expect(data).toMatchObject({
      publisherId: owner.user.frontUserId,
      publisherName: '金乡蒜商老王',
      publishStatus: '1',
      regionName: '金乡',
      goodsName: '杂交蒜',
      priceList: [
        { specsId: '3', price: 2.95 },
        { specsId: '4', price: 3.3 },
      ],
      audioFile: audio,
      imagesFile: [],
      agreeCount: 0,
      disagreeCount: 0,
      commentCount: 0,
      collectionCount: 0,
      readCount: 0,
    });
  });

  it.each([
    [{ conjunctureContent: '太短了' }, 'conjunctureContent must NOT have fewer than 10 characters'],
    [{ regionId: '999999' }, 'regionId must be one of'],
    [{ goodsId: undefined }, 'goodsId is required'],
    [{ priceList: [{ specsId: '3', price: 0 }] }, 'priceList.0.price must be >= 0.1'],
    [{ priceList: [{ specsId: '42', price: 3 }] }, 'priceList.0.specsId must be one of'],
    [{ priceList: [{ price: 3 }] }, 'priceList.0.specsId is required'],
    [{ priceList: Array.from({ length: 13 }, () => ({ specsId: '3', price: 3 })) }, 'priceList must NOT have more than 12 items'],
  ])('refuses %j with a message naming the field and writes nothing', async (change, message) => {
    const before = await countRows(app, 'conjuncture');
    const reply = await add(change);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect(await countRows(app, 'conjuncture')).toBe(before);
  });

  it('takes only an uploaded audio file as the voice note', async () => {
    const photo = await uploadFile(app, PNG, 'photo.png', owner.accessToken);
    const asAudio = await add({ audioFile: photo });
    expect(asAudio.status).toBe(400);
    expect(asAudio.body.msg).toBe('audioFile must be an audio file uploaded through /v1/file/upload');
    const unknown = await add({ audioFile: { fileName: 'x.mp3', filePath: '/files/2026-01/none.mp3' } });
    expect(unknown.status).toBe(400);
    expect((await add({ audioFile: {} })).body.data.audioFile).toEqual({});
  });

  it('needs a signed-in user', async () => {
    const reply = await post(app, '/v1/conjuncture/add', conjunctureBody());
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});

describe('/v1/conjuncture/getByPage and getById', () => {
  let pizhou: string;
  beforeAll(async () => {
    pizhou = (await add({ regionId: '320382', goodsId: '2', priceList: [{ specsId: '8', price: 5.2 }] }, other.accessToken)).body.data.conjunctureId;
  });

  it('lists listed reports newest first, filtered by market and variety', async () => {
    const all = await get(app, '/v1/conjuncture/getByPage', { pageSize: 2 });
    expect(all.body.data[0].conjunctureId).toBe(pizhou);
    expect(all.body.data).toHaveLength(2);
    const total = await countRows(app, 'conjuncture', { publishStatus: '1' });
    expect(all.body.totalCount).toBe(total);
    const filtered = await get(app, '/v1/conjuncture/getByPage', { regionId: '320382', goodsId: '2' });
    expect(filtered.body.totalCount).toBe(1);
    expect(filtered.body.data[0]).toMatchObject({ conjunctureId: pizhou, regionName: '邳州', publisherName: '邳州周经理' });
    expect((await get(app, '/v1/conjuncture/getByPage', { regionId: '1' })).status).toBe(400);
  });

  it('counts a read on each getById by anyone but the publisher, and tells no flags to a visitor', async () => {
    const anonymous = await get(app, '/v1/conjuncture/getById', { conjunctureId: pizhou });
    expect(anonymous.body.data).toMatchObject({ readCount: 1, isCollection: false, isAgree: false, isDisagree: false });
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: pizhou }, owner.accessToken)).body.data.readCount).toBe(2);
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: pizhou }, other.accessToken)).body.data.readCount).toBe(2);
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: pizhou })).body.data.readCount).toBe(3);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: '42' })).status).toBe(404);
    const missing = await get(app, '/v1/conjuncture/getById');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('conjunctureId is required');
  });
});

describe('/v1/conjuncture/update, offShelfConjuncture, delete', () => {
  let id: string;
  beforeAll(async () => {
    id = (await add()).body.data.conjunctureId;
  });

  it('lets only the owner update, keeping the owner', async () => {
    expect((await post(app, '/v1/conjuncture/update', { conjunctureId: id, goodsId: '3' })).status).toBe(401);
    expect((await post(app, '/v1/conjuncture/update', { conjunctureId: id, goodsId: '3' }, other.accessToken)).status).toBe(403);
    const owned = await post(app, '/v1/conjuncture/update', { conjunctureId: id, goodsId: '3', publisherId: other.user.frontUserId }, owner.accessToken);
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('publisherId is not a field of this call');
    const changed = { conjunctureId: id, goodsId: '3', priceList: [{ specsId: '2', price: 2.6 }] };
    const reply = await post(app, '/v1/conjuncture/update', changed, owner.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      goodsId: '3',
      goodsName: '普白蒜',
      priceList: [{ specsId: '2', price: 2.6 }],
      publisherId: owner.user.frontUserId,
    });
    const bad = await post(app, '/v1/conjuncture/update', { conjunctureId: id, conjunctureContent: '短' }, owner.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('conjunctureContent');
  });

  it('takes a report off shelf (no status given), hides it from others, and puts it back', async () => {
    expect((await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: id }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: id })).status).toBe(401);
    const off = await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: id }, owner.accessToken);
    expect(off.body.data.publishStatus).toBe('0');
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: id }, other.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: id }, owner.accessToken)).body.data.publishStatus).toBe('0');
    const listed = await get(app, '/v1/conjuncture/getByPage', { pageSize: 100 });
    expect(listed.body.data.map((r: { conjunctureId: string }) => r.conjunctureId)).not.toContain(id);
    expect((await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: id, publishStatus: '7' }, owner.accessToken)).status).toBe(400);
    const back = await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: id, publishStatus: '1' }, owner.accessToken);
    expect(back.body.data.publishStatus).toBe('1');
  });

  it('lets only the owner delete, and the report takes its comments and toggles with it', async () => {
    await post(app, '/v1/user-comment/add', { businessId: id, businessType: '2', commentContent: '今天我们这边也是这个价' }, other.accessToken);
    await post(app, '/v1/user-agree/addOrDel', { businessId: id, businessType: '2', isAgree: true }, other.accessToken);
    expect(await countRows(app, 'user_comment', { businessId: id })).toBe(1);
    expect((await get(app, '/v1/conjuncture/delete', { conjunctureId: id }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/conjuncture/delete', { conjunctureId: id }, owner.accessToken)).status).toBe(200);
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: id }, owner.accessToken)).status).toBe(404);
    expect(await countRows(app, 'user_comment', { businessId: id })).toBe(0);
    expect(await countRows(app, 'user_toggle', { businessId: id })).toBe(0);
  });
});

describe('/v1/conjuncture/getConjunctureNewsFlash', () => {
  it('gives the five latest listed reports as one-line cards, titled by market, variety and first price', async () => {
    const reply = await get(app, '/v1/conjuncture/getConjunctureNewsFlash');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=60');
    const cards = reply.body.data;
    expect(cards.length).toBe(Math.min(5, await countRows(app, 'conjuncture', { publishStatus: '1' })));
    expect(cards[0]).toMatchObject({ businessType: '2', title: '【邳州·纯白蒜】6.5公分 5.20元/斤', publisherName: '邳州周经理', regionId: '320382' });
    const times = cards.map((c: { publishTime: string }) => c.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
