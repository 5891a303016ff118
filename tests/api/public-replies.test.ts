import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';
import { forumBody } from './helpers/content.ts';

const LIST = '/api/v1/home/queryBuySell?page=1&pageSize=20';
const PRICES = '/api/v1/price-analyse/day?batchNum=20250527';

let app: App;
let alice: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await startTestApp();
  alice = await registerUser(app, { nickname: '老王蒜行' });
  for (let i = 0; i < 12; i++) await post(app, '/v1/buy-sell/add', postBody({ price: 2 + i / 100 }), alice.accessToken);
  await post(app, '/v1/forum/add', forumBody(), alice.accessToken);
});
afterAll(() => app.close());

const fetchRaw = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('public lists: ETag, cache headers and invalidation', () => {
  it('tags an anonymous list, answers 304 to its tag, and the same bytes again without one', async () => {
    const first = await fetchRaw(LIST);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetchRaw(LIST, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await fetchRaw(LIST)).body).toBe(first.body);
  });

  it('gives a new tag and the new row once a post is added', async () => {
    const before = await fetchRaw(LIST);
    const added = await post(app, '/v1/buy-sell/add', postBody({ price: 9.99 }), alice.accessToken);
    const after = await fetchRaw(LIST, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data[0].buySellId).toBe(added.body.data.buySellId);
    expect(after.json().totalCount).toBe(before.json().totalCount + 1);
  });

  it("changes when a poster's nickname changes through the profile call (a custom handler)", async () => {
    const FORUM = '/api/v1/forum/getByPage?page=1&pageSize=20';
    const before = await fetchRaw(FORUM);
    expect(before.json().data[0]).toMatchObject({ publisherName: '老王蒜行', publisherDescribe: '' });
    expect((await post(app, '/v1/front_user/update', { nickname: '王记蒜业' }, alice.accessToken)).status).toBe(200);
    const after = await fetchRaw(FORUM, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data[0].publisherName).toBe('王记蒜业');
  });

  it('keeps signed-in replies no-store and untagged', async () => {
    const reply = await get(app, '/v1/home/queryBuySell', { page: 1, pageSize: 20 }, alice.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers.etag).toBeUndefined();
  });
});

describe('statistics: ETag invalidated by an import', () => {
  it('answers 304 until imported prices change the figures', async () => {
    const empty = await fetchRaw(PRICES);
    expect(empty.statusCode).toBe(200);
    expect((await fetchRaw(PRICES, { 'if-none-match': String(empty.headers.etag) })).statusCode).toBe(304);
    const result = await importCsv(app.services.db, 'price', readFileSync(new URL('../fixtures/prices.csv', import.meta.url), 'utf8'));
    expect(result.ok).toBe(true);
    const after = await fetchRaw(PRICES, { 'if-none-match': String(empty.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.rows.length).toBeGreaterThan(empty.json().data.rows.length);
  });
});

describe('compression', () => {
  it('sends a list over 1 KB as brotli or gzip, as asked, with the same JSON inside', async () => {
    const plain = await fetchRaw(LIST);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await fetchRaw(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await fetchRaw(LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses signed-in replies over 1 KB too, and leaves small ones alone', async () => {
    const headers = { authorization: `Bearer ${alice.accessToken}`, 'accept-encoding': 'gzip' };
    const list = await fetchRaw('/api/v1/mine/myFindByPage?pageSize=50', headers);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString()).totalCount).toBe(13);
    const small = await fetchRaw('/api/v1/buy-sell/findByPage?page=1&pageSize=1&transactionType=9', headers);
    expect(small.statusCode).toBe(400);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
