import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = async (table: 'export_quantity' | 'cold_storage_stock' | 'stock_capacity') =>
  Number(
    (
      await app.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import exports', () => {
  it('loads the sample file, one row per month and destination, and the statistics see it', async () => {
    expect(await importCsv(app.services.db, 'exportQuantity', fixture('exports.csv'))).toEqual({ ok: true, loaded: 5, replaced: 0, problems: [] });
    expect(await count('export_quantity')).toBe(5);
    const row = await app.services.db.selectFrom('export_quantity').selectAll().where('exportQuantityId', '=', '2026|9|VN').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ exportYear: 2026, exportMonth: 9, exportCountry: 'VN', sumQuantity: 19870, estimate: null });
    const { data } = (await get(app, '/v1/export-quantity/getMonthQuantityDetail', { exportMonth: '2026-10' })).body;
    // October: 55,020 + 13,100; September: 52,110 + 19,870 + 23,300 = 95,280
    expect(data).toMatchObject({ sumQuantity: 68120, previousQuantity: 95280, chain: -28.5, estimate: false });
    expect(data.countries.map((c: { exportCountry: string }) => c.exportCountry)).toEqual(['ID', 'MY']);
  });

  it('replaces rows with the same month and destination on a second load', async () => {
    expect(await importCsv(app.services.db, 'exportQuantity', fixture('exports.csv'))).toMatchObject({ ok: true, loaded: 5, replaced: 5 });
    expect(await count('export_quantity')).toBe(5);
  });

  it('reports each bad row with its line and reason, and writes nothing of the file', async () => {
    const result = await importCsv(app.services.db, 'exportQuantity', fixture('exports-bad.csv'));
    expect(result.ok).toBe(false);
    expect(result.loaded).toBe(0);
    expect(result.problems).toEqual([
      { line: 3, message: 'exportCountry must be one of ID, VN, MY, PH, TH, BD, AE, PK, BR, US, SA, RU, KR, NL, CO, SN, ZZ (got "XX")' },
      { line: 4, message: 'exportMonth must be <= 12 (got "13")' },
      { line: 5, message: 'sumQuantity must be >= 0 (got "-5")' },
      { line: 6, message: 'exportYear is required' },
      { line: 7, message: 'sumQuantity must be integer (got "9031.5")' },
    ]);
    expect(await count('export_quantity')).toBe(5);
    expect(await app.services.db.selectFrom('export_quantity').select('exportQuantityId').where('exportMonth', '=', 11).execute()).toEqual([]);
  });
});

describe('import stock', () => {
  it('loads national and regional month-end stock, and the statistics see it', async () => {
    expect(await importCsv(app.services.db, 'coldStorageStock', fixture('stock.csv'))).toEqual({ ok: true, loaded: 6, replaced: 0, problems: [] });
    const national = await app.services.db.selectFrom('cold_storage_stock').selectAll().where('stockId', '=', '2026-10||1').executeTakeFirstOrThrow();
    expect(national).toMatchObject({ storeMonth: '2026-10', regionId: null, goodsCategoryId: '1', stockQuantity: 4232000, estimate: 0 });
    const { data } = (await get(app, '/v1/region-quantity/term-month-detail', { month: '2026-10' })).body;
    // 4,232,000 − 4,930,000; Jinxiang 1,998,000 of 4,232,000 = 47.2%, down 314,000 on September
    expect(data).toMatchObject({ stockQuantity: 4232000, change: -698000, estimate: true });
    expect(data.regions).toEqual([{ regionId: '370828', stockQuantity: 1998000, share: 47.2, change: -314000 }]);
  });

  it('replaces rows with the same month, region and category on a second load', async () => {
    expect(await importCsv(app.services.db, 'coldStorageStock', fixture('stock.csv'))).toMatchObject({ ok: true, loaded: 6, replaced: 6 });
    expect(await count('cold_storage_stock')).toBe(6);
  });

  it('reports each bad row with its line and reason, and writes nothing of the file', async () => {
    const result = await importCsv(app.services.db, 'coldStorageStock', fixture('stock-bad.csv'));
    expect(result).toMatchObject({ ok: false, loaded: 0 });
    expect(result.problems).toEqual([
      { line: 3, message: 'regionId must be one of 370828, 320382, 410221, 410122, 371324, 370116, 532932, 130408 (got "999999")' },
      { line: 4, message: 'goodsCategoryId must be one of 1, 2, 3, 4, 5, 6, 7, 8 (got "9")' },
      { line: 5, message: 'stockQuantity must be integer (got "lots")' },
      { line: 6, message: 'storeMonth must be a month as YYYY-MM (got "2026-13")' },
      { line: 7, message: 'goodsCategoryId is required' },
    ]);
    expect(await count('cold_storage_stock')).toBe(6);
    expect(await app.services.db.selectFrom('cold_storage_stock').select('stockId').where('storeMonth', '=', '2026-11').execute()).toEqual([]);
  });

  it('loads capacity per season, which the capacity call sets against the stock', async () => {
    expect(await importCsv(app.services.db, 'stockCapacity', fixture('stock-capacity.csv'))).toMatchObject({ ok: true, loaded: 2 });
    const { data } = (await get(app, '/v1/stock-capacity/year-list')).body;
    // the 2026 season's highest national month-end stock of all goods: September, 4,930,000 of 6,550,000
    expect(data).toEqual([
      { seasonYear: 2026, season: '2026/27', capacity: 6550000, peakQuantity: 4930000, garlicPeakQuantity: 4930000, utilisation: 75.3, estimate: true },
    ]);
  });
});
