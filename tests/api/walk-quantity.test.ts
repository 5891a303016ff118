import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';
import { insertWalkRows, type WalkFixtureRow } from './helpers/walk-rows.ts';

const A = '370828'; // Jinxiang
const B = '320382'; // Pizhou

// [date, market, dry, reefer, truck]; every expected figure below is added up by hand from these rows.
const FIXTURE: WalkFixtureRow[] = [
  ['2024-10-05', A, 0, 90, 40], // r1: 130
  ['2024-10-20', A, 0, 20, 6], // r2: 26
  ['2025-08-25', A, 50, 5, 20], // r3: 75
  ['2025-09-03', A, 0, 80, 30], // r4: 110
  ['2025-09-20', B, 0, 7, 2], // r5: 9
  ['2025-09-30', A, 0, 12, 5], // r6: 17
  ['2025-10-01', A, 2, 30, 10], // r7: 42
  ['2025-10-15', A, 0, 40, 12], // r8: 52
  ['2025-10-15', B, 0, 15, 9], // r9: 24
  ['2025-10-17', A, 0, 9, 4], // r10: 13
  ['2025-10-17', B, 0, 3, 3], // r11: 6
  ['2025-10-18', B, 0, 5, 1], // r12: 6
  ['2099-01-01', A, 0, 99, 99], // a future row: never "the latest day with figures"
];

