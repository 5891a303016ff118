import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';
import { PUBLISHED_SERIES } from '../../src/server/admin/price-entry.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { insertPriceRows } from './helpers/price-rows.ts';
import { addDays, chinaToday } from '../../src/shared/china-time.ts';

let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
let other: Awaited<ReturnType<typeof registerUser>>;
const today = chinaToday();
const yesterday = addDays(today, -1);
const JINXIANG = '370828';

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app, { nickname: '行情录入员' });
  other = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
  // Jinxiang's headline (hybrid, medium mixed) and one more of its series, quoted yesterday and a week ago.
  await insertPriceRows(app, [
    [addDays(today, -7), JINXIANG, '1', '3', 2.4, 2.5, 2.3],
    [yesterday, JINXIANG, '1', '3', 2.5, 2.6, 2.4],
    [yesterday, JINXIANG, '1', '4', 2.8, 2.9, 2.7],
  ]);
});
afterAll(() => app.close());

const auditRows = () => app.services.db.selectFrom('audit_log').selectAll().where('action', '=', 'prices.enter').orderBy('createTime').execute();
const dayRows = (date: string) => app.services.db.selectFrom('price').selectAll().where('priceDate', '=', date).orderBy('priceId').execute();
const row = (goodsId: string, specsId: string, avgPrice: number, maxPrice: number, minPrice: number, regionId = JINXIANG) => ({
  regionId,
  goodsId,
  specsId,
  avgPrice,
  maxPrice,
  minPrice,
});

describe('GET /api/admin/prices/grid', () => {
  it('answers 401 signed out and 403 to a user who is not an operator', async () => {
    expect((await get(app, '/admin/prices/grid')).status).toBe(401);
    const notOperator = await get(app, '/admin/prices/grid', {}, other.accessToken);
    expect(notOperator.status).toBe(403);
    expect(notOperator.body.msg).toBe('This needs the operator role');
  });

  it('lists every published series, prefilled with its last quotation before the day', async () => {
    const reply = await get(app, '/admin/prices/grid', { date: today }, operator.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data.date).toBe(today);
    const rows = reply.body.data.rows as Record<string, unknown>[];
    expect(rows).toHaveLength(PUBLISHED_SERIES.length);
    expect(rows.find((r) => r.regionId === JINXIANG && r.goodsId === '1' && r.specsId === '3')).toEqual({
      regionId: JINXIANG,
      goodsId: '1',
      specsId: '3',
      lastDate: yesterday,
      lastAvgPrice: 2.5,
      lastMaxPrice: 2.6,
      lastMinPrice: 2.4,
      avgPrice: 2.5,
      maxPrice: 2.6,
      minPrice: 2.4,
      entered: false,
    });
    // A series never quoted has nothing to prefill.
    expect(rows.find((r) => r.regionId === '320382' && r.goodsId === '2' && r.specsId === '8')).toEqual({
      regionId: '320382',
      goodsId: '2',
      specsId: '8',
      entered: false,
    });
    // Yesterday's grid prefills from the week before.
    const earlier = await get(app, '/admin/prices/grid', { date: yesterday }, operator.accessToken);
    expect(earlier.body.data.rows.find((r: Record<string, unknown>) => r.goodsId === '1' && r.specsId === '3' && r.regionId === JINXIANG)).toMatchObject({
      lastAvgPrice: 2.4,
      avgPrice: 2.5,
      entered: true,
    });
  });

  it('refuses a day that is not a date', async () => {
    const reply = await get(app, '/admin/prices/grid', { date: '2026-02-30' }, operator.accessToken);
    expect(reply.status).toBe(400);
  });
});

