import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post } from './helpers/calls.ts';

const A = '370828'; // Jinxiang
const B = '320382'; // Pizhou

// [region, first day, term, activeTemp, sunnyDays]; other figures are the same on every row.
// Seasons run September–August: 2024-05-20 is season 2023, 2025-06-05 season 2024.
const FIXTURE: [string, string, string, number, number][] = [
  [A, '2024-05-20', '8', 349.3, 6], // 小满 2023/24, alone: its earlier growing terms are missing
  [A, '2024-10-08', '17', 216.1, 9], // 寒露 2024/25
  [A, '2024-10-23', '18', 177.4, 11], // 霜降
  [A, '2024-11-07', '19', 147.3, 2], // 立冬
  [A, '2025-06-05', '9', 384.4, 5], // 芒种: after harvest
  [A, '2025-09-07', '15', 319.9, 8], // 白露 2025/26: before sowing
  [A, '2025-10-08', '17', 219.2, 9], // 寒露
  [A, '2025-11-07', '19', 85.6, 2], // 立冬, with 霜降 missing
  [B, '2025-10-08', '17', 230, 10],
  [A, '2099-10-08', '17', 1, 1], // a future row is never "the latest"
];

let app: App;
let empty: App;
beforeAll(async () => {
  app = await startTestApp();
  empty = await startTestApp();
  await app.services.db
    .insertInto('weather')
    .values(
      FIXTURE.map(([regionId, termDate, solarTerm, activeTemp, sunnyDays]) => ({
        weatherId: `${regionId}|${termDate}`,
        regionId,
        solarTerm,
        termDate,
        days: 15,
        tempAvg: 10.5,
        tempMax: 20.1,
        tempMin: -1.2,
        surfaceTemp: 12.3,
        ground5Temp: 11.8,
        ground10Temp: 11.2,
        sunnyDays,
        activeTemp,
      })),
    )
    .execute();
});
afterAll(async () => {
  await app.close();
  await empty.close();
});

const term = (
  solarTerm: string,
  termDate: string,
  activeTemp: number,
  sunnyDays: number,
  growing: boolean,
  accumulatedTemp: number | null,
  accumulatedSunnyDays: number | null,
) => ({
  solarTerm,
  termDate,
  days: 15,
  tempAvg: 10.5,
  tempMax: 20.1,
  tempMin: -1.2,
  surfaceTemp: 12.3,
  ground5Temp: 11.8,
  ground10Temp: 11.2,
  sunnyDays,
  activeTemp,
  growing,
  accumulatedTemp,
  accumulatedSunnyDays,
});

describe('POST /v1/weather', () => {
  it('gives the latest three seasons term by term with the sums since 寒露, and 立冬 of each picked out', async () => {
    const reply = await post(app, '/v1/weather', { regionId: A, solarTerm: '19' });
    expect(reply.status).toBe(200);
    const [s2025, s2024, s2023] = reply.body.data.seasons;
    expect(reply.body.data).toMatchObject({ regionId: A, solarTerm: '19' });
    // 2025/26: 白露 is before sowing; 寒露 starts the sums; 霜降 is missing, so 立冬's sums are unknown
    expect(s2025).toEqual({
      seasonYear: 2025,
      terms: [
        term('15', '2025-09-07', 319.9, 8, false, null, null),
        term('17', '2025-10-08', 219.2, 9, true, 219.2, 9),
        term('19', '2025-11-07', 85.6, 2, true, null, null),
      ],
      term: term('19', '2025-11-07', 85.6, 2, true, null, null),
    });
    // 2024/25: 216.1 + 177.4 = 393.5 and + 147.3 = 540.8 °C·d; sunny 9 + 11 = 20, + 2 = 22; 芒种 is after harvest
    expect(
      s2024.terms.map((t: { solarTerm: string; accumulatedTemp: number | null; accumulatedSunnyDays: number | null }) => [
        t.solarTerm,
        t.accumulatedTemp,
        t.accumulatedSunnyDays,
      ]),
    ).toEqual([
      ['17', 216.1, 9],
      ['18', 393.5, 20],
      ['19', 540.8, 22],
      ['9', null, null],
    ]);
    expect(s2024.term).toEqual(term('19', '2024-11-07', 147.3, 2, true, 540.8, 22));
    expect(s2023).toEqual({ seasonYear: 2023, terms: [term('8', '2024-05-20', 349.3, 6, true, null, null)], term: null });
  });

  it('picks out another term and keeps regions apart', async () => {
    const { data } = (await post(app, '/v1/weather', { regionId: B, solarTerm: '17' })).body;
    expect(data.seasons.map((s: { seasonYear: number; term: { activeTemp: number } | null }) => [s.seasonYear, s.term?.activeTemp ?? null])).toEqual([
      [2025, 230],
      [2024, null],
      [2023, null],
    ]);
  });

  it('answers a region without figures with no seasons', async () => {
    expect((await post(empty, '/v1/weather', { regionId: A, solarTerm: '19' })).body.data).toEqual({ regionId: A, solarTerm: '19', seasons: [] });
  });

  it('refuses a missing region, an unknown region and a term outside 1–24, naming the field', async () => {
    for (const [body, msg] of [
      [{ solarTerm: '19' }, /^regionId is required$/],
      [{ regionId: '999999', solarTerm: '19' }, /^regionId must be one of 370828, /],
      [{ regionId: A, solarTerm: '25' }, /^solarTerm must be one of 1, 2, 3/],
    ] as const) {
      const reply = await post(app, '/v1/weather', body);
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.msg).toMatch(msg);
    }
  });
});
