import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { insertPriceRows, type PriceFixtureRow } from './helpers/price-rows.ts';

const A = '370828'; // Jinxiang: headline hybrid (1) medium mixed (3)
const B = '320382'; // Pizhou: headline pure white (2) 6.5 cm (8)
const C = '410221'; // Qixian: headline hybrid (1) large mixed (4), not quoted here

// [date, market, variety, spec, avg, max, min]; every expected figure below is worked out by hand from these rows.
const FIXTURE: PriceFixtureRow[] = [
  ['2023-10-20', A, '1', '3', 4.5, 4.6, 4.4], // three years back: never in a same-term answer for 2026
  ['2025-10-20', A, '1', '3', 2.7, 2.8, 2.6],
  ['2025-10-21', A, '1', '3', 2.76, 2.86, 2.66],
  ['2026-09-01', A, '1', '4', 3.4, 3.5, 3.3], // a spec not quoted for 80 days: stale
  ['2026-09-15', A, '1', '3', 2.8, 2.9, 2.7],
  ['2026-10-20', A, '1', '3', 3.0, 3.1, 2.9],
  ['2026-10-20', A, '1', '1', 2.5, 2.6, 2.4],
  ['2026-10-22', A, '1', '3', 3.1, 3.3, 3.0],
  ['2026-10-22', A, '1', '1', 2.6, 2.7, 2.5],
  ['2026-10-23', A, '1', '3', 3.2, 3.4, 3.1],
  ['2026-11-20', A, '1', '3', 3.05, 3.15, 2.95],
  ['2026-11-20', A, '1', '1', 2.45, 2.55, 2.35],
  ['2026-11-20', A, '2', '7', 5.0, 5.2, 4.8],
  ['2026-11-19', B, '2', '8', 6.0, 6.2, 5.8],
  ['2026-11-20', B, '2', '8', 6.3, 6.5, 6.1],
  ['2026-11-20', B, '2', '6', 5.0, 5.1, 4.9],
  ['2026-11-18', C, '3', '2', 2.9, 3.0, 2.8],
  ['2026-11-18', C, '1', '1', 2.4, 2.5, 2.3],
  ['2099-01-01', A, '1', '3', 9.99, 9.99, 9.99], // a future row: never "latest"
];

