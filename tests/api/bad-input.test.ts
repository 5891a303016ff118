import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapi from '../../generated/openapi.json' with { type: 'json' };
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';

type Op = { operationId: string; parameters?: { name: string; in: string; required: boolean; schema: { enum?: string[] } }[] };
const paged = Object.entries(openapi.paths as unknown as Record<string, Record<string, Op>>).flatMap(([path, item]) =>
  Object.values(item)
    .filter((op) => op.parameters?.some((p) => p.name === 'page'))
    .map((op) => ({
      path,
      op,
      // Required inputs other than paging, given a valid value so the paging is what is judged.
      given: Object.fromEntries(op.parameters!.filter((p) => p.required).map((p) => [p.name, p.schema.enum?.[0] ?? 'x'])),
    })),
);

let app: App;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  app = await startTestApp();
  user = await registerUser(app);
});
afterAll(() => app.close());

describe('paging out of range', () => {
  it('covers every paged call of the document', () => {
    expect(paged.length).toBeGreaterThan(20);
  });

  for (const { path, op, given } of paged) {
    it(`${op.operationId}: page and pageSize out of range answer 400 naming the field`, async () => {
      const url = path;
      for (const page of ['1e308', '-1', '0', 'abc', '1.5', '100001', '9'.repeat(400)]) {
        const reply = await get(app, url, { ...given, page }, user.accessToken);
        expect(reply.status, `page=${page.slice(0, 20)}`).toBe(400);
        expect(reply.body.code).toBe('BAD_REQUEST');
        expect(reply.body.msg).toMatch(/^page /);
      }
      const size = await get(app, url, { ...given, pageSize: '1e308' }, user.accessToken);
      expect(size.status).toBe(400);
      expect(size.body.msg).toMatch(/^pageSize /);
    });
  }

  it('the deepest page allowed answers an empty page, not an error', async () => {
    const reply = await get(app, '/v1/forum/getByPage', { page: 100000, pageSize: 100 });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
  });
});

describe('control characters in text', () => {
  it('a NUL in a body field answers 400 naming the field, and nothing is stored', async () => {
    const reply = await post(app, '/v1/feedback/add', { feedbackContent: '希望增加\u0000价格走势图' }, user.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('feedbackContent must not contain control characters');
    expect(await app.services.db.selectFrom('feedback').selectAll().execute()).toHaveLength(0);
  });

  it('other control characters, in nested fields and query strings, answer 400 naming the field', async () => {
    for (const c of ['\u0001', '\u001b', '\u007f', '\u0085']) {
      const reply = await post(app, '/v1/feedback/add', { feedbackContent: `希望增加${c}价格走势图` }, user.accessToken);
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toBe('feedbackContent must not contain control characters');
    }
    const query = await get(app, '/v1/dict-item/getDictItemByDictCode', { dictCode: 'region\u0000' });
    expect(query.status).toBe(400);
    expect(query.body.msg).toBe('dictCode must not contain control characters');
    const nested = await post(app, '/v1/front_user/update', { avatar: { fileName: 'a\u0000.png', filePath: '/files/a.png' } }, user.accessToken);
    expect(nested.status).toBe(400);
    expect(nested.body.msg).toBe('avatar.fileName must not contain control characters');
  });

  it('keeps line breaks and tabs in multi-line text', async () => {
    const reply = await post(app, '/v1/feedback/add', { feedbackContent: '第一行\n第二行\r\n\t第三行' }, user.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.feedbackContent).toBe('第一行\n第二行\r\n\t第三行');
  });

  it('a percent-encoded NUL in a query string answers 400 naming the parameter', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/forum/getById?forumId=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('forumId must not contain control characters');
  });
});

describe('unknown fields', () => {
  it('a body field the call does not take answers 400 naming it, and nothing is stored', async () => {
    const reply = await post(app, '/v1/feedback/add', { feedbackContent: '希望增加邳州白蒜的价格走势图', frontUserId: 'someone-else' }, user.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('frontUserId is not a field of this call');
    expect(await app.services.db.selectFrom('feedback').selectAll().where('feedbackContent', '=', '希望增加邳州白蒜的价格走势图').execute()).toHaveLength(0);
  });

  it('an unknown field inside a row of a list is named by its path', async () => {
    const reply = await post(
      app,
      '/v1/conjuncture/add',
      {
        regionId: '370828',
        goodsId: '1',
        conjunctureContent: '今日金乡杂交蒜走货平稳，价格小幅上扬。',
        priceList: [{ specsId: '3', price: 2.95, discount: 1 }],
      },
      user.accessToken,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('priceList.0.discount is not a field of this call');
  });

  it('an unknown query parameter answers 400 naming it', async () => {
    const reply = await get(app, '/v1/forum/getByPage', { page: 1, sort: 'hot' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('sort is not a field of this call');
  });
});
