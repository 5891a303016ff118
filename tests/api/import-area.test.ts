import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

const good = readFileSync(new URL('../fixtures/area.csv', import.meta.url), 'utf8');
const bad = readFileSync(new URL('../fixtures/area-bad.csv', import.meta.url), 'utf8');

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('region_area')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import area', () => {
  it('loads the sample file, one row per year and region, and findByYear sees it', async () => {
    const result = await importCsv(app.services.db, 'regionArea', good);
    expect(result).toEqual({ ok: true, loaded: 5, replaced: 0, problems: [] });
    expect(await count()).toBe(5);
    const row = await app.services.db.selectFrom('region_area').selectAll().where('regionAreaId', '=', '2021|370828').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ year: 2021, regionId: '370828', area: 62, estimate: 0, source: '山东商报 2021-06' });
    const { data } = (await get(app, '/v1/region-area/findByYear', { year: 2025 })).body;
    // 64.2 − 61.5 = 2.7 = 4.4% of 61.5; 64.2 / 1188 = 5.4%
    expect(data.rows[1]).toEqual({
      regionId: '370828',
      area: 64.2,
      estimate: true,
      source: null,
      previousArea: 61.5,
      change: 2.7,
      changeRate: 4.4,
      share: 5.4,
    });
  });

  it('replaces rows with the same year and region on a second load', async () => {
    expect(await importCsv(app.services.db, 'regionArea', good)).toMatchObject({ ok: true, loaded: 5, replaced: 5 });
    expect(await count()).toBe(5);
  });

  it('reports each bad row with its line and reason, and writes nothing of the file', async () => {
    const result = await importCsv(app.services.db, 'regionArea', bad);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { line: 3, message: 'year must be >= 2000 (got "1999")' },
      { line: 4, message: 'regionId must be one of 100000, 370828, 320382, 410221, 410122, 371324, 370116, 532932, 130408 (got "999999")' },
      { line: 5, message: 'area must be >= 0.01 (got "-4")' },
      { line: 6, message: 'area must be multiple of 0.01 (got "48.123")' },
      { line: 7, message: 'estimate must be boolean (got "maybe")' },
      { line: 8, message: 'regionId is required' },
    ]);
    expect(await count()).toBe(5);
    expect(await app.services.db.selectFrom('region_area').select('regionAreaId').where('regionId', '=', '410221').execute()).toEqual([]);
  });
});
