import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';
import { articleBody, conjunctureBody, forumBody } from './helpers/content.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';

// Moderation reaches the hand-written queries too (issue 11 point 4, decision 0039): news flashes, the
// home's hot messages, collected lists, the trade statistic and the voice sources drop a row an operator
// hid, while its owner's own list still holds it. Each check is made first with the row shown.

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let owner: Awaited<ReturnType<typeof registerUser>>;
let reader: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app);
  owner = await registerUser(app);
  reader = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

type Reply = { body: { data: Record<string, unknown>[] } };
const ids = (reply: Reply, key = 'businessId') => reply.body.data.map((r) => String(r[key]));
const hide = async (kind: string, idKey: string, id: string) => {
  const reply = await post(app, `/admin/moderation/${kind}/hide`, { [idKey]: id, reason: '违规内容' }, operator.accessToken);
  expect(reply.status).toBe(200);
};
const collect = async (businessType: string, businessId: string) =>
  expect((await post(app, '/v1/user-collection/addOrDel', { businessId, businessType, isCollection: true }, reader.accessToken)).status).toBe(200);
const collected = async () => ids(await get(app, '/v1/mine/getMyCollectArticleByPage', { pageSize: 100 }, reader.accessToken));
const own = async () => ids(await get(app, '/v1/mine/getMyArticleByPage', { pageSize: 100 }, owner.accessToken));
const hot = async () => ids(await get(app, '/v1/home/getHotMess'));

describe('content kinds: news flash, hot messages, collected lists', () => {
  const kinds = [
    {
      name: 'market report',
      type: '2',
      add: '/v1/conjuncture/add',
      body: conjunctureBody,
      idKey: 'conjunctureId',
      admin: 'conjuncture',
      flash: '/v1/conjuncture/getConjunctureNewsFlash',
      hot: true,
    },
    {
      name: 'hot news article',
      type: '3',
      add: '/v1/quotation-article/add',
      body: articleBody,
      idKey: 'quotationArticleId',
      admin: 'quotation-article',
      flash: '/v1/quotation-article/getQuotationHotNewsFlash',
      hot: true,
    },
    {
      name: 'forum topic',
      type: '4',
      add: '/v1/forum/add',
      body: forumBody,
      idKey: 'forumId',
      admin: 'forum',
      flash: '/v1/forum/getForumNewsFlash',
      hot: false,
    },
  ];
  for (const kind of kinds) {
    it(`a hidden ${kind.name} leaves them all but its owner's own list`, async () => {
      const added = await post(app, kind.add, kind.body(), owner.accessToken);
      expect(added.status).toBe(200);
      const id = String(added.body.data[kind.idKey]);
      await collect(kind.type, id);
      expect(ids(await get(app, kind.flash))).toContain(id);
      if (kind.hot) expect(await hot()).toContain(id);
      expect(await collected()).toContain(id);
      expect(await own()).toContain(id);

      await hide(kind.admin, kind.idKey, id);
      expect(ids(await get(app, kind.flash))).not.toContain(id);
      expect(ids(await get(app, kind.flash, {}, reader.accessToken))).not.toContain(id);
      if (kind.hot) expect(await hot()).not.toContain(id);
      expect(await collected()).not.toContain(id);
      expect(await own()).toContain(id);
    });
  }
});

describe('trade posts: the two-day statistic and the voice source', () => {
  it('a hidden trade post is not counted and cannot be read out', async () => {
    const today = async () => (await get(app, '/v1/buy-sell/tow-day-statistic')).body.data.today.total as number;
    const before = await today();
    const first = String((await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken)).body.data.buySellId);
    const second = String((await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken)).body.data.buySellId);
    expect(await today()).toBe(before + 2);
    expect((await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: first }, reader.accessToken)).status).toBe(200);

    await hide('trade-post', 'buySellId', second);
    expect(await today()).toBe(before + 1);
    expect((await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: second }, reader.accessToken)).status).toBe(404);
    const mine = await get(app, '/v1/mine/myFindByPage', { pageSize: 100 }, owner.accessToken);
    expect(ids(mine, 'buySellId')).toContain(second);
  });
});

describe('voice broadcasts', () => {
  it('a hidden broadcast leaves the public list', async () => {
    const post1 = String((await post(app, '/v1/buy-sell/add', postBody(), owner.accessToken)).body.data.buySellId);
    const added = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: post1 }, owner.accessToken);
    expect(added.status).toBe(200);
    const voiceId = String(added.body.data.voiceId);
    const list = async (token?: string) => ids(await get(app, '/v1/voice/getByPage', { pageSize: 100 }, token), 'voiceId');
    expect(await list()).toContain(voiceId);
    await hide('voice', 'voiceId', voiceId);
    expect(await list()).not.toContain(voiceId);
    expect(await list(reader.accessToken)).not.toContain(voiceId);
  });
});
