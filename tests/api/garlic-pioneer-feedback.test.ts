import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post, registerUser } from './helpers/calls.ts';
import { publishArticle, registerPioneer, type Member } from './helpers/pioneers.ts';

let app: App;
let author: Awaited<ReturnType<typeof registerPioneer>>;
let reader: Member;
let article: string;
let draft: string;
const feedbackRows = () => app.services.db.selectFrom('garlic_pioneer_feedback').selectAll().execute();

beforeAll(async () => {
  app = await startTestApp();
  author = await registerPioneer(app);
  reader = await registerUser(app);
  article = await publishArticle(app, author.accessToken);
  draft = await publishArticle(app, author.accessToken, { isDraft: true });
});
afterAll(() => app.close());

describe('/v1/garlic-pioneer-feedback/add', () => {
  it('keeps a reader’s feedback on an article', async () => {
    const reply = await post(
      app,
      '/v1/garlic-pioneer-feedback/add',
      { articleId: article, feedbackContent: '  文中5.0公分报价与今日市场不符，请核实。 ' },
      reader.accessToken,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.articleId).toBe(article);
    const rows = await feedbackRows();
    expect(rows.map((r) => [r.articleId, r.frontUserId, r.feedbackContent])).toEqual([
      [article, reader.user.frontUserId, '文中5.0公分报价与今日市场不符，请核实。'],
    ]);
  });

  it.each([
    [{ feedbackContent: '好' }, 'feedbackContent must NOT have fewer than 5 characters'],
    [{ feedbackContent: '   好   ' }, 'feedbackContent must NOT have fewer than 5 characters'],
    [{ feedbackContent: undefined }, 'feedbackContent is required'],
    [{ articleId: undefined }, 'articleId is required'],
    [{ feedbackContent: '蒜'.repeat(501) }, 'feedbackContent must NOT have more than 500 characters'],
  ])('refuses %j naming the field and writes nothing', async (change, message) => {
    const before = (await feedbackRows()).length;
    const reply = await post(
      app,
      '/v1/garlic-pioneer-feedback/add',
      { articleId: article, feedbackContent: '价格数据有误，请更正。', ...change },
      reader.accessToken,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
    expect((await feedbackRows()).length).toBe(before);
  });

  it('needs sign-in, and an article the reader can open', async () => {
    expect((await post(app, '/v1/garlic-pioneer-feedback/add', { articleId: article, feedbackContent: '价格数据有误，请更正。' })).status).toBe(401);
    expect(
      (await post(app, '/v1/garlic-pioneer-feedback/add', { articleId: '42', feedbackContent: '价格数据有误，请更正。' }, reader.accessToken)).status,
    ).toBe(404);
    expect(
      (await post(app, '/v1/garlic-pioneer-feedback/add', { articleId: draft, feedbackContent: '价格数据有误，请更正。' }, reader.accessToken)).status,
    ).toBe(404);
    expect(
      (await post(app, '/v1/garlic-pioneer-feedback/add', { articleId: draft, feedbackContent: '草稿自检：数据待更新。' }, author.accessToken)).status,
    ).toBe(200);
  });
});
