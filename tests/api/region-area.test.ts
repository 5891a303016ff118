import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

const CN = '100000';
const JX = '370828'; // Jinxiang
const PZ = '320382'; // Pizhou
const QX = '410221'; // Qixian

// [year, region, 万亩, estimate]; every expected figure below is worked out by hand from these rows.
const FIXTURE: [number, string, number, boolean][] = [
  [2021, CN, 1120, true],
  [2023, CN, 1081, false],
  [2023, JX, 60, true],
  [2023, PZ, 45, true],
  [2024, CN, 1131, false],
  [2024, JX, 62.4, false],
  [2024, PZ, 43.2, true],
  [2024, QX, 70, true],
  [2025, CN, 1188, false],
  [2025, JX, 63.5, true],
  [2025, PZ, 48, true],
];

let app: App;
let empty: App;
beforeAll(async () => {
  app = await startTestApp();
  empty = await startTestApp();
  await app.services.db
    .insertInto('region_area')
    .values(
      FIXTURE.map(([year, regionId, area, estimate]) => ({
        regionAreaId: `${year}|${regionId}`,
        year,
        regionId,
        area,
        estimate: estimate ? 1 : 0,
        source: estimate ? null : 'MOA',
      })),
    )
    .execute();
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

describe('GET /v1/region-area/findByYear', () => {
  it('gives 2024 national first, then counties by area, each with its change on 2023 and its national share', async () => {
    const reply = await get(app, '/v1/region-area/findByYear', { year: 2024 });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
    expect(reply.body.data).toEqual({
      year: 2024,
      rows: [
        // 1131 − 1081 = 50 = 4.6% of 1081
        { regionId: CN, area: 1131, estimate: false, source: 'MOA', previousArea: 1081, change: 50, changeRate: 4.6, share: null },
        // no 2023 row; 70 / 1131 = 6.2%
        { regionId: QX, area: 70, estimate: true, source: null, previousArea: null, change: null, changeRate: null, share: 6.2 },
        // 62.4 − 60 = 2.4 = 4.0% of 60; 62.4 / 1131 = 5.5%
        { regionId: JX, area: 62.4, estimate: false, source: 'MOA', previousArea: 60, change: 2.4, changeRate: 4, share: 5.5 },
        // 43.2 − 45 = −1.8 = −4.0% of 45; 43.2 / 1131 = 3.8%
        { regionId: PZ, area: 43.2, estimate: true, source: null, previousArea: 45, change: -1.8, changeRate: -4, share: 3.8 },
      ],
    });
  });

  it('answers a year without figures with no rows', async () => {
    expect((await get(app, '/v1/region-area/findByYear', { year: 2030 })).body.data).toEqual({ year: 2030, rows: [] });
  });

  it('refuses a missing or impossible year, naming it', async () => {
    for (const [query, msg] of [
      [{}, 'year is required'],
      [{ year: 'abc' }, 'year must be integer'],
      [{ year: 1999 }, 'year must be >= 2000'],
    ] as const) {
      const reply = await get(app, '/v1/region-area/findByYear', query);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, msg });
    }
  });
});

describe('GET /v1/region-area/history-year-page', () => {
  it('pages the national area newest first, each year against the year before (2022 is missing)', async () => {
    const reply = await get(app, '/v1/region-area/history-year-page', {});
    expect(reply.status).toBe(200);
    expect(reply.body.totalCount).toBe(4);
    expect(reply.body.data.map((r: { year: number; change: number | null; changeRate: number | null }) => [r.year, r.change, r.changeRate])).toEqual([
      [2025, 57, 5], // 1188 − 1131 = 57 = 5.0%
      [2024, 50, 4.6],
      [2023, null, null],
      [2021, null, null],
    ]);
    const second = await get(app, '/v1/region-area/history-year-page', { page: 2, pageSize: 2 });
    expect(second.body.totalCount).toBe(4);
    expect(second.body.data).toEqual([
      { year: 2023, regionId: CN, area: 1081, estimate: false, source: 'MOA', previousArea: null, change: null, changeRate: null },
      { year: 2021, regionId: CN, area: 1120, estimate: true, source: null, previousArea: null, change: null, changeRate: null },
    ]);
  });

  it('takes one county', async () => {
    const { body } = await get(app, '/v1/region-area/history-year-page', { regionId: JX });
    expect(body.totalCount).toBe(3);
    // 63.5 − 62.4 = 1.1 = 1.8% of 62.4
    expect(body.data[0]).toEqual({ year: 2025, regionId: JX, area: 63.5, estimate: true, source: null, previousArea: 62.4, change: 1.1, changeRate: 1.8 });
  });

  it('refuses an unknown region and a page below 1', async () => {
    const region = await get(app, '/v1/region-area/history-year-page', { regionId: '999999' });
    expect(region.status).toBe(400);
    expect(region.body.msg).toMatch(/^regionId must be one of 100000, 370828/);
    const page = await get(app, '/v1/region-area/history-year-page', { page: 0 });
    expect(page.status).toBe(400);
    expect(page.body.msg).toBe('page must be >= 1');
  });
});

describe('GET /v1/region-area/lastThreeYears', () => {
  it("gives 2023–2025 for every region, national first, then by each one's latest figure", async () => {
    const reply = await get(app, '/v1/region-area/lastThreeYears');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      years: [2023, 2024, 2025],
      regions: [
        { regionId: CN, areas: [1081, 1131, 1188], estimate: [false, false, false] },
        // Qixian's latest figure is 2024's 70, above Jinxiang's 63.5 and Pizhou's 48
        { regionId: QX, areas: [null, 70, null], estimate: [false, true, false] },
        { regionId: JX, areas: [60, 62.4, 63.5], estimate: [true, false, true] },
        { regionId: PZ, areas: [45, 43.2, 48], estimate: [true, true, true] },
      ],
    });
  });

  it('answers an empty table with no years', async () => {
    expect((await get(empty, '/v1/region-area/lastThreeYears')).body.data).toEqual({ years: [], regions: [] });
  });
});
