import type { App } from '../../../src/server/app.ts';
import { insertWalkRows, type WalkFixtureRow } from './walk-rows.ts';

const JX = '370828';
const PZ = '320382';
const QX = '410221';

// [month, region (null = national), goods category, tonnes, estimate]
export const STOCK_FIXTURE: [string, string | null, string, number, boolean][] = [
  ['2023-08', null, '1', 400, false],
  ['2024-05', null, '1', 100, false],
  ['2024-06', null, '1', 150, false],
  ['2024-07', null, '1', 300, false],
  ['2024-08', null, '1', 450, true],
  ['2024-09', null, '1', 420, false],
  ['2024-10', null, '1', 380, false],
  ['2099-01', null, '1', 999, false],
  ['2024-09', JX, '1', 200, false],
  ['2024-09', PZ, '1', 50, false],
  ['2024-10', JX, '1', 180, false],
  ['2024-10', PZ, '1', 60, false],
  ['2024-10', QX, '1', 30, true],
  ['2024-09', null, '3', 30, false],
  ['2024-10', null, '3', 20, false],
  ['2024-10', JX, '3', 15, false],
  ['2024-10', null, '2', 10, false],
];

// [season, region (null = national), tonnes]
export const CAPACITY_FIXTURE: [number, string | null, number][] = [
  [2023, null, 500],
  [2024, null, 600],
  [2024, JX, 300],
  [2024, PZ, 100],
];

// [date, market, dry, reefer, truck]
export const WALK_FIXTURE: WalkFixtureRow[] = [
  ['2025-10-05', JX, 0, 90, 40],
  ['2025-10-20', PZ, 0, 20, 6],
  ['2026-06-03', JX, 10, 0, 5],
  ['2099-01-01', JX, 0, 99, 99],
];

/** Writes the stock, capacity and shipment fixture the stock statistics tests work out by hand. */
export async function insertStockFixture(app: App): Promise<void> {
  const { db } = app.services;
  await db
    .insertInto('cold_storage_stock')
    .values(
      STOCK_FIXTURE.map(([storeMonth, regionId, goodsCategoryId, stockQuantity, estimate]) => ({
        stockId: `${storeMonth}|${regionId ?? ''}|${goodsCategoryId}`,
        storeMonth,
        regionId,
        goodsCategoryId,
        stockQuantity,
        estimate: estimate ? 1 : 0,
      })),
    )
    .execute();
  await db
    .insertInto('stock_capacity')
    .values(
      CAPACITY_FIXTURE.map(([seasonYear, regionId, capacity]) => ({
        stockCapacityId: `${seasonYear}|${regionId ?? ''}`,
        seasonYear,
        regionId,
        capacity,
        estimate: 0,
      })),
    )
    .execute();
  await insertWalkRows(app, WALK_FIXTURE);
}
