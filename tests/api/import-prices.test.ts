import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

const good = readFileSync(new URL('../fixtures/prices.csv', import.meta.url), 'utf8');
const bad = readFileSync(new URL('../fixtures/prices-bad.csv', import.meta.url), 'utf8');

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('price')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import prices', () => {
  it('loads the sample file, one row per day, market, variety and spec, and the statistics see it', async () => {
    const result = await importCsv(app.services.db, 'price', good);
    expect(result).toEqual({ ok: true, loaded: 8, replaced: 0, problems: [] });
    expect(await count()).toBe(8);
    const row = await app.services.db.selectFrom('price').selectAll().where('priceId', '=', '2025-05-26|532932|7|9').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      priceDate: '2025-05-26',
      priceYear: 2025,
      priceMonth: 5,
      priceDay: 26,
      batchNum: '20250526',
      regionId: '532932',
      goodsId: '7',
      specsId: '9',
      avgPrice: 8.12,
      maxPrice: 8.25,
      minPrice: 8,
      source: 'import',
    });
    const { data } = (await get(app, '/v1/price-analyse/day', { batchNum: '20250527' })).body;
    // 2.06 against the 26th's 2.04: +0.02, +0.98%
    expect(data.rows).toEqual([
      expect.objectContaining({
        regionId: '370828',
        goodsId: '1',
        specsId: '1',
        avgPrice: 2.06,
        previousAvgPrice: 2.04,
        change: 0.02,
        changeRate: 1,
        headline: true,
      }),
    ]);
    expect(data.previousBatchNum).toBe('20250526');
  });

  it('replaces rows with the same day, market, variety and spec on a second load', async () => {
    const result = await importCsv(app.services.db, 'price', good);
    expect(result).toMatchObject({ ok: true, loaded: 8, replaced: 8 });
    expect(await count()).toBe(8);
  });

  it('reports each bad row with its line and reason, and writes nothing of the file', async () => {
    const result = await importCsv(app.services.db, 'price', bad);
    expect(result.ok).toBe(false);
    expect(result.loaded).toBe(0);
    expect(result.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 7]);
    const messages = result.problems.map((p) => p.message);
    expect(messages[0]).toMatch(/^regionId .*\(got "999999"\)$/);
    expect(messages[1]).toBe('avgPrice must be number (got "abc")');
    expect(messages[2]).toBe('batchNum must be the date as YYYYMMDD (got "2025-05-28")');
    expect(messages[3]).toBe('minPrice must be >= 0.01 (got "0")');
    expect(messages[4]).toBe('avgPrice must be multiple of 0.01 (got "1.445")');
    expect(await count()).toBe(8);
    const written = await app.services.db.selectFrom('price').select('priceId').where('priceDate', '=', '2025-05-28').execute();
    expect(written).toEqual([]);
  });
});
