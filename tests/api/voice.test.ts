import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';
import { insertPriceRows, type PriceFixtureRow } from './helpers/price-rows.ts';

// Quotations of 2026-11-19 and -20: Jinxiang's headline grade (hybrid, medium mixed) moved 3.00 → 3.05;
// Pizhou's headline (pure white, 6.5 cm) has no quotation before the 20th; Jinxiang clove material is not a headline.
const PRICES: PriceFixtureRow[] = [
  ['2026-11-19', '370828', '1', '3', 3.0, 3.1, 2.9],
  ['2026-11-20', '370828', '1', '3', 3.05, 3.15, 2.95],
  ['2026-11-20', '370828', '1', '1', 2.45, 2.55, 2.35],
  ['2026-11-20', '320382', '2', '8', 6.3, 6.5, 6.1],
];

const REPORT_TITLE = '2026年11月20日大蒜产地价格播报';
const REPORT_TEXT =
  '2026年11月20日全国主要大蒜产区价格播报。' +
  '金乡，杂交蒜中混级，均价每斤3.05元，价格区间2.95至3.15元，较上期上涨0.05元。' +
  '邳州，纯白蒜6.5公分，均价每斤6.30元，价格区间6.10至6.50元。' +
  '以上价格仅供参考，以实际成交为准。';
const POST_TITLE = '出售 金乡杂交蒜中混级 60吨';
const POST_TEXT =
  '出售：金乡杂交蒜中混级，库内蒜，10公斤网袋，数量60吨，起订10吨，价格每斤2.35元。' +
  '货源地：山东省金乡县。补充说明：库内中混级，货干净，支持看货。' +
  '联系人：王老板，联系电话请在大蒜行情买卖信息中查看。';

let app: App;
let trader: Awaited<ReturnType<typeof registerUser>>;
let listener: Awaited<ReturnType<typeof registerUser>>;
let postId: string;
let hiddenPostId: string;

const count = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('voice_broadcast')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  app = await startTestApp();
  trader = await registerUser(app);
  listener = await registerUser(app);
  await insertPriceRows(app, PRICES);
  postId = (await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken)).body.data.buySellId;
  hiddenPostId = (await post(app, '/v1/buy-sell/add', postBody({ transactionType: '1' }), trader.accessToken)).body.data.buySellId;
  await get(app, '/v1/buy-sell/unshelve', { buySellId: hiddenPostId, publishStatus: '0' }, trader.accessToken);
});
afterAll(() => app.close());

describe('/v1/voice/broadcast/add', () => {
  it('puts the daily price report of a quotation day on the list, read from the price table', async () => {
    const reply = await post(app, '/v1/voice/broadcast/add', { type: 'PRICE_DAY', id: '20261120' }, listener.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      type: 'PRICE_DAY',
      businessId: '20261120',
      title: REPORT_TITLE,
      content: REPORT_TEXT,
      publisherId: listener.user.frontUserId,
    });
    expect(reply.body.data.voiceId).toMatch(/^\d{15,}$/);
  });

  it('puts a listed trade post on the list as a trader would announce it, without the phone number', async () => {
    const owned = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: postId, publisherId: trader.user.frontUserId }, listener.accessToken);
    expect(owned.status).toBe(400);
    expect(owned.body.msg).toBe('publisherId is not a field of this call');
    const reply = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: postId }, listener.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      type: 'BUY_SELL',
      businessId: postId,
      title: POST_TITLE,
      content: POST_TEXT,
      publisherId: listener.user.frontUserId,
    });
    expect(reply.body.data.content).not.toContain('13953700001');
  });

  it('refuses the same item twice (409) and writes nothing', async () => {
    const before = await count();
    const reply = await post(app, '/v1/voice/broadcast/add', { type: 'PRICE_DAY', id: '20261120' }, trader.accessToken);
    expect(reply.status).toBe(409);
    expect(reply.body.msg).toBe('This item is already on the broadcast list');
    expect(await count()).toBe(before);
  });

  it.each([
    ['an unknown type', { type: 'FORUM', id: '1' }, 400, 'type must be one of'],
    ['no type', { id: '1' }, 400, 'type is required'],
    ['no id', { type: 'BUY_SELL' }, 400, 'id is required'],
    ['a day that is not YYYYMMDD', { type: 'PRICE_DAY', id: '2026-11-20' }, 400, 'id must be a quotation day as YYYYMMDD'],
    ['a day without quotations', { type: 'PRICE_DAY', id: '20261121' }, 404, 'price report 20261121 was not found'],
    ['an impossible day', { type: 'PRICE_DAY', id: '20261131' }, 404, 'price report 20261131 was not found'],
    ['an unknown post', { type: 'BUY_SELL', id: '123' }, 404, 'buySell 123 was not found'],
  ])('refuses %s and writes nothing', async (_name, body, status, message) => {
    const before = await count();
    const reply = await post(app, '/v1/voice/broadcast/add', body, listener.accessToken);
    expect(reply.status).toBe(status);
    expect(reply.body.msg).toContain(message);
    expect(await count()).toBe(before);
  });

  it('refuses a post taken off shelf, even for its owner', async () => {
    const reply = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: hiddenPostId }, trader.accessToken);
    expect(reply.status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const reply = await post(app, '/v1/voice/broadcast/add', { type: 'PRICE_DAY', id: '20261119' });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });
});

describe('/v1/voice/getByPage', () => {
  it('lists broadcasts newest first for anyone, paged and filtered by source', async () => {
    await post(app, '/v1/voice/broadcast/add', { type: 'PRICE_DAY', id: '20261119' }, trader.accessToken);
    const all = await get(app, '/v1/voice/getByPage');
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(3);
    expect(all.body.data.map((v: { businessId: string }) => v.businessId)).toEqual(['20261119', postId, '20261120']);
    // The 19th has nothing before it: no change words.
    expect(all.body.data[0].content).toBe(
      '2026年11月19日全国主要大蒜产区价格播报。金乡，杂交蒜中混级，均价每斤3.00元，价格区间2.90至3.10元。以上价格仅供参考，以实际成交为准。',
    );
    expect(all.body.data[0].audioFile).toEqual({});
    const page2 = await get(app, '/v1/voice/getByPage', { page: 2, pageSize: 2 });
    expect(page2.body.data.map((v: { businessId: string }) => v.businessId)).toEqual(['20261120']);
    const posts = await get(app, '/v1/voice/getByPage', { type: 'BUY_SELL' });
    expect(posts.body.data.map((v: { title: string }) => v.title)).toEqual([POST_TITLE]);
  });

  it('refuses a bad filter naming the field', async () => {
    const reply = await get(app, '/v1/voice/getByPage', { type: 'NEWS' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('type must be one of');
  });
});
