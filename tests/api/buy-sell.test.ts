import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;

const countPosts = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('buy_sell')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('/v1/buy-sell/add', () => {
  it('publishes a post owned by the caller, listed, with dictionary names', async () => {
    const reply = await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['code', 'data', 'extension', 'msg', 'success', 'totalCount']);
    const data = reply.body.data;
    expect(data.buySellId).toMatch(/^\d{15,}$/);
    expect(data.publishUserId).toBe(owner.user.frontUserId);
    expect(data.publishStatus).toBe('1');
    expect(data.buySellStatus).toBe('2');
    expect(data.varietiesName).toBe('杂交蒜');
    expect(data.specsName).toBe('中混级');
    expect(data.isConceal).toBe(false);
    expect(data.fileInfoList).toEqual([]);
    expect(Date.parse(data.publishTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an owner or status field sent by the client, naming it', async () => {
    const before = await countPosts();
    const refused = await post(app, '/v1/buy-sell/add', postBody({ publishUserId: other.user.frontUserId, publishStatus: '0' }), owner.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('publishUserId is not a field of this call');
    expect(await countPosts()).toBe(before);
    const reply = await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken);
    expect(reply.body.data.publishUserId).toBe(owner.user.frontUserId);
    expect(reply.body.data.publishStatus).toBe('1');
  });

  it.each([
    [{ contactPhone: '12345' }, 'contactPhone must be an 11-digit mobile number starting with 13–19'],
    [{ price: -1 }, 'price must be >= 0.01'],
    [{ varietiesId: '99' }, 'varietiesId must be one of'],
    [{ transactionType: '3' }, 'transactionType must be one of 1, 2'],
    [{ contacts: undefined }, 'contacts is required'],
  ])('refuses %j with a message naming the field and writes nothing', async (change, message) => {
    const before = await countPosts();
    const reply = await post(app, '/v1/buy-sell/add', postBody(change), owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.msg).toContain(message);
    expect(await countPosts()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const reply = await post(app, '/v1/buy-sell/add', postBody());
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});

describe('/v1/buy-sell/getById, update, unshelve, delete', () => {
  let id: string;
  beforeAll(async () => {
    id = (await post(app, '/v1/buy-sell/add', postBody({ price: 3.1 }), owner.accessToken)).body.data.buySellId;
  });

  it('reads a listed post anonymously', async () => {
    const reply = await get(app, '/v1/buy-sell/getById', { buySellId: id });
    expect(reply.body.data.price).toBe(3.1);
    expect(reply.body.data.regionName).toBe('金乡');
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: '42' })).status).toBe(404);
    const missing = await get(app, '/v1/buy-sell/getById');
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('buySellId is required');
  });

  it('lets only the owner update, and keeps the owner', async () => {
    const denied = await post(app, '/v1/buy-sell/update', { buySellId: id, price: 9.99 }, other.accessToken);
    expect(denied.status).toBe(403);
    const anonymous = await post(app, '/v1/buy-sell/update', { buySellId: id, price: 9.99 });
    expect(anonymous.status).toBe(401);
    const owned = await post(app, '/v1/buy-sell/update', { buySellId: id, price: 2.88, publishUserId: other.user.frontUserId }, owner.accessToken);
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('publishUserId is not a field of this call');
    const updated = await post(app, '/v1/buy-sell/update', { buySellId: id, price: 2.88, buySellStatus: '3' }, owner.accessToken);
    expect(updated.status).toBe(200);
    expect(updated.body.data.price).toBe(2.88);
    expect(updated.body.data.buySellStatus).toBe('3');
    expect(updated.body.data.publishUserId).toBe(owner.user.frontUserId);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id })).body.data.price).toBe(2.88);
  });

  it('refuses a bad update and leaves the row as it was', async () => {
    const reply = await post(app, '/v1/buy-sell/update', { buySellId: id, quantity: 'many' }, owner.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('quantity');
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id })).body.data.quantity).toBe(60);
  });

  it('takes a post off shelf: hidden from others, still visible to the owner', async () => {
    expect((await get(app, '/v1/buy-sell/unshelve', { buySellId: id, publishStatus: '0' }, other.accessToken)).status).toBe(403);
    expect((await get(app, '/v1/buy-sell/unshelve', { buySellId: id, publishStatus: '7' }, owner.accessToken)).status).toBe(400);
    const off = await get(app, '/v1/buy-sell/unshelve', { buySellId: id, publishStatus: '0' }, owner.accessToken);
    expect(off.body.data.publishStatus).toBe('0');
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id })).status).toBe(404);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id }, other.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id }, owner.accessToken)).body.data.publishStatus).toBe('0');
    const listed = await get(app, '/v1/buy-sell/findByPage', { pageSize: 100 });
    expect(listed.body.data.map((r: { buySellId: string }) => r.buySellId)).not.toContain(id);
    const back = await get(app, '/v1/buy-sell/unshelve', { buySellId: id, publishStatus: '1' }, owner.accessToken);
    expect(back.body.data.publishStatus).toBe('1');
  });

  it('lets only the owner delete', async () => {
    expect((await get(app, '/v1/buy-sell/delete', { buySellId: id })).status).toBe(401);
    expect((await get(app, '/v1/buy-sell/delete', { buySellId: id }, other.accessToken)).status).toBe(403);
    const reply = await get(app, '/v1/buy-sell/delete', { buySellId: id }, owner.accessToken);
    expect(reply.body.success).toBe(true);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: id }, owner.accessToken)).status).toBe(404);
    expect((await get(app, '/v1/buy-sell/delete', { buySellId: id }, owner.accessToken)).status).toBe(404);
  });
});
