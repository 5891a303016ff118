import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';

const PHONE = '13953701234';
const MASKED = '139****1234';
const OPEN_PHONE = '13653705678';

let app: App;
let owner: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let hiddenId = '';
let openId = '';

/** Every reply of a list or detail that holds the post, for a viewer (undefined: signed out). */
async function phonesSeenBy(token: string | undefined): Promise<Record<string, unknown>> {
  const pick = (rows: { buySellId: string; contactPhone?: string }[]) => rows.find((r) => r.buySellId === hiddenId)?.contactPhone;
  const seen: Record<string, unknown> = {
    detail: (await get(app, '/v1/buy-sell/getById', { buySellId: hiddenId }, token)).body.data.contactPhone,
    list: pick((await get(app, '/v1/buy-sell/findByPage', { page: 1, pageSize: 50 }, token)).body.data),
    search: pick((await get(app, '/v1/buy-sell/findByPage', { page: 1, pageSize: 50, regionId: '370828', transactionType: '2' }, token)).body.data),
    home: pick((await get(app, '/v1/home/queryBuySell', { page: 1, pageSize: 50, productType: '1' }, token)).body.data),
  };
  if (token) seen.collected = pick((await get(app, '/v1/mine/getMyCollectBuySellByPage', { page: 1, pageSize: 50 }, token)).body.data);
  return seen;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app);
  stranger = await registerUser(app);
  const hidden = await post(app, '/v1/buy-sell/add', postBody({ contactPhone: PHONE, isConceal: true }), owner.accessToken);
  expect(hidden.status).toBe(200);
  // The publisher's own reply carries the number.
  expect(hidden.body.data.contactPhone).toBe(PHONE);
  hiddenId = hidden.body.data.buySellId;
  openId = (await post(app, '/v1/buy-sell/add', postBody({ contactPhone: OPEN_PHONE }), owner.accessToken)).body.data.buySellId;
  for (const user of [owner, stranger]) {
    expect((await post(app, '/v1/user-collection/addOrDel', { businessId: hiddenId, businessType: '1', isCollection: true }, user.accessToken)).status).toBe(
      200,
    );
  }
});
afterAll(async () => {
  await app.close();
});

describe('a post with isConceal: the phone reaches its owner only', () => {
  it('is masked for a signed-out reader in the detail, the lists, the search and the home list', async () => {
    const seen = await phonesSeenBy(undefined);
    expect(seen).toEqual({ detail: MASKED, list: MASKED, search: MASKED, home: MASKED });
    const all = JSON.stringify((await get(app, '/v1/buy-sell/findByPage', { page: 1, pageSize: 50 })).body);
    expect(all).not.toContain(PHONE);
  });

  it('is masked for another signed-in user everywhere, their collected list too (not the owner)', async () => {
    expect(await phonesSeenBy(stranger.accessToken)).toEqual({ detail: MASKED, list: MASKED, search: MASKED, home: MASKED, collected: MASKED });
  });

  it('is whole for the owner, in the lists, the detail and their own list', async () => {
    expect(await phonesSeenBy(owner.accessToken)).toEqual({ detail: PHONE, list: PHONE, search: PHONE, home: PHONE, collected: PHONE });
    const mine = (await get(app, '/v1/mine/myFindByPage', { page: 1, pageSize: 50 }, owner.accessToken)).body.data as {
      buySellId: string;
      contactPhone: string;
    }[];
    expect(mine.find((r) => r.buySellId === hiddenId)?.contactPhone).toBe(PHONE);
  });

  it('is left out of a voice broadcast of the post', async () => {
    const reply = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: hiddenId }, stranger.accessToken);
    expect(reply.status).toBe(200);
    expect(JSON.stringify(reply.body)).not.toContain(PHONE);
    const list = await get(app, '/v1/voice/getByPage', { page: 1, pageSize: 50 });
    expect(JSON.stringify(list.body)).not.toContain(PHONE);
  });

  it('leaves a post without isConceal readable by everyone', async () => {
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: openId })).body.data.contactPhone).toBe(OPEN_PHONE);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: openId }, stranger.accessToken)).body.data.contactPhone).toBe(OPEN_PHONE);
  });

  it('shows the number again once the owner turns isConceal off, and hides it when turned on', async () => {
    const off = await post(app, '/v1/buy-sell/update', { buySellId: openId, isConceal: true }, owner.accessToken);
    expect(off.status).toBe(200);
    expect(off.body.data.contactPhone).toBe(OPEN_PHONE);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: openId })).body.data.contactPhone).toBe('136****5678');
    // Another user cannot turn it off (not the owner): 403, and it stays hidden.
    const foreign = await post(app, '/v1/buy-sell/update', { buySellId: openId, isConceal: false }, stranger.accessToken);
    expect(foreign.status).toBe(403);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: openId }, stranger.accessToken)).body.data.contactPhone).toBe('136****5678');
    await post(app, '/v1/buy-sell/update', { buySellId: openId, isConceal: false }, owner.accessToken);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: openId })).body.data.contactPhone).toBe(OPEN_PHONE);
  });

  it('answers 400 to a bad isConceal and 401 to an update without a token', async () => {
    const bad = await post(app, '/v1/buy-sell/update', { buySellId: hiddenId, isConceal: 'perhaps' }, owner.accessToken);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^isConceal /);
    expect((await post(app, '/v1/buy-sell/update', { buySellId: hiddenId, isConceal: false })).status).toBe(401);
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: hiddenId })).body.data.contactPhone).toBe(MASKED);
  });
});
