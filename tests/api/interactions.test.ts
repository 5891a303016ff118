import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { conjunctureBody, countRows, forumBody } from './helpers/content.ts';
import { postBody } from './helpers/posts.ts';

// The three generic toggles: /v1/user-collection, /v1/user-agree and /v1/user-disagree addOrDel.
let app: App;
let author: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;
let second: Awaited<ReturnType<typeof registerUser>>;
let report: string;
let tradePost: string;

beforeAll(async () => {
  app = await startTestApp();
  [author, reader, second] = [await registerUser(app), await registerUser(app), await registerUser(app)];
  report = (await post(app, '/v1/conjuncture/add', conjunctureBody(), author.accessToken)).body.data.conjunctureId;
  tradePost = (await post(app, '/v1/buy-sell/add', postBody(), author.accessToken)).body.data.buySellId;
});
afterAll(() => app.close());

const CALLS = [
  { path: '/v1/user-collection/addOrDel', flag: 'isCollection', kind: 'collection', counter: 'collectionCount', viewer: 'isCollection' },
  { path: '/v1/user-agree/addOrDel', flag: 'isAgree', kind: 'agree', counter: 'agreeCount', viewer: 'isAgree' },
  { path: '/v1/user-disagree/addOrDel', flag: 'disagree', kind: 'disagree', counter: 'disagreeCount', viewer: 'isDisagree' },
] as const;

/** The report's stored counter, read from its row (the owner's read doesn't move the read count). */
const counterOf = async (column: string) => (await get(app, '/v1/conjuncture/getById', { conjunctureId: report }, author.accessToken)).body.data[column];

describe.each(CALLS)('$path', ({ path, flag, kind, counter, viewer }) => {
  const toggle = (on: boolean, token: string, target = report, businessType = '2') => post(app, path, { businessId: target, businessType, [flag]: on }, token);

  it('sets the flag once a user however often it is sent, counts each user once, and clears it', async () => {
    const first = await toggle(true, reader.accessToken);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ businessId: report, businessType: '2', active: true, count: 1 });
    expect((await toggle(true, reader.accessToken)).body.data).toMatchObject({ active: true, count: 1 });
    expect((await toggle(true, second.accessToken)).body.data).toMatchObject({ active: true, count: 2 });
    expect(await counterOf(counter)).toBe(2);
    expect(await countRows(app, 'user_toggle', { kind, businessId: report })).toBe(2);

    expect((await toggle(false, reader.accessToken)).body.data).toMatchObject({ active: false, count: 1 });
    expect((await toggle(false, reader.accessToken)).body.data).toMatchObject({ active: false, count: 1 });
    expect(await counterOf(counter)).toBe(1);
    expect(await countRows(app, 'user_toggle', { kind, businessId: report })).toBe(1);
    await toggle(false, second.accessToken);
    expect(await counterOf(counter)).toBe(0);
  });

  it('counts one user once when the same call arrives many times at once', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => toggle(true, reader.accessToken)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await counterOf(counter)).toBe(1);
    expect(await countRows(app, 'user_toggle', { kind, businessId: report })).toBe(1);
  });

  it('tells a signed-in viewer whether they set it, and nobody else', async () => {
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: report }, reader.accessToken)).body.data[viewer]).toBe(true);
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: report }, second.accessToken)).body.data[viewer]).toBe(false);
    expect((await get(app, '/v1/conjuncture/getById', { conjunctureId: report })).body.data[viewer]).toBe(false);
    await toggle(false, reader.accessToken);
  });

  it('refuses bad input naming the field, a pair that names nothing, and a visitor', async () => {
    const missing = await post(app, path, { businessId: report, businessType: '2' }, reader.accessToken);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe(`${flag} is required`);
    const badType = await post(app, path, { businessId: report, businessType: '9', [flag]: true }, reader.accessToken);
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('businessType must be one of');
    expect((await toggle(true, reader.accessToken, '123456789')).status).toBe(404);
    expect((await toggle(true, reader.accessToken, tradePost, '2')).status).toBe(404);
    const anonymous = await post(app, path, { businessId: report, businessType: '2', [flag]: true });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('SEC_401');
  });
});

describe('what each kind of record takes', () => {
  it('lets readers collect a trade post (and only collect it)', async () => {
    const collected = await post(app, '/v1/user-collection/addOrDel', { businessId: tradePost, businessType: '1', isCollection: true }, reader.accessToken);
    expect(collected.body.data).toMatchObject({ active: true, count: 1 });
    expect((await get(app, '/v1/buy-sell/getById', { buySellId: tradePost }, reader.accessToken)).body.data).toMatchObject({
      collectionCount: 1,
      isCollection: true,
    });
    const agree = await post(app, '/v1/user-agree/addOrDel', { businessId: tradePost, businessType: '1', isAgree: true }, reader.accessToken);
    expect(agree.status).toBe(400);
    expect(agree.body.msg).toBe('businessType must be one of 2, 3, 4, 5');
  });

  it('keeps agree and disagree apart: one user may hold either, each counted on its own', async () => {
    const forum = (await post(app, '/v1/forum/add', forumBody(), author.accessToken)).body.data.forumId;
    await post(app, '/v1/user-agree/addOrDel', { businessId: forum, businessType: '4', isAgree: true }, reader.accessToken);
    await post(app, '/v1/user-disagree/addOrDel', { businessId: forum, businessType: '4', disagree: true }, second.accessToken);
    const row = (await get(app, '/v1/forum/getById', { forumId: forum }, reader.accessToken)).body.data;
    expect(row).toMatchObject({ agreeCount: 1, disagreeCount: 1, isAgree: true, isDisagree: false, isCollection: false });
  });

  it("hides an off-shelf record from others' toggles but not from its owner's", async () => {
    await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: report }, author.accessToken);
    expect((await post(app, '/v1/user-collection/addOrDel', { businessId: report, businessType: '2', isCollection: true }, reader.accessToken)).status).toBe(
      404,
    );
    expect((await post(app, '/v1/user-collection/addOrDel', { businessId: report, businessType: '2', isCollection: true }, author.accessToken)).status).toBe(
      200,
    );
    await get(app, '/v1/conjuncture/offShelfConjuncture', { conjunctureId: report, publishStatus: '1' }, author.accessToken);
  });
});
