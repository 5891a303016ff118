import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { articleBody, countRows } from './helpers/content.ts';
import { postBody } from './helpers/posts.ts';

let app: App;
let author: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;
let article: string;

beforeAll(async () => {
  app = await startTestApp();
  author = await registerUser(app, { nickname: '出口张总' });
  reader = await registerUser(app, { nickname: '杞县老马' });
  article = (await post(app, '/v1/quotation-article/add', articleBody(), author.accessToken)).body.data.quotationArticleId;
});
afterAll(() => app.close());

const comment = (text: string, token = reader.accessToken, businessId = article, businessType = '3') =>
  post(app, '/v1/user-comment/add', { businessId, businessType, commentContent: text }, token);

describe('/v1/user-comment/add', () => {
  it("adds a comment with the commenter's nickname and moves the record's comment count with it", async () => {
    const reply = await comment('  分析得有道理，收藏了。 ');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      businessId: article,
      businessType: '3',
      commentContent: '分析得有道理，收藏了。',
      frontUserId: reader.user.frontUserId,
      nickname: '杞县老马',
      avatar: {},
    });
    expect(reply.body.data.commentId).toMatch(/^\d+$/);
    await comment('我们那边冷库老板也是这么说的。', author.accessToken);
    const row = (await get(app, '/v1/quotation-article/getById', { quotationArticleId: article }, author.accessToken)).body.data;
    expect(row.commentCount).toBe(2);
    expect(await countRows(app, 'user_comment', { businessId: article })).toBe(2);
  });

  it.each([
    ['   ', 'commentContent must not be blank'],
    ['', 'commentContent must not be blank'],
    ['蒜'.repeat(501), 'commentContent must NOT have more than 500 characters'],
  ])('refuses %j naming the field and writes nothing', async (text, message) => {
    const before = await countRows(app, 'user_comment');
    const reply = await comment(text);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
    expect(await countRows(app, 'user_comment')).toBe(before);
  });

  it('refuses a pair that names nothing (404), a kind that takes no comments (400) and a visitor (401)', async () => {
    expect((await comment('有人吗', reader.accessToken, '777')).status).toBe(404);
    const post1 = (await post(app, '/v1/buy-sell/add', postBody(), author.accessToken)).body.data.buySellId;
    const onTrade = await comment('还有货吗', reader.accessToken, post1, '1');
    expect(onTrade.status).toBe(400);
    expect(onTrade.body.msg).toBe('businessType must be one of 2, 3, 4, 5');
    const anonymous = await post(app, '/v1/user-comment/add', { businessId: article, businessType: '3', commentContent: '路过' });
    expect(anonymous.status).toBe(401);
  });
});

describe('/v1/user-comment/findListByBusinessId', () => {
  it("pages a record's comments newest first, for anyone", async () => {
    for (const text of ['第三条', '第四条', '第五条']) await comment(text);
    const first = await get(app, '/v1/user-comment/findListByBusinessId', { businessId: article, businessType: '3', pageSize: 2 });
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(5);
    expect(first.body.data.map((c: { commentContent: string }) => c.commentContent)).toEqual(['第五条', '第四条']);
    const last = await get(app, '/v1/user-comment/findListByBusinessId', { businessId: article, businessType: '3', pageSize: 2, page: 3 });
    expect(last.body.data.map((c: { commentContent: string }) => c.commentContent)).toEqual(['分析得有道理，收藏了。']);
    expect(last.body.data[0].nickname).toBe('杞县老马');
  });

  it('answers 404 for a pair that names nothing and 400 without the type', async () => {
    expect((await get(app, '/v1/user-comment/findListByBusinessId', { businessId: '9', businessType: '3' })).status).toBe(404);
    const missing = await get(app, '/v1/user-comment/findListByBusinessId', { businessId: article });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('businessType is required');
  });
});