let app: App;
let empty: App;
beforeAll(async () => {
  app = await startTestApp();
  empty = await startTestApp();
  await insertPriceRows(app, FIXTURE);
});
afterAll(async () => {
  await app.close();
  await empty.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Pins "now" (only Date: timers and I/O keep running) at 2026-11-23 12:00 in China. */
const pinNow = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
};

const q = (date: string, regionId: string, goodsId: string, specsId: string, avgPrice: number, maxPrice: number, minPrice: number) => ({
  priceDate: date,
  batchNum: date.replaceAll('-', ''),
  regionId,
  goodsId,
  specsId,
  avgPrice,
  maxPrice,
  minPrice,
});
const noChange = { previousDate: null, previousAvgPrice: null, change: null, changeRate: null };

describe('GET /v1/price-analyse/queryDayChart', () => {
  it('gives the 30 days ending at day: mean of the specs, highest high, lowest low', async () => {
    const reply = await get(app, '/v1/price-analyse/queryDayChart', { day: '2026-11-20', regionId: A, goodsId: '1' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(reply.body.data).toEqual({
      regionId: A,
      goodsId: '1',
      specsId: null,
      startDate: '2026-10-22',
      endDate: '2026-11-20',
      days: [
        // 10-20 is a day before the window; (3.10 + 2.60) / 2 = 2.85
        { priceDate: '2026-10-22', avgPrice: 2.85, maxPrice: 3.3, minPrice: 2.5, specs: 2 },
        { priceDate: '2026-10-23', avgPrice: 3.2, maxPrice: 3.4, minPrice: 3.1, specs: 1 },
        // (3.05 + 2.45) / 2 = 2.75; variety 2 on the same day is another curve
        { priceDate: '2026-11-20', avgPrice: 2.75, maxPrice: 3.15, minPrice: 2.35, specs: 2 },
      ],
    });
  });

  it('follows one spec when asked', async () => {
    const { data } = (await get(app, '/v1/price-analyse/queryDayChart', { day: '2026-11-20', regionId: A, goodsId: '1', specsId: '1' })).body;
    expect(data.specsId).toBe('1');
    expect(data.days).toEqual([
      { priceDate: '2026-10-22', avgPrice: 2.6, maxPrice: 2.7, minPrice: 2.5, specs: 1 },
      { priceDate: '2026-11-20', avgPrice: 2.45, maxPrice: 2.55, minPrice: 2.35, specs: 1 },
    ]);
  });

  it('moves the window with day', async () => {
    const { data } = (await get(app, '/v1/price-analyse/queryDayChart', { day: '2026-10-21', regionId: A, goodsId: '1' })).body;
    expect(data.startDate).toBe('2026-09-22');
    expect(data.days).toEqual([{ priceDate: '2026-10-20', avgPrice: 2.75, maxPrice: 3.1, minPrice: 2.4, specs: 2 }]);
  });

  it('ends today in China without day', async () => {
    pinNow();
    const { data } = (await get(app, '/v1/price-analyse/queryDayChart', { regionId: A, goodsId: '1' })).body;
    expect([data.startDate, data.endDate]).toEqual(['2026-10-25', '2026-11-23']);
    expect(data.days.map((d: { priceDate: string }) => d.priceDate)).toEqual(['2026-11-20']);
  });

  it.each([
    [{ goodsId: '1' }, 'regionId is required'],
    [{ regionId: A }, 'goodsId is required'],
    [{ regionId: '999999', goodsId: '1' }, 'regionId must be one of'],
    [{ regionId: A, goodsId: '99' }, 'goodsId must be one of'],
    [{ regionId: A, goodsId: '1', day: '2026/11/20' }, 'day must be a date as YYYY-MM-DD'],
    [{ regionId: A, goodsId: '1', day: '2026-02-30' }, 'day must be a date as YYYY-MM-DD'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/price-analyse/queryDayChart', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/price-analyse/day', () => {
  it("gives a batch's quotations in market order with their changes, the headline marked", async () => {
    const reply = await get(app, '/v1/price-analyse/day', { batchNum: '20261120' });
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(reply.body.data).toEqual({
      batchNum: '20261120',
      priceDate: '2026-11-20',
      previousBatchNum: '20261119',
      nextBatchNum: null, // 2099 lies after today
      rows: [
        // 2.45 − 2.60 = −0.15, −0.15 / 2.60 = −5.77%
        {
          ...q('2026-11-20', A, '1', '1', 2.45, 2.55, 2.35),
          previousDate: '2026-10-22',
          previousAvgPrice: 2.6,
          change: -0.15,
          changeRate: -5.8,
          headline: false,
        },
        // 3.05 − 3.20 = −0.15, −0.15 / 3.20 = −4.69%
        {
          ...q('2026-11-20', A, '1', '3', 3.05, 3.15, 2.95),
          previousDate: '2026-10-23',
          previousAvgPrice: 3.2,
          change: -0.15,
          changeRate: -4.7,
          headline: true,
        },
        { ...q('2026-11-20', A, '2', '7', 5, 5.2, 4.8), ...noChange, headline: false },
        { ...q('2026-11-20', B, '2', '6', 5, 5.1, 4.9), ...noChange, headline: false },
        // 6.30 − 6.00 = 0.30, 0.30 / 6.00 = 5%
        { ...q('2026-11-20', B, '2', '8', 6.3, 6.5, 6.1), previousDate: '2026-11-19', previousAvgPrice: 6, change: 0.3, changeRate: 5, headline: true },
      ],
    });
  });

  it('marks the first series of a market without its headline grade, and steps to the batches around', async () => {
    const { data } = (await get(app, '/v1/price-analyse/day', { batchNum: '20261118' })).body;
    expect([data.previousBatchNum, data.nextBatchNum]).toEqual(['20261023', '20261119']);
    expect(data.rows).toEqual([
      { ...q('2026-11-18', C, '1', '1', 2.4, 2.5, 2.3), ...noChange, headline: true },
      { ...q('2026-11-18', C, '3', '2', 2.9, 3, 2.8), ...noChange, headline: false },
    ]);
  });

  it('gives the latest batch up to today without batchNum, and an empty batch between two', async () => {
    expect((await get(app, '/v1/price-analyse/day')).body.data.batchNum).toBe('20261120');
    const { data } = (await get(app, '/v1/price-analyse/day', { batchNum: '20261018' })).body;
    expect(data).toEqual({ batchNum: '20261018', priceDate: '2026-10-18', previousBatchNum: '20260915', nextBatchNum: '20261020', rows: [] });
    const none = (await get(empty, '/v1/price-analyse/day')).body.data;
    expect(none).toEqual({ batchNum: null, priceDate: null, previousBatchNum: null, nextBatchNum: null, rows: [] });
  });

  it.each(['2026112', '2026-11-20', '20261399'])('refuses batchNum %s', async (batchNum) => {
    const reply = await get(app, '/v1/price-analyse/day', { batchNum });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('batchNum must be the date as YYYYMMDD');
  });
});

describe('GET /v1/price-analyse/querySameTerm', () => {
  it('gives the month this year and the two before: daily means and the mean of them', async () => {
    const reply = await get(app, '/v1/price-analyse/querySameTerm', { priceYear: 2026, priceMonth: 10, regionId: A, goodsId: '1' });
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=1800');
    expect(reply.body.data).toEqual({
      priceYear: 2026,
      priceMonth: 10,
      years: [
        // (2.50 + 3.00) / 2 = 2.75, (2.60 + 3.10) / 2 = 2.85, 3.20; (2.75 + 2.85 + 3.20) / 3 = 2.933
        {
          year: 2026,
          monthAvg: 2.93,
          days: [
            { day: 20, avgPrice: 2.75 },
            { day: 22, avgPrice: 2.85 },
            { day: 23, avgPrice: 3.2 },
          ],
        },
        // (2.70 + 2.76) / 2 = 2.73
        {
          year: 2025,
          monthAvg: 2.73,
          days: [
            { day: 20, avgPrice: 2.7 },
            { day: 21, avgPrice: 2.76 },
          ],
        },
        { year: 2024, monthAvg: null, days: [] },
      ],
    });
  });

  it('follows one spec when asked', async () => {
    const { data } = (await get(app, '/v1/price-analyse/querySameTerm', { priceYear: 2026, priceMonth: 10, regionId: A, goodsId: '1', specsId: '3' })).body;
    // (3.00 + 3.10 + 3.20) / 3 = 3.10
    expect(data.years[0]).toEqual({
      year: 2026,
      monthAvg: 3.1,
      days: [
        { day: 20, avgPrice: 3 },
        { day: 22, avgPrice: 3.1 },
        { day: 23, avgPrice: 3.2 },
      ],
    });
  });

  it.each([
    [{ priceMonth: 10, regionId: A, goodsId: '1' }, 'priceYear is required'],
    [{ priceYear: 2026, priceMonth: 13, regionId: A, goodsId: '1' }, 'priceMonth must be <= 12'],
    [{ priceYear: 'last', priceMonth: 10, regionId: A, goodsId: '1' }, 'priceYear must be integer'],
    [{ priceYear: 2026, priceMonth: 10, goodsId: '1' }, 'regionId is required'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/price-analyse/querySameTerm', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/price-analyse/quotation-varieties-specs', () => {
  it("gives each spec's latest quotation with its change, leaving out a stale spec", async () => {
    const reply = await get(app, '/v1/price-analyse/quotation-varieties-specs', { regionId: A, goodsId: '1' });
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(reply.body.data).toEqual([
      { ...q('2026-11-20', A, '1', '1', 2.45, 2.55, 2.35), previousDate: '2026-10-22', previousAvgPrice: 2.6, change: -0.15, changeRate: -5.8 },
      { ...q('2026-11-20', A, '1', '3', 3.05, 3.15, 2.95), previousDate: '2026-10-23', previousAvgPrice: 3.2, change: -0.15, changeRate: -4.7 },
    ]);
  });

  it('answers an empty list for a variety the market does not quote', async () => {
    expect((await get(app, '/v1/price-analyse/quotation-varieties-specs', { regionId: B, goodsId: '1' })).body.data).toEqual([]);
  });

  it('refuses a missing variety', async () => {
    const reply = await get(app, '/v1/price-analyse/quotation-varieties-specs', { regionId: A });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('goodsId is required');
  });
});

describe('GET /v1/home/queryPrice', () => {
  it("gives each market's headline grade on or before day, or its first series quoted on its latest day", async () => {
    const reply = await get(app, '/v1/home/queryPrice', { day: '2026-11-23' });
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(reply.body.data).toEqual([
      { ...q('2026-11-20', A, '1', '3', 3.05, 3.15, 2.95), previousDate: '2026-10-23', previousAvgPrice: 3.2, change: -0.15, changeRate: -4.7 },
      { ...q('2026-11-20', B, '2', '8', 6.3, 6.5, 6.1), previousDate: '2026-11-19', previousAvgPrice: 6, change: 0.3, changeRate: 5 },
      { ...q('2026-11-18', C, '1', '1', 2.4, 2.5, 2.3), ...noChange },
    ]);
  });

  it('looks back from an earlier day, and only 30 days', async () => {
    const { data } = (await get(app, '/v1/home/queryPrice', { day: '2026-11-19' })).body;
    expect(data).toEqual([
      // window 10-21..11-19: A's latest headline is 10-23, its previous 10-22
      { ...q('2026-10-23', A, '1', '3', 3.2, 3.4, 3.1), previousDate: '2026-10-22', previousAvgPrice: 3.1, change: 0.1, changeRate: 3.2 },
      { ...q('2026-11-19', B, '2', '8', 6, 6.2, 5.8), ...noChange },
      { ...q('2026-11-18', C, '1', '1', 2.4, 2.5, 2.3), ...noChange },
    ]);
    expect((await get(app, '/v1/home/queryPrice', { day: '2026-08-01' })).body.data).toEqual([]);
  });

  it('takes today in China without day', async () => {
    pinNow();
    const { data } = (await get(app, '/v1/home/queryPrice')).body;
    expect(data.map((r: { regionId: string; priceDate: string }) => `${r.regionId} ${r.priceDate}`)).toEqual([
      `${A} 2026-11-20`,
      `${B} 2026-11-20`,
      `${C} 2026-11-18`,
    ]);
  });

  it('refuses a day that is not a date', async () => {
    const reply = await get(app, '/v1/home/queryPrice', { day: '20261120' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('day must be a date as YYYY-MM-DD');
  });
});

describe('price forecast poll', () => {
  const poll = (token?: string) => get(app, '/v1/price-analyse-forecast/findByGoodsId', { goodsId: '1' }, token);
  const vote = (goodsId: string, voteType: string, token?: string) => post(app, '/v1/price-analyse-forecast/vote', { goodsId, voteType }, token);

  it("counts today's votes per variety, one per user, and shows the caller's own", async () => {
    pinNow();
    const [u1, u2] = [await registerUser(app), await registerUser(app)];
    const first = await poll();
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body.data).toEqual({ goodsId: '1', voteDate: '2026-11-23', up: 0, flat: 0, down: 0, total: 0, myVote: null });

    const cast = await vote('1', '1', u1.accessToken);
    expect(cast.status).toBe(200);
    expect(cast.body.data).toEqual({ goodsId: '1', voteDate: '2026-11-23', up: 1, flat: 0, down: 0, total: 1, myVote: '1' });

    const again = await vote('1', '3', u1.accessToken);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'CONFLICT', msg: 'You have already voted on this variety today' });

    expect((await vote('1', '3', u2.accessToken)).body.data).toMatchObject({ up: 1, flat: 0, down: 1, total: 2, myVote: '3' });
    expect((await vote('2', '2', u1.accessToken)).body.data).toMatchObject({ goodsId: '2', up: 0, flat: 1, down: 0, total: 1, myVote: '2' });

    expect((await poll(u1.accessToken)).body.data).toEqual({ goodsId: '1', voteDate: '2026-11-23', up: 1, flat: 0, down: 1, total: 2, myVote: '1' });
    expect((await poll()).body.data.myVote).toBeNull();
    expect((await poll('not-a-token')).body.data).toMatchObject({ total: 2, myVote: null });
    const stored = await app.services.db
      .selectFrom('price_forecast_vote')
      .select(['goodsId', 'voteType', 'voteDate', 'frontUserId'])
      .where('frontUserId', '=', u1.user.frontUserId)
      .orderBy('goodsId')
      .execute();
    expect(stored).toEqual([
      { goodsId: '1', voteType: '1', voteDate: '2026-11-23', frontUserId: u1.user.frontUserId },
      { goodsId: '2', voteType: '2', voteDate: '2026-11-23', frontUserId: u1.user.frontUserId },
    ]);
  });

  it('starts a new poll at midnight in China, not UTC', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:59:00Z')); // 23:59 on the 24th in China
    const u3 = await registerUser(app);
    expect((await vote('5', '2', u3.accessToken)).body.data).toMatchObject({ voteDate: '2026-11-24', flat: 1, total: 1 });
    vi.setSystemTime(new Date('2026-11-24T16:01:00Z')); // 00:01 on the 25th in China
    expect((await get(app, '/v1/price-analyse-forecast/findByGoodsId', { goodsId: '5' }, u3.accessToken)).body.data).toMatchObject({
      voteDate: '2026-11-25',
      total: 0,
      myVote: null,
    });
    const next = await vote('5', '3', u3.accessToken);
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ voteDate: '2026-11-25', flat: 0, down: 1, total: 1, myVote: '3' });
  });

  it('needs a signed-in user to vote, and a known variety and vote', async () => {
    expect((await vote('1', '1')).status).toBe(401);
    const u = await registerUser(app);
    const badType = await vote('1', '4', u.accessToken);
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toBe('voteType must be one of 1, 2, 3');
    const badGoods = await vote('99', '1', u.accessToken);
    expect(badGoods.status).toBe(400);
    expect(badGoods.body.msg).toContain('goodsId must be one of');
    const noGoods = await get(app, '/v1/price-analyse-forecast/findByGoodsId', {});
    expect(noGoods.status).toBe(400);
    expect(noGoods.body.msg).toBe('goodsId is required');
  });
});
