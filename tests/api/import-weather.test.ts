import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post } from './helpers/calls.ts';

const good = readFileSync(new URL('../fixtures/weather.csv', import.meta.url), 'utf8');
const bad = readFileSync(new URL('../fixtures/weather-bad.csv', import.meta.url), 'utf8');

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('weather')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import weather', () => {
  it('loads the sample file, one row per region and term, and the weather call sums it from 寒露', async () => {
    const result = await importCsv(app.services.db, 'weather', good);
    expect(result).toEqual({ ok: true, loaded: 5, replaced: 0, problems: [] });
    expect(await count()).toBe(5);
    const row = await app.services.db.selectFrom('weather').selectAll().where('weatherId', '=', '410221|2024-11-07').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      regionId: '410221',
      solarTerm: '19',
      termDate: '2024-11-07',
      days: 15,
      tempAvg: 9.6,
      tempMin: -0.8,
      sunnyDays: 3,
      activeTemp: 144.2,
    });
    const { data } = (await post(app, '/v1/weather', { regionId: '410221', solarTerm: '20' })).body;
    // 228 + 181.5 + 144.2 + 49.8 = 603.5 °C·d; sunny 8 + 10 + 3 + 7 = 28
    expect(data.seasons[0]).toMatchObject({ seasonYear: 2024, term: { solarTerm: '20', accumulatedTemp: 603.5, accumulatedSunnyDays: 28 } });
  });

  it('replaces rows with the same region and first day on a second load', async () => {
    expect(await importCsv(app.services.db, 'weather', good)).toMatchObject({ ok: true, loaded: 5, replaced: 5 });
    expect(await count()).toBe(5);
  });

  it('reports each bad row with its line and reason, and writes nothing of the file', async () => {
    const result = await importCsv(app.services.db, 'weather', bad);
    expect(result.ok).toBe(false);
    expect(result.loaded).toBe(0);
    expect(result.problems).toEqual([
      { line: 3, message: 'regionId must be one of 370828, 320382, 410221, 410122, 371324, 370116, 532932, 130408 (got "999999")' },
      { line: 4, message: 'solarTerm must be one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24 (got "25")' },
      { line: 5, message: 'tempAvg must be multiple of 0.1 (got "1.25")' },
      { line: 6, message: 'sunnyDays must be integer (got "sunny")' },
      { line: 7, message: 'termDate 2024-12-20 is not the first day of solar term 21 (2024-12-06)' },
      { line: 8, message: 'sunnyDays 16 is more than days 15' },
      { line: 9, message: 'tempAvg 12.2 must lie between tempMin -9.4 and tempMax 10.8' },
      { line: 10, message: 'activeTemp is required' },
    ]);
    expect(await count()).toBe(5);
    const written = await app.services.db.selectFrom('weather').select('weatherId').where('termDate', '=', '2024-12-06').execute();
    expect(written).toEqual([]);
  });
});
