import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser, type Reply } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';
import { forumBody } from './helpers/content.ts';

// Low limits of this file's own; every other test file runs with them raised (helpers/test-app.ts).
const LIMITS = {
  RATE_LIMIT_POSTS_PER_MINUTE: '2',
  RATE_LIMIT_POSTS_PER_DAY: '3',
  RATE_LIMIT_TOPICS_PER_MINUTE: '1',
  RATE_LIMIT_COMMENTS_PER_MINUTE: '2',
  RATE_LIMIT_FEEDBACK_PER_MINUTE: '1',
  RATE_LIMIT_VOTES_PER_MINUTE: '2',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '1',
  RATE_LIMIT_PHONE_LOOKUPS_PER_MINUTE: '2',
  RATE_LIMIT_ERROR_REPORTS_PER_MINUTE: '1',
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let app: App;
beforeAll(async () => {
  app = await startTestApp(LIMITS);
});
afterAll(async () => {
  await app.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;

function expectLimited(reply: Reply, pattern: RegExp) {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ success: false, data: null, code: 'RATE_LIMITED' });
  expect(reply.body.msg).toMatch(pattern);
  // Both languages in the one message.
  expect(reply.body.msg).toMatch(/[\u4e00-\u9fff]/);
  expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
}

async function upload(token: string): Promise<Reply> {
  const boundary = '----garliclimit';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('write limits per user', () => {
  it('lets a user post up to the minute limit, answers 429 in both languages after, and leaves reads alone', async () => {
    const trader = await registerUser(app);
    for (let i = 0; i < 2; i++) expect((await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken)).status).toBe(200);
    const refused = await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken);
    expectLimited(refused, /^Too many new posts: at most 2 a minute; try again in 1 minute\. 发布信息太频繁：每分钟最多 2 次，请 1 分钟后再试。$/);
    // Reads are unaffected, signed in or not.
    for (let i = 0; i < 10; i++) {
      expect((await get(app, '/v1/buy-sell/findByPage', { page: 1, pageSize: 5 }, trader.accessToken)).status).toBe(200);
      expect((await get(app, '/v1/buy-sell/findByPage', { page: 1, pageSize: 5 })).status).toBe(200);
    }
    // Another user has a budget of their own.
    const other = await registerUser(app);
    expect((await post(app, '/v1/buy-sell/add', postBody(), other.accessToken)).status).toBe(200);
  });

  it('counts only calls that succeed: bad input gets its 400 and spends nothing', async () => {
    const trader = await registerUser(app);
    for (let i = 0; i < 4; i++) {
      const bad = await post(app, '/v1/buy-sell/add', postBody({ contactPhone: '123' }), trader.accessToken);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/^contactPhone /);
    }
    for (let i = 0; i < 2; i++) expect((await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken)).status).toBe(200);
  });

  it('answers 401 to a limited call without a token, before any count', async () => {
    const reply = await post(app, '/v1/buy-sell/add', postBody());
    expect(reply.status).toBe(401);
  });

  it('holds the day limit once the minute has passed', async () => {
    const trader = await registerUser(app);
    let clock = Date.now();
    const limiter = app.services.writeLimits;
    const realNow = (limiter as unknown as { now: () => number }).now;
    (limiter as unknown as { now: () => number }).now = () => clock;
    try {
      for (let i = 0; i < 3; i++) {
        expect((await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken)).status).toBe(200);
        clock += 61_000;
      }
      expectLimited(await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken), /^Too many new posts: at most 3 a day; try again in \d+ hours\./);
    } finally {
      (limiter as unknown as { now: () => number }).now = realNow;
    }
  });

  describe.each([
    ['forum topics', 'topics', 1, (u: User) => post(app, '/v1/forum/add', forumBody(), u.accessToken), /^Too many forum topics: at most 1 a minute/],
    [
      'feedback',
      'feedback',
      1,
      (u: User) => post(app, '/v1/feedback/add', { feedbackContent: '希望增加邳州白蒜的价格走势图' }, u.accessToken),
      /^Too many feedback messages: at most 1 a minute/,
    ],
    ['uploads', 'uploads', 1, (u: User) => upload(u.accessToken), /^Too many uploads: at most 1 a minute/],
  ] as const)('%s', (_name, _kind, limit, call, pattern) => {
    it(`allows ${limit} a minute, then 429`, async () => {
      const user = await registerUser(app);
      for (let i = 0; i < limit; i++) expect((await call(user)).status).toBe(200);
      expectLimited(await call(user), pattern);
    });
  });

  it("limits comments and votes per user on someone else's forum topic", async () => {
    const author = await registerUser(app);
    const reader = await registerUser(app);
    const topic = await post(app, '/v1/forum/add', forumBody(), author.accessToken);
    expect(topic.status).toBe(200);
    const postId = topic.body.data.forumId as string;
    const comment = () => post(app, '/v1/user-comment/add', { businessId: postId, businessType: '4', commentContent: '货还在吗' }, reader.accessToken);
    for (let i = 0; i < 2; i++) expect((await comment()).status).toBe(200);
    expectLimited(await comment(), /^Too many comments: at most 2 a minute/);
    const vote = (on: boolean) => post(app, '/v1/user-agree/addOrDel', { businessId: postId, businessType: '4', isAgree: on }, reader.accessToken);
    expect((await vote(true)).status).toBe(200);
    expect((await vote(false)).status).toBe(200);
    expectLimited(await vote(true), /^Too many votes: at most 2 a minute/);
    expectLimited(
      await post(app, '/v1/user-disagree/addOrDel', { businessId: postId, businessType: '4', disagree: true }, reader.accessToken),
      /^Too many votes/,
    );
  });

  it('needs a signed-in user to look a phone up (401 without), and limits the lookups', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    expect((await get(app, '/v1/front_user/getByPhone', { phone: other.phone })).status).toBe(401);
    expect((await get(app, '/v1/front_user/getByPhone', { phone: other.phone }, me.accessToken)).status).toBe(200);
    // A phone with no account is a lookup too: failed lookups count, unlike failed writes.
    expect((await get(app, '/v1/front_user/getByPhone', { phone: '13000000000' }, me.accessToken)).status).toBe(404);
    expectLimited(await get(app, '/v1/front_user/getByPhone', { phone: other.phone }, me.accessToken), /^Too many phone number lookups: at most 2 a minute/);
  });
});