describe('POST /api/admin/prices/enter', () => {
  it('answers 401 signed out and 403 to a user who is not an operator, writing nothing', async () => {
    const body = { date: today, rows: [row('1', '3', 2.55, 2.6, 2.5)] };
    expect((await post(app, '/admin/prices/enter', body)).status).toBe(401);
    expect((await post(app, '/admin/prices/enter', body, other.accessToken)).status).toBe(403);
    expect(await dayRows(today)).toEqual([]);
  });

  it('names every bad row and writes nothing when any row is wrong', async () => {
    const reply = await post(
      app,
      '/admin/prices/enter',
      {
        date: today,
        rows: [
          row('1', '3', 2.55, 2.6, 2.5),
          row('1', '4', 2.9, 2.8, 2.7),
          row('1', '3', 2.55, 2.6, 2.5),
          row('1', '1', 2.0, 2.1, 2.2),
          row('8', '9', 2, 2, 2),
        ],
      },
      operator.accessToken,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(
      'Nothing was written; 4 rows are wrong: row 2 (Jinxiang Hybrid garlic Large mixed grade): maxPrice 2.8 is below avgPrice 2.9; row 3 (Jinxiang Hybrid garlic Medium mixed grade): Jinxiang Hybrid garlic Medium mixed grade is entered twice; row 4 (Jinxiang Hybrid garlic Clove material): avgPrice 2 is below minPrice 2.2; row 5 (Jinxiang Multi-clove garlic Solo 3.0 cm): Jinxiang Multi-clove garlic Solo 3.0 cm is not a series any market publishes',
    );
    expect(await dayRows(today)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses figures the schema does not allow, and a day after today', async () => {
    const cents = await post(app, '/admin/prices/enter', { date: today, rows: [row('1', '3', 2.555, 2.6, 2.5)] }, operator.accessToken);
    expect(cents.status).toBe(400);
    const tomorrow = await post(app, '/admin/prices/enter', { date: addDays(today, 1), rows: [row('1', '3', 2.55, 2.6, 2.5)] }, operator.accessToken);
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.msg).toBe(`date ${addDays(today, 1)} is after today in China`);
    expect(await dayRows(today)).toEqual([]);
  });

  it('asks to confirm a change of more than 30%, naming the rows, and writes it when confirmed', async () => {
    const rows = [row('1', '3', 2.6, 2.7, 2.5), row('1', '4', 3.7, 3.8, 3.6)];
    const asked = await post(app, '/admin/prices/enter', { date: today, rows }, operator.accessToken);
    expect(asked.status).toBe(409);
    expect(asked.body.msg).toBe('Send confirm: true to write changes of more than 30%: row 2 (Jinxiang Hybrid garlic Large mixed grade) +32.1% from 2.8');
    expect(await dayRows(today)).toEqual([]);

    const homeBefore = await get(app, '/v1/home/queryPrice');
    expect(homeBefore.body.data.find((q: { regionId: string }) => q.regionId === JINXIANG)).toMatchObject({ priceDate: yesterday, avgPrice: 2.5 });
    const dayBefore = await get(app, '/v1/price-analyse/day');
    expect(dayBefore.body.data.priceDate).toBe(yesterday);

    const written = await post(app, '/admin/prices/enter', { date: today, rows, confirm: true }, operator.accessToken);
    expect(written.status).toBe(200);
    expect(written.body.data).toEqual({ date: today, written: 2, replaced: 0 });
    const stored = await dayRows(today);
    expect(stored.map((r) => [r.priceId, Number(r.avgPrice), r.source, r.batchNum])).toEqual([
      [`${today}|${JINXIANG}|1|3`, 2.6, 'operator', today.replaceAll('-', '')],
      [`${today}|${JINXIANG}|1|4`, 3.7, 'operator', today.replaceAll('-', '')],
    ]);

    // The cached public replies see the new figures at once.
    const homeAfter = await get(app, '/v1/home/queryPrice');
    expect(homeAfter.body.data.find((q: { regionId: string }) => q.regionId === JINXIANG)).toMatchObject({
      priceDate: today,
      avgPrice: 2.6,
      previousAvgPrice: 2.5,
      changeRate: 4,
    });
    const dayAfter = await get(app, '/v1/price-analyse/day');
    expect(dayAfter.body.data.priceDate).toBe(today);
    expect(dayAfter.body.data.rows).toHaveLength(2);

    const [audit] = await auditRows();
    expect(audit).toMatchObject({ operatorId: operator.user.frontUserId, operatorName: '行情录入员', entity: 'price', entityId: today.replaceAll('-', '') });
    expect(JSON.parse(String(audit!.before))).toEqual([]);
    expect(JSON.parse(String(audit!.after)).map((r: { avgPrice: number }) => r.avgPrice)).toEqual([2.6, 3.7]);
  });

  it('replaces the day’s row of a series entered again, recording the row before', async () => {
    const reply = await post(app, '/admin/prices/enter', { date: today, rows: [row('1', '3', 2.62, 2.7, 2.5)] }, operator.accessToken);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ date: today, written: 1, replaced: 1 });
    const audits = await auditRows();
    expect(audits).toHaveLength(2);
    expect(JSON.parse(String(audits[1]!.before))).toMatchObject([{ priceId: `${today}|${JINXIANG}|1|3`, avgPrice: 2.6, source: 'operator' }]);
    const grid = await get(app, '/admin/prices/grid', { date: today }, operator.accessToken);
    expect(grid.body.data.rows.find((r: Record<string, unknown>) => r.regionId === JINXIANG && r.goodsId === '1' && r.specsId === '3')).toMatchObject({
      avgPrice: 2.62,
      lastAvgPrice: 2.5,
      entered: true,
      source: 'operator',
    });
  });
});
