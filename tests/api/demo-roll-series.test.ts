import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { demoWalkQuantityRows, seedWalkQuantity } from '../../src/server/seed/demo-walk-quantity.ts';
import { demoExportRows, seedExports } from '../../src/server/seed/demo-exports.ts';
import { demoCapacityRows, demoStockRows, seedStock, seedStockCapacity } from '../../src/server/seed/demo-stock.ts';
import { demoWeatherRows, seedWeather } from '../../src/server/seed/demo-weather.ts';
import { startTestApp } from './helpers/test-app.ts';

// Demo that lives for every series (issue 11 point 8, decision 0060): walk quantities, exports, stocks and
// weather roll forward like prices, to what a fresh seed on that day would hold, leaving imported rows be.
let app: App;
const made = new Date('2026-09-10T04:00:00Z'); // 12:00 on 09-10 in China
const started = new Date('2026-11-21T01:00:00Z'); // 09:00 on 11-21 in China: yesterday is 11-20
const JINXIANG = '370828';

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const all = (table: 'walk_quantity' | 'export_quantity' | 'cold_storage_stock' | 'stock_capacity' | 'weather') =>
  app.services.db.selectFrom(table).selectAll().execute() as Promise<Record<string, unknown>[]>;
/** id → the row's figures and source, numbers as numbers (PostgreSQL answers some as strings; -0 is 0). */
const byId = (rows: Record<string, unknown>[], id: string, figures: string[]) =>
  Object.fromEntries(rows.map((r) => [String(r[id]), [...figures.map((f) => (r[f] === null ? null : Number(r[f]) + 0)), r.source ?? null]]));

describe('rolling the demo series forward', () => {
  it('adds what a fresh seed would hold through yesterday (last month for monthly series), keeping imported rows', async () => {
    for (const seed of [seedWalkQuantity, seedExports, seedStock, seedStockCapacity, seedWeather])
      expect((await seed(app.services.db, { now: made })).rows).toBeGreaterThan(0);
    expect((await all('walk_quantity')).some((r) => r.walkQuantityDate === '2026-09-11')).toBe(false);

    // Imports of days and months the demo has not reached yet.
    const walkCsv = [
      'walkQuantityDate,year,month,day,regionId,dryArkQuantity,frozenArkQuantity,truckQuantity,totalQuantity',
      `2026-10-05,2026,10,5,${JINXIANG},1,2,3,6`,
    ].join('\n');
    expect((await importCsv(app.services.db, 'walkQuantity', walkCsv)).ok).toBe(true);
    expect((await importCsv(app.services.db, 'exportQuantity', 'exportYear,exportMonth,exportCountry,sumQuantity,estimate\n2026,10,ID,11111,0')).ok).toBe(true);
    expect((await importCsv(app.services.db, 'coldStorageStock', 'storeMonth,regionId,goodsCategoryId,stockQuantity,estimate\n2026-10,,1,4444000,0')).ok).toBe(
      true,
    );
    const fresh = demoWeatherRows(started);
    const october = fresh.find((r) => r.regionId === JINXIANG && r.termDate.startsWith('2026-10'))!;
    const weatherCsv = [
      'regionId,solarTerm,termDate,days,tempAvg,tempMax,tempMin,surfaceTemp,ground5Temp,ground10Temp,sunnyDays,activeTemp',
      `${JINXIANG},${october.solarTerm},${october.termDate},15,9.9,19.9,0.1,11.1,12.2,13.3,7,148.5`,
    ].join('\n');
    expect((await importCsv(app.services.db, 'weather', weatherCsv)).ok).toBe(true);

    for (const seed of [seedWalkQuantity, seedExports, seedStock, seedWeather]) expect((await seed(app.services.db, { now: started })).rows).toBeGreaterThan(0);
    // Capacity is per season: 09-10 and 11-21 are in the same one.
    expect((await seedStockCapacity(app.services.db, { now: started })).rows).toBe(0);

    const walk = byId(await all('walk_quantity'), 'walkQuantityId', ['dryArkQuantity', 'frozenArkQuantity', 'truckQuantity', 'totalQuantity']);
    const walkFresh = byId(demoWalkQuantityRows(started).filter((r) => r.walkQuantityDate <= '2026-11-20') as never, 'walkQuantityId', [
      'dryArkQuantity',
      'frozenArkQuantity',
      'truckQuantity',
      'totalQuantity',
    ]);
    walkFresh[`2026-10-05|${JINXIANG}`] = [1, 2, 3, 6, 'import'];
    expect(walk).toEqual(walkFresh);
    expect(Object.keys(walk).some((id) => id.startsWith('2026-11-21|'))).toBe(false);

    const exportsFresh = byId(demoExportRows(started) as never, 'exportQuantityId', ['sumQuantity']);
    exportsFresh['2026|10|ID'] = [11111, 'import'];
    expect(byId(await all('export_quantity'), 'exportQuantityId', ['sumQuantity'])).toEqual(exportsFresh);

    const stockFresh = byId(demoStockRows(started) as never, 'stockId', ['stockQuantity']);
    const imported = Object.keys(stockFresh).find((id) => id.startsWith('2026-10|') && id.endsWith('|1') && !id.includes(JINXIANG) && id.split('|')[1] === '')!;
    stockFresh[imported] = [4444000, 'import'];
    expect(byId(await all('cold_storage_stock'), 'stockId', ['stockQuantity'])).toEqual(stockFresh);
    expect(byId(await all('stock_capacity'), 'stockCapacityId', ['capacity'])).toEqual(
      byId(demoCapacityRows(started) as never, 'stockCapacityId', ['capacity']),
    );

    const weatherFigures = ['days', 'tempAvg', 'tempMax', 'tempMin', 'sunnyDays', 'activeTemp'];
    const weatherFresh = byId(fresh as never, 'weatherId', weatherFigures);
    weatherFresh[october.weatherId] = [15, 9.9, 19.9, 0.1, 7, 148.5, 'import'];
    const weather = byId(await all('weather'), 'weatherId', weatherFigures);
    // The first seed kept three seasons back from 09-10; the terms since are the fresh seed's.
    expect(Object.fromEntries(Object.entries(weather).filter(([id]) => id in weatherFresh))).toEqual(weatherFresh);

    // A second start the same day writes nothing.
    for (const seed of [seedWalkQuantity, seedExports, seedStock, seedStockCapacity, seedWeather])
      expect((await seed(app.services.db, { now: started })).rows).toBe(0);
  });
});
