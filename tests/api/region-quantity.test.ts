import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';
import { insertStockFixture } from './helpers/stock-fixture.ts';

// The fixture (helpers/stock-fixture.ts), national garlic at month ends: 2023-08 400, 2024-05 100,
// 2024-06 150, 2024-07 300, 2024-08 450 (estimate), 2024-09 420, 2024-10 380, 2099-01 999 (future).
// Garlic per region: 2024-09 Jinxiang 200, Pizhou 50; 2024-10 Jinxiang 180, Pizhou 60, Qixian 30 (estimate).
// Capacity: 2023 national 500; 2024 national 600. Every expected figure is worked out by hand from these.
const JX = '370828';
const PZ = '320382';
const QX = '410221';

let app: App;
let empty: App;
beforeAll(async () => {
  [app, empty] = await Promise.all([startTestApp(), startTestApp()]);
  await insertStockFixture(app);
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

const nulls = (keys: string[]) => keys.map((storeMonth) => ({ storeMonth, stockQuantity: null }));
const season = (year: number) => [6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5].map((m) => `${m >= 6 ? year : year + 1}-${String(m).padStart(2, '0')}`);

describe('GET /v1/region-quantity/stock/three-years', () => {
  it('gives the national garlic stock of the latest three seasons, June to May', async () => {
    const reply = await get(app, '/v1/region-quantity/stock/three-years');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    const [s2022, s2023, s2024] = reply.body.data;
    expect(s2022).toEqual({ seasonYear: 2022, season: '2022/23', months: nulls(season(2022)), estimate: false });
    expect(s2023.season).toBe('2023/24');
    expect(s2023.months.map((m: { stockQuantity: number | null }) => m.stockQuantity)).toEqual([
      null,
      null,
      400,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      100,
    ]);
    expect(s2023.estimate).toBe(false);
    expect(s2024.months.map((m: { stockQuantity: number | null }) => m.stockQuantity)).toEqual([
      150,
      300,
      450,
      420,
      380,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(s2024.months[0].storeMonth).toBe('2024-06');
    expect(s2024.estimate).toBe(true);
  });

  it("takes one region's figures", async () => {
    const data = (await get(app, '/v1/region-quantity/stock/three-years', { regionId: JX })).body.data;
    expect(data.map((s: { seasonYear: number }) => s.seasonYear)).toEqual([2022, 2023, 2024]);
    expect(data[2].months.slice(3, 5)).toEqual([
      { storeMonth: '2024-09', stockQuantity: 200 },
      { storeMonth: '2024-10', stockQuantity: 180 },
    ]);
    expect(data[2].estimate).toBe(false);
  });

  it('is empty without figures, and refuses an unknown region', async () => {
    expect((await get(empty, '/v1/region-quantity/stock/three-years')).body.data).toEqual([]);
    const reply = await get(app, '/v1/region-quantity/stock/three-years', { regionId: '999999' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('regionId must be one of');
  });
});

describe('GET /v1/region-quantity/walk/three-years', () => {
  it('adds loads up per month for the three seasons up to the latest day with figures', async () => {
    const data = (await get(app, '/v1/region-quantity/walk/three-years')).body.data;
    expect(data.map((s: { season: string }) => s.season)).toEqual(['2024/25', '2025/26', '2026/27']);
    const loads = (s: { months: { totalQuantity: number | null }[] }) => s.months.map((m) => m.totalQuantity);
    expect(loads(data[0])).toEqual(new Array(12).fill(null));
    // October 2025: 130 (Jinxiang) + 26 (Pizhou)
    expect(loads(data[1])).toEqual([null, null, null, null, 156, null, null, null, null, null, null, null]);
    expect(data[2].months[0]).toEqual({ month: '2026-06', totalQuantity: 15 });
    expect(loads(data[2]).slice(1)).toEqual(new Array(11).fill(null));
  });

  it('takes one market', async () => {
    const data = (await get(app, '/v1/region-quantity/walk/three-years', { regionId: PZ })).body.data;
    // Pizhou's latest day is 2025-10-20, so its seasons end with 2025/26
    expect(data.map((s: { season: string }) => s.season)).toEqual(['2023/24', '2024/25', '2025/26']);
    expect(data[2].months[4]).toEqual({ month: '2025-10', totalQuantity: 26 });
    expect(data[2].months[5]).toEqual({ month: '2025-11', totalQuantity: null });
    expect((await get(empty, '/v1/region-quantity/walk/three-years')).body.data).toEqual([]);
  });
});

describe('GET /v1/region-quantity/stock/years', () => {
  it('sums each season up: peak, latest month and the outflow between', async () => {
    expect((await get(app, '/v1/region-quantity/stock/years')).body.data).toEqual([
      {
        seasonYear: 2023,
        season: '2023/24',
        peakMonth: '2023-08',
        peakQuantity: 400,
        endMonth: '2024-05',
        endQuantity: 100,
        outflow: 300,
        complete: true,
        estimate: false,
      },
      {
        seasonYear: 2024,
        season: '2024/25',
        peakMonth: '2024-08',
        peakQuantity: 450,
        endMonth: '2024-10',
        endQuantity: 380,
        outflow: 70,
        complete: false,
        estimate: true,
      },
    ]);
    expect((await get(app, '/v1/region-quantity/stock/years', { regionId: PZ })).body.data).toEqual([
      {
        seasonYear: 2024,
        season: '2024/25',
        peakMonth: '2024-10',
        peakQuantity: 60,
        endMonth: '2024-10',
        endQuantity: 60,
        outflow: 0,
        complete: false,
        estimate: false,
      },
    ]);
  });
});

describe('GET /v1/region-quantity/term-month-list', () => {
  it('lists the national months newest first with the change on the month before', async () => {
    expect((await get(app, '/v1/region-quantity/term-month-list')).body.data).toEqual([
      { storeMonth: '2024-10', stockQuantity: 380, change: -40, estimate: false },
      { storeMonth: '2024-09', stockQuantity: 420, change: -30, estimate: false },
      { storeMonth: '2024-08', stockQuantity: 450, change: 150, estimate: true },
      { storeMonth: '2024-07', stockQuantity: 300, change: 150, estimate: false },
      { storeMonth: '2024-06', stockQuantity: 150, change: 50, estimate: false },
      { storeMonth: '2024-05', stockQuantity: 100, change: null, estimate: false },
      { storeMonth: '2023-08', stockQuantity: 400, change: null, estimate: false },
    ]);
  });
});

describe('GET /v1/region-quantity/term-month-detail', () => {
  it('splits a month over regions and sets it beside the same month of other seasons', async () => {
    expect((await get(app, '/v1/region-quantity/term-month-detail', { month: '2024-10' })).body.data).toEqual({
      storeMonth: '2024-10',
      stockQuantity: 380,
      change: -40,
      regions: [
        { regionId: JX, stockQuantity: 180, share: 47.4, change: -20 },
        { regionId: PZ, stockQuantity: 60, share: 15.8, change: 10 },
        { regionId: QX, stockQuantity: 30, share: 7.9, change: null },
      ],
      sameMonth: [{ seasonYear: 2024, season: '2024/25', storeMonth: '2024-10', stockQuantity: 380, yoy: null }],
      estimate: true,
    });
  });

  it('compares August across seasons', async () => {
    const { data } = (await get(app, '/v1/region-quantity/term-month-detail', { month: '2024-08' })).body;
    expect(data.regions).toEqual([]);
    expect(data.sameMonth).toEqual([
      { seasonYear: 2023, season: '2023/24', storeMonth: '2023-08', stockQuantity: 400, yoy: null },
      { seasonYear: 2024, season: '2024/25', storeMonth: '2024-08', stockQuantity: 450, yoy: 12.5 },
    ]);
  });

  it('answers a month without figures with nothing, and refuses a bad month', async () => {
    expect((await get(app, '/v1/region-quantity/term-month-detail', { month: '2024-11' })).body.data).toEqual({
      storeMonth: '2024-11',
      stockQuantity: null,
      change: null,
      regions: [],
      sameMonth: [],
      estimate: false,
    });
    const reply = await get(app, '/v1/region-quantity/term-month-detail', { month: '2024-1' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('month must be a month as YYYY-MM');
  });
});

describe('GET /v1/region-quantity/month-stock', () => {
  it('gives the latest national month against the month before and the season peak', async () => {
    expect((await get(app, '/v1/region-quantity/month-stock')).body.data).toEqual({
      storeMonth: '2024-10',
      stockQuantity: 380,
      change: -40,
      lastYearQuantity: null,
      yoy: null,
      peakMonth: '2024-08',
      peakQuantity: 450,
      remaining: 84.4,
      estimate: false,
    });
    expect((await get(empty, '/v1/region-quantity/month-stock')).body.data.storeMonth).toBeNull();
  });
});

describe('QUERY or GET /v1/region-quantity/history-year-page', () => {
  const s2024 = {
    seasonYear: 2024,
    season: '2024/25',
    peakMonth: '2024-08',
    peakQuantity: 450,
    endMonth: '2024-10',
    endQuantity: 380,
    outflow: 70,
    complete: false,
    capacity: 600,
    utilisation: 75,
    estimate: true,
  };
  const s2023 = {
    seasonYear: 2023,
    season: '2023/24',
    peakMonth: '2023-08',
    peakQuantity: 400,
    endMonth: '2024-05',
    endQuantity: 100,
    outflow: 300,
    complete: true,
    capacity: 500,
    utilisation: 80,
    estimate: false,
  };

  it('pages the seasons newest first with their capacity', async () => {
    const first = (await get(app, '/v1/region-quantity/history-year-page', { page: 1, pageSize: 1 })).body;
    expect(first.data).toEqual([s2024]);
    expect(first.totalCount).toBe(2);
    expect((await get(app, '/v1/region-quantity/history-year-page', { page: 2, pageSize: 1 })).body.data).toEqual([s2023]);
    expect((await get(app, '/v1/region-quantity/history-year-page', { page: 3, pageSize: 1 })).body).toMatchObject({ data: [], totalCount: 2 });
  });

  it('answers the QUERY method with its input as a JSON body alike, uncached', async () => {
    const res = await app.inject({ method: 'QUERY' as 'GET', url: '/api/v1/region-quantity/history-year-page', payload: { page: 1, pageSize: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([s2024, s2023]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a bad page size', async () => {
    const reply = await get(app, '/v1/region-quantity/history-year-page', { pageSize: 0 });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('pageSize must be >= 1');
  });
});

describe('QUERY or GET /v1/region-quantity/history-month-list', () => {
  it("gives a season's twelve months against the month before and the season before", async () => {
    const data = (await get(app, '/v1/region-quantity/history-month-list', { year: 2024 })).body.data;
    expect(data).toHaveLength(12);
    expect(data.slice(0, 5)).toEqual([
      { storeMonth: '2024-06', stockQuantity: 150, change: 50, lastYearQuantity: null, yoy: null, estimate: false },
      { storeMonth: '2024-07', stockQuantity: 300, change: 150, lastYearQuantity: null, yoy: null, estimate: false },
      { storeMonth: '2024-08', stockQuantity: 450, change: 150, lastYearQuantity: 400, yoy: 12.5, estimate: true },
      { storeMonth: '2024-09', stockQuantity: 420, change: -30, lastYearQuantity: null, yoy: null, estimate: false },
      { storeMonth: '2024-10', stockQuantity: 380, change: -40, lastYearQuantity: null, yoy: null, estimate: false },
    ]);
    expect(data[11]).toEqual({ storeMonth: '2025-05', stockQuantity: null, change: null, lastYearQuantity: 100, yoy: null, estimate: false });
  });

  it('answers QUERY too, and refuses a missing or bad year either way', async () => {
    const query = (payload: object) => app.inject({ method: 'QUERY' as 'GET', url: '/api/v1/region-quantity/history-month-list', payload });
    const res = await query({ year: 2023 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[2]).toEqual({ storeMonth: '2023-08', stockQuantity: 400, change: null, lastYearQuantity: null, yoy: null, estimate: false });
    expect((await query({ year: 'last' })).json().msg).toBe('year must be integer');
    const reply = await get(app, '/v1/region-quantity/history-month-list');
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('year is required');
  });
});
