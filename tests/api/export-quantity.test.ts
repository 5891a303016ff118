import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

// [year, month, country, tonnes, estimate]; every expected figure below is added up by hand from these rows.
const FIXTURE: [number, number, string, number, boolean][] = [
  [2024, 7, 'ID', 100, false], // 2024-07: 150
  [2024, 7, 'VN', 40, false],
  [2024, 7, 'ZZ', 10, false],
  [2024, 8, 'ID', 80, false], // 2024-08: 100
  [2024, 8, 'MY', 20, false],
  [2025, 1, 'ID', 120, false], // 2025-01: 200
  [2025, 1, 'VN', 30, false],
  [2025, 1, 'ZZ', 50, false],
  [2025, 7, 'ID', 90, false], // 2025-07: 180
  [2025, 7, 'VN', 60, false],
  [2025, 7, 'MY', 30, true],
  [2025, 8, 'ID', 70, false], // 2025-08: 120
  [2025, 8, 'BR', 50, false],
  [2099, 1, 'ID', 999, false], // a future row: never counted
];

let app: App;
let empty: App;
beforeAll(async () => {
  [app, empty] = await Promise.all([startTestApp(), startTestApp()]);
  await app.services.db
    .insertInto('export_quantity')
    .values(
      FIXTURE.map(([exportYear, exportMonth, exportCountry, sumQuantity, estimate]) => ({
        exportQuantityId: `${exportYear}|${exportMonth}|${exportCountry}`,
        exportYear,
        exportMonth,
        exportCountry,
        sumQuantity,
        estimate: estimate ? 1 : 0,
      })),
    )
    .execute();
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

describe('GET /v1/export-quantity/getYearQuantity', () => {
  it('adds each year up and compares it with the same months of the year before', async () => {
    const reply = await get(app, '/v1/export-quantity/getYearQuantity');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    expect(reply.body.data).toEqual([
      { year: 2024, months: 2, sumQuantity: 250, lastYearQuantity: 0, yoy: null, estimate: false },
      // 2024 over January, July and August: 150 + 100 = 250; 500 on 250 is +100%
      { year: 2025, months: 3, sumQuantity: 500, lastYearQuantity: 250, yoy: 100, estimate: true },
    ]);
  });

  it('answers an empty list without figures', async () => {
    expect((await get(empty, '/v1/export-quantity/getYearQuantity')).body.data).toEqual([]);
  });
});

describe('GET /v1/export-quantity/getMonthQuantity', () => {
  it('lays July of every year side by side', async () => {
    const { data } = (await get(app, '/v1/export-quantity/getMonthQuantity', { month: 7 })).body;
    expect(data).toEqual({
      month: 7,
      years: [
        { year: 2024, exportMonth: '2024-07', sumQuantity: 150, yoy: null, estimate: false },
        { year: 2025, exportMonth: '2025-07', sumQuantity: 180, yoy: 20, estimate: true },
      ],
    });
  });

  it('has no change where the year before lacks the month, and nothing for a month without figures', async () => {
    expect((await get(app, '/v1/export-quantity/getMonthQuantity', { month: 1 })).body.data.years).toEqual([
      { year: 2025, exportMonth: '2025-01', sumQuantity: 200, yoy: null, estimate: false },
    ]);
    expect((await get(app, '/v1/export-quantity/getMonthQuantity', { month: 3 })).body.data).toEqual({ month: 3, years: [] });
  });

  it.each([
    [{}, 'month is required'],
    [{ month: 13 }, 'month must be <= 12'],
    [{ month: 'July' }, 'month must be integer'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/export-quantity/getMonthQuantity', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/export-quantity/getCountryQuantity', () => {
  it('splits the latest year over destinations, largest first and Others last, against the same months of the year before', async () => {
    const { data } = (await get(app, '/v1/export-quantity/getCountryQuantity')).body;
    expect(data).toEqual({
      year: 2025,
      months: 3,
      sumQuantity: 500,
      estimate: true,
      countries: [
        { exportCountry: 'ID', sumQuantity: 280, share: 56, lastYearQuantity: 180, yoy: 55.6 },
        { exportCountry: 'VN', sumQuantity: 90, share: 18, lastYearQuantity: 40, yoy: 125 },
        { exportCountry: 'BR', sumQuantity: 50, share: 10, lastYearQuantity: 0, yoy: null },
        { exportCountry: 'MY', sumQuantity: 30, share: 6, lastYearQuantity: 20, yoy: 50 },
        { exportCountry: 'ZZ', sumQuantity: 50, share: 10, lastYearQuantity: 10, yoy: 400 },
      ],
    });
  });

  it('takes a year, and answers a year without figures with nothing', async () => {
    const { data } = (await get(app, '/v1/export-quantity/getCountryQuantity', { year: 2024 })).body;
    expect(data.sumQuantity).toBe(250);
    expect(data.countries.map((c: { exportCountry: string; share: number; yoy: number | null }) => [c.exportCountry, c.share, c.yoy])).toEqual([
      ['ID', 72, null],
      ['VN', 16, null],
      ['MY', 8, null],
      ['ZZ', 4, null],
    ]);
    expect((await get(app, '/v1/export-quantity/getCountryQuantity', { year: 2020 })).body.data).toEqual({
      year: 2020,
      months: 0,
      sumQuantity: 0,
      countries: [],
      estimate: false,
    });
    expect((await get(empty, '/v1/export-quantity/getCountryQuantity')).body.data).toEqual({
      year: null,
      months: 0,
      sumQuantity: 0,
      countries: [],
      estimate: false,
    });
  });

  it('refuses a year out of range', async () => {
    const reply = await get(app, '/v1/export-quantity/getCountryQuantity', { year: 1999 });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('year must be >= 2000');
  });
});

describe('GET /v1/export-quantity/getHistoryQuantity', () => {
  const y2025 = { year: 2025, months: 3, sumQuantity: 500, yoy: 100, peakMonth: '2025-01', peakQuantity: 200, topCountry: 'ID', topShare: 56, estimate: true };
  const y2024 = {
    year: 2024,
    months: 2,
    sumQuantity: 250,
    yoy: null,
    peakMonth: '2024-07',
    peakQuantity: 150,
    topCountry: 'ID',
    topShare: 72,
    estimate: false,
  };

  it('pages the years newest first, with the number of years', async () => {
    const first = (await get(app, '/v1/export-quantity/getHistoryQuantity', { page: 1, pageSize: 1 })).body;
    expect(first.data).toEqual([y2025]);
    expect(first.totalCount).toBe(2);
    const second = (await get(app, '/v1/export-quantity/getHistoryQuantity', { page: 2, pageSize: 1 })).body;
    expect(second.data).toEqual([y2024]);
    const past = (await get(app, '/v1/export-quantity/getHistoryQuantity', { page: 3, pageSize: 1 })).body;
    expect(past.data).toEqual([]);
    expect(past.totalCount).toBe(2);
    expect((await get(app, '/v1/export-quantity/getHistoryQuantity')).body.data).toEqual([y2025, y2024]);
  });

  it.each([
    [{ page: 0 }, 'page must be >= 1'],
    [{ pageSize: 101 }, 'pageSize must be <= 100'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/export-quantity/getHistoryQuantity', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/export-quantity/getHistoryQuantityItem', () => {
  it('gives the twelve months of a year against the same months of the year before', async () => {
    const { data } = (await get(app, '/v1/export-quantity/getHistoryQuantityItem', { year: 2025 })).body;
    expect(data.year).toBe(2025);
    expect(data.sumQuantity).toBe(500);
    expect(data.estimate).toBe(true);
    expect(data.months).toHaveLength(12);
    expect(data.months[0]).toEqual({ exportMonth: '2025-01', month: 1, sumQuantity: 200, lastYearQuantity: null, yoy: null });
    expect(data.months[1]).toEqual({ exportMonth: '2025-02', month: 2, sumQuantity: null, lastYearQuantity: null, yoy: null });
    expect(data.months[6]).toEqual({ exportMonth: '2025-07', month: 7, sumQuantity: 180, lastYearQuantity: 150, yoy: 20 });
    expect(data.months[7]).toEqual({ exportMonth: '2025-08', month: 8, sumQuantity: 120, lastYearQuantity: 100, yoy: 20 });
  });

  it('refuses a missing year', async () => {
    const reply = await get(app, '/v1/export-quantity/getHistoryQuantityItem');
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('year is required');
  });
});

describe('GET /v1/export-quantity/getMonthList', () => {
  it('lists every month newest first with the change on the month before and the year before', async () => {
    expect((await get(app, '/v1/export-quantity/getMonthList')).body.data).toEqual([
      { exportMonth: '2025-08', sumQuantity: 120, chain: -33.3, yoy: 20, estimate: false },
      { exportMonth: '2025-07', sumQuantity: 180, chain: null, yoy: 20, estimate: true },
      { exportMonth: '2025-01', sumQuantity: 200, chain: null, yoy: null, estimate: false },
      { exportMonth: '2024-08', sumQuantity: 100, chain: -33.3, yoy: null, estimate: false },
      { exportMonth: '2024-07', sumQuantity: 150, chain: null, yoy: null, estimate: false },
    ]);
  });
});

describe('GET /v1/export-quantity/getMonthQuantityDetail', () => {
  it('splits a month over destinations against the month before and the same month a year before', async () => {
    expect((await get(app, '/v1/export-quantity/getMonthQuantityDetail', { exportMonth: '2025-08' })).body.data).toEqual({
      exportMonth: '2025-08',
      sumQuantity: 120,
      previousQuantity: 180,
      lastYearQuantity: 100,
      chain: -33.3,
      yoy: 20,
      estimate: false,
      countries: [
        { exportCountry: 'ID', sumQuantity: 70, share: 58.3, lastYearQuantity: 80, yoy: -12.5 },
        { exportCountry: 'BR', sumQuantity: 50, share: 41.7, lastYearQuantity: 0, yoy: null },
      ],
    });
  });

  it('answers a month without figures with zeros and no change', async () => {
    expect((await get(app, '/v1/export-quantity/getMonthQuantityDetail', { exportMonth: '2025-09' })).body.data).toEqual({
      exportMonth: '2025-09',
      sumQuantity: 0,
      previousQuantity: 120,
      lastYearQuantity: 0,
      chain: null,
      yoy: null,
      estimate: false,
      countries: [],
    });
  });

  it.each([
    [{}, 'exportMonth is required'],
    [{ exportMonth: '2025-13' }, 'exportMonth must be a month as YYYY-MM'],
    [{ exportMonth: '2025-08-01' }, 'exportMonth must be a month as YYYY-MM'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/export-quantity/getMonthQuantityDetail', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});