let app: App;
let empty: App;
beforeAll(async () => {
  app = await startTestApp();
  empty = await startTestApp();
  await insertWalkRows(app, FIXTURE);
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

const day = (date: string, dry: number, frozen: number, truck: number) => ({
  walkQuantityDate: date,
  dryArkQuantity: dry,
  frozenArkQuantity: frozen,
  truckQuantity: truck,
  totalQuantity: dry + frozen + truck,
});

describe('GET /v1/walk-quantity/monthChain', () => {
  it('compares October 2025 over days 1–18 with September and October 2024 over the same days', async () => {
    const reply = await get(app, '/v1/walk-quantity/monthChain', { walkQuantityDate: '2025-10' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=1800');
    const data = reply.body.data;
    expect(data.month).toBe('2025-10');
    expect(data.throughDay).toBe(18);
    // current r7–r12; previous r4 only (r5 is day 20, r6 day 30); last year r1 only (r2 is day 20)
    expect(data.routes).toEqual([
      { routeId: '1', current: 2, previous: 0, lastYear: 0, chain: null, yoy: null },
      { routeId: '2', current: 102, previous: 80, lastYear: 90, chain: 27.5, yoy: 13.3 },
      { routeId: '3', current: 39, previous: 30, lastYear: 40, chain: 30, yoy: -2.5 },
    ]);
    expect(data.total).toEqual({ current: 143, previous: 110, lastYear: 130, chain: 30, yoy: 10 });
    expect(data.regions).toEqual([
      { regionId: A, dryArkQuantity: 2, frozenArkQuantity: 79, truckQuantity: 26, totalQuantity: 107 },
      { regionId: B, dryArkQuantity: 0, frozenArkQuantity: 23, truckQuantity: 13, totalQuantity: 36 },
    ]);
  });

  it('takes one market over its own last day (17)', async () => {
    const { data } = (await get(app, '/v1/walk-quantity/monthChain', { walkQuantityDate: '2025-10', regionId: A })).body;
    expect(data.throughDay).toBe(17);
    expect(data.total).toEqual({ current: 107, previous: 110, lastYear: 130, chain: -2.7, yoy: -17.7 });
    expect(data.regions).toEqual([{ regionId: A, dryArkQuantity: 2, frozenArkQuantity: 79, truckQuantity: 26, totalQuantity: 107 }]);
  });

  it('answers zeros and no change for a month without figures', async () => {
    const { data } = (await get(app, '/v1/walk-quantity/monthChain', { walkQuantityDate: '2025-12' })).body;
    expect(data.throughDay).toBe(0);
    expect(data.total).toEqual({ current: 0, previous: 0, lastYear: 0, chain: null, yoy: null });
    expect(data.regions).toEqual([]);
  });

  it.each([
    [{}, 'walkQuantityDate is required'],
    [{ walkQuantityDate: '2025-13' }, 'walkQuantityDate must be a month as YYYY-MM'],
    [{ walkQuantityDate: '2025-10-01' }, 'walkQuantityDate must be a month as YYYY-MM'],
    [{ walkQuantityDate: '2025-10', regionId: '999999' }, 'regionId must be one of'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/walk-quantity/monthChain', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/walk-quantity/query', () => {
  it("gives one market's 30 days up to its latest day, with the route's figure as quantity", async () => {
    const reply = await get(app, '/v1/walk-quantity/query', { regionId: A, routeId: '2' });
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const data = reply.body.data as Record<string, unknown>[];
    expect(data).toHaveLength(30);
    expect(data[0]).toEqual({ ...day('2025-09-18', 0, 0, 0), quantity: 0 });
    expect(data[12]).toEqual({ ...day('2025-09-30', 0, 12, 5), quantity: 12 });
    expect(data[13]).toEqual({ ...day('2025-10-01', 2, 30, 10), quantity: 30 });
    expect(data[27]).toEqual({ ...day('2025-10-15', 0, 40, 12), quantity: 40 });
    expect(data[29]).toEqual({ ...day('2025-10-17', 0, 9, 4), quantity: 9 });
    expect(data.reduce((s, d) => s + (d.quantity as number), 0)).toBe(91);
    expect(data.reduce((s, d) => s + (d.totalQuantity as number), 0)).toBe(124);
  });

  it('adds the markets up when none is named, and leaves quantity out without a route', async () => {
    const data = (await get(app, '/v1/walk-quantity/query')).body.data as Record<string, unknown>[];
    expect(data).toHaveLength(30);
    expect(data[0]).toEqual(day('2025-09-19', 0, 0, 0));
    expect(data[1]).toEqual(day('2025-09-20', 0, 7, 2));
    expect(data[26]).toEqual(day('2025-10-15', 0, 55, 21));
    expect(data[28]).toEqual(day('2025-10-17', 0, 12, 7));
    expect(data[29]).toEqual(day('2025-10-18', 0, 5, 1));
    expect(data.reduce((s, d) => s + (d.totalQuantity as number), 0)).toBe(169);
  });

  it('answers an empty series when there are no figures', async () => {
    expect((await get(empty, '/v1/walk-quantity/query', { regionId: A })).body.data).toEqual([]);
  });

  it.each([
    [{ regionId: '1' }, 'regionId must be one of'],
    [{ routeId: '4' }, 'routeId must be one of 1, 2, 3'],
  ])('refuses %j', async (query, message) => {
    const reply = await get(app, '/v1/walk-quantity/query', query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain(message);
  });
});

describe('GET /v1/walk-quantity/{token}', () => {
  it('adds one market up by calendar month over the last 12 months', async () => {
    const reply = await get(app, '/v1/walk-quantity/month', { regionId: A, routeId: '1' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const data = reply.body.data;
    expect(data).toHaveLength(12);
    expect(data[0]).toEqual({
      period: '2024-11',
      startDate: '2024-11-01',
      endDate: '2024-11-30',
      days: 0,
      dryArkQuantity: 0,
      frozenArkQuantity: 0,
      truckQuantity: 0,
      totalQuantity: 0,
      quantity: 0,
    });
    expect(data.slice(9)).toEqual([
      {
        period: '2025-08',
        startDate: '2025-08-01',
        endDate: '2025-08-31',
        days: 1,
        dryArkQuantity: 50,
        frozenArkQuantity: 5,
        truckQuantity: 20,
        totalQuantity: 75,
        quantity: 50,
      },
      {
        period: '2025-09',
        startDate: '2025-09-01',
        endDate: '2025-09-30',
        days: 2,
        dryArkQuantity: 0,
        frozenArkQuantity: 92,
        truckQuantity: 35,
        totalQuantity: 127,
        quantity: 0,
      },
      {
        period: '2025-10',
        startDate: '2025-10-01',
        endDate: '2025-10-31',
        days: 3,
        dryArkQuantity: 2,
        frozenArkQuantity: 79,
        truckQuantity: 26,
        totalQuantity: 107,
        quantity: 2,
      },
    ]);
  });

  it('adds all markets up by ISO week over the last 12 weeks', async () => {
    const data = (await get(app, '/v1/walk-quantity/week')).body.data;
    expect(data).toHaveLength(12);
    expect(data.map((w: { period: string }) => w.period)[0]).toBe('2025-W31');
    expect(data[4]).toMatchObject({ period: '2025-W35', startDate: '2025-08-25', endDate: '2025-08-31', days: 1, totalQuantity: 75 });
    expect(data[5]).toMatchObject({ period: '2025-W36', days: 1, totalQuantity: 110 });
    expect(data[7]).toMatchObject({ period: '2025-W38', days: 1, totalQuantity: 9 });
    expect(data[9]).toMatchObject({
      period: '2025-W40',
      startDate: '2025-09-29',
      days: 2,
      dryArkQuantity: 2,
      frozenArkQuantity: 42,
      truckQuantity: 15,
      totalQuantity: 59,
    });
    expect(data[11]).toEqual({
      period: '2025-W42',
      startDate: '2025-10-13',
      endDate: '2025-10-19',
      days: 3,
      dryArkQuantity: 0,
      frozenArkQuantity: 72,
      truckQuantity: 29,
      totalQuantity: 101,
    });
    expect(data.reduce((s: number, w: { totalQuantity: number }) => s + w.totalQuantity, 0)).toBe(75 + 110 + 9 + 59 + 101);
  });

  it('adds all markets up by June–May season over the last 3 seasons', async () => {
    const data = (await get(app, '/v1/walk-quantity/season')).body.data;
    expect(data).toEqual([
      {
        period: '2023/24',
        startDate: '2023-06-01',
        endDate: '2024-05-31',
        days: 0,
        dryArkQuantity: 0,
        frozenArkQuantity: 0,
        truckQuantity: 0,
        totalQuantity: 0,
      },
      {
        period: '2024/25',
        startDate: '2024-06-01',
        endDate: '2025-05-31',
        days: 2,
        dryArkQuantity: 0,
        frozenArkQuantity: 110,
        truckQuantity: 46,
        totalQuantity: 156,
      },
      {
        period: '2025/26',
        startDate: '2025-06-01',
        endDate: '2026-05-31',
        days: 8,
        dryArkQuantity: 52,
        frozenArkQuantity: 206,
        truckQuantity: 96,
        totalQuantity: 354,
      },
    ]);
  });

  it.each([
    ['/v1/walk-quantity/day', {}, 'token must be one of week, month, season'],
    ['/v1/walk-quantity/week', { routeId: '0' }, 'routeId must be one of 1, 2, 3'],
  ])('refuses %s %j', async (path, query, message) => {
    const reply = await get(app, path, query);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
  });

  it('leaves the named calls to their own handlers', async () => {
    expect((await get(app, '/v1/walk-quantity/monthChain')).body.msg).toBe('walkQuantityDate is required');
    expect((await get(app, '/v1/walk-quantity/trend')).body.data).toHaveLength(24);
    expect((await get(app, '/v1/walk-quantity/query')).body.data).toHaveLength(30);
  });
});

describe('GET /v1/walk-quantity/trend', () => {
  it("gives one market's 24 months up to the month of its latest day", async () => {
    const reply = await get(app, '/v1/walk-quantity/trend', { regionId: A });
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=1800');
    const data = reply.body.data;
    expect(data).toHaveLength(24);
    expect(data[0]).toEqual({ month: '2023-11', dryArkQuantity: 0, frozenArkQuantity: 0, truckQuantity: 0, totalQuantity: 0 });
    expect(data[11]).toEqual({ month: '2024-10', dryArkQuantity: 0, frozenArkQuantity: 110, truckQuantity: 46, totalQuantity: 156 });
    expect(data.slice(21).map((m: { month: string; totalQuantity: number }) => [m.month, m.totalQuantity])).toEqual([
      ['2025-08', 75],
      ['2025-09', 127],
      ['2025-10', 107],
    ]);
    expect(data.reduce((s: number, m: { totalQuantity: number }) => s + m.totalQuantity, 0)).toBe(156 + 75 + 127 + 107);
  });

  it('gives another market its own figures', async () => {
    const data = (await get(app, '/v1/walk-quantity/trend', { regionId: B })).body.data;
    expect(data.slice(22).map((m: { totalQuantity: number }) => m.totalQuantity)).toEqual([9, 36]);
  });

  it('refuses an unknown market', async () => {
    const reply = await get(app, '/v1/walk-quantity/trend', { regionId: 'x' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('regionId must be one of');
  });
});

describe('GET /v1/home/queryWalkQuantity', () => {
  it.each([
    [
      undefined,
      [
        { regionId: B, today: 6, yesterday: 6 },
        { regionId: A, today: 0, yesterday: 13 },
      ],
    ],
    [
      '2',
      [
        { regionId: B, today: 5, yesterday: 3 },
        { regionId: A, today: 0, yesterday: 9 },
      ],
    ],
    [
      '3',
      [
        { regionId: B, today: 1, yesterday: 3 },
        { regionId: A, today: 0, yesterday: 4 },
      ],
    ],
  ])('gives each market on the latest day and the day before (route %s)', async (routeId, regions) => {
    const reply = await get(app, '/v1/home/queryWalkQuantity', routeId ? { routeId } : {});
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(reply.body.data).toEqual({ date: '2025-10-18', previousDate: '2025-10-17', regions });
  });

  it('answers no date on an empty table and refuses an unknown route', async () => {
    expect((await get(empty, '/v1/home/queryWalkQuantity')).body.data).toEqual({ date: null, previousDate: null, regions: [] });
    const reply = await get(app, '/v1/home/queryWalkQuantity', { routeId: '9' });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('routeId must be one of 1, 2, 3');
  });
});
