import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertMissing, lastDemo, seedOrRoll } from './demo-roll.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom } from './random.ts';
import { keyId } from '../import/import-rows.ts';
import { CLOVES, OPENING_RESIDUAL, SCAPES, planFor, seasonShape } from './demo-stock-shape.ts';
import { chinaToday } from '../../shared/china-time.ts';

// Demo cold-storage stock and capacity (DOMAIN.md 2.6): the national garlic figure month by month
// (demo-stock-shape.ts), peeled cloves and scapes beside it, and each producing region's stock as a
// share of the national one. Only the published national garlic figures are not estimates.

/** Each producing region's share of the nation's garlic in cold store (no region series is published). */
const REGION_SHARES: readonly (readonly [string, number])[] = [
  ['370828', 0.44], // Jinxiang: 450万吨+ of store around it [S-SDSB]
  ['320382', 0.12],
  ['410221', 0.07],
  ['371324', 0.06],
  ['410122', 0.05],
  ['370116', 0.03],
  ['130408', 0.025],
  ['532932', 0.006],
];

/** National capacity in 万吨 by season; regions hold a little more than their share of the stock. */
const NATIONAL_CAPACITY: Record<number, number> = { 2021: 585, 2022: 600, 2023: 612, 2024: 625, 2025: 640, 2026: 655 };
const CAPACITY_SLACK = 1.05;

const WAN = 10_000;
const FIRST_SEASON = 2021;

export interface DemoStockRow {
  stockId: string;
  storeMonth: string;
  regionId: string | null;
  goodsCategoryId: string;
  stockQuantity: number;
  estimate: number;
  source: 'demo';
}

export interface DemoCapacityRow {
  stockCapacityId: string;
  seasonYear: number;
  regionId: string | null;
  capacity: number;
  estimate: number;
  source: 'demo';
}

function stockRow(storeMonth: string, regionId: string | null, goodsCategoryId: string, wan: number, estimate: boolean): DemoStockRow {
  const key = { storeMonth, regionId, goodsCategoryId };
  return {
    stockId: keyId(['storeMonth', 'regionId', 'goodsCategoryId'], key),
    ...key,
    stockQuantity: Math.round(wan * WAN),
    estimate: estimate ? 1 : 0,
    source: 'demo',
  };
}

/** Month-end stock from June 2021 to the month before this one (China time), nationally and per region. */
export function demoStockRows(now: Date): DemoStockRow[] {
  const random = createRandom(20_220_601);
  const thisMonth = chinaToday(now.getTime()).slice(0, 7);
  const rows: DemoStockRow[] = [];
  let residual = OPENING_RESIDUAL;
  for (let season = FIRST_SEASON; `${season}-06` < thisMonth; season++) {
    const months = seasonShape(season, planFor(season, random), residual, random);
    residual = months[11]!.stock;
    const drift = REGION_SHARES.map(() => random.float(0.94, 1.06));
    const goods = random.float(0.9, 1.15);
    for (const m of months) {
      const calendar = Number(m.key.slice(5, 7)) - 1;
      const national: [string, number, boolean][] = [
        ['1', m.stock, !m.published],
        ['2', CLOVES[calendar]! * goods * random.float(0.96, 1.04), true],
        ['3', SCAPES[calendar]! * goods * random.float(0.96, 1.04), true],
      ];
      const regional = REGION_SHARES.map(([regionId, share], i) => [regionId, share * drift[i]! * random.float(0.98, 1.02)] as const);
      if (m.key >= thisMonth) continue;
      for (const [category, wan, estimate] of national) {
        rows.push(stockRow(m.key, null, category, wan, estimate));
        for (const [regionId, share] of regional) rows.push(stockRow(m.key, regionId, category, wan * share, true));
      }
    }
  }
  return rows;
}

/** Capacity per season from 2021 to this season, nationally and per region; all estimates. */
export function demoCapacityRows(now: Date): DemoCapacityRow[] {
  const today = chinaToday(now.getTime());
  const lastSeason = Number(today.slice(5, 7)) >= 6 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  const rows: DemoCapacityRow[] = [];
  for (let season = FIRST_SEASON; season <= lastSeason; season++) {
    const national = NATIONAL_CAPACITY[season] ?? NATIONAL_CAPACITY[2026]! + 12 * (season - 2026);
    const scopes: [string | null, number][] = [
      [null, national],
      ...REGION_SHARES.map(([regionId, share]) => [regionId, national * share * CAPACITY_SLACK] as [string, number]),
    ];
    for (const [regionId, wan] of scopes) {
      const key = { seasonYear: season, regionId };
      rows.push({ stockCapacityId: keyId(['seasonYear', 'regionId'], key), ...key, capacity: Math.round(wan * 100) * 100, estimate: 1, source: 'demo' });
    }
  }
  return rows;
}

/** Adds the demo months after the last demo month through last month in China (decision 0060). */
export async function rollDemoStock(db: Db, now: Date): Promise<number> {
  const last = await lastDemo(db, 'cold_storage_stock', sql.ref('storeMonth'));
  const thisMonth = chinaToday(now.getTime()).slice(0, 7);
  const [year, month] = thisMonth.split('-').map(Number) as [number, number];
  // Last month, the newest the demo publishes; nothing to add once the table has it.
  const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  if (last === undefined || String(last) >= lastMonth) return 0;
  return insertMissing(
    db,
    'cold_storage_stock',
    'stockId',
    demoStockRows(now).filter((r) => r.storeMonth > String(last)),
  );
}

/** Adds the seasons after the last demo season through this one (decision 0060). */
export async function rollDemoCapacity(db: Db, now: Date): Promise<number> {
  const last = await lastDemo(db, 'stock_capacity', sql.ref('seasonYear'));
  if (last === undefined) return 0;
  return insertMissing(
    db,
    'stock_capacity',
    'stockCapacityId',
    demoCapacityRows(now).filter((r) => r.seasonYear > Number(last)),
  );
}

export const seedStock: MarketSeeder = (db, { now }) =>
  seedOrRoll(
    db,
    'cold_storage_stock',
    () => demoStockRows(now),
    () => rollDemoStock(db, now),
  );
export const seedStockCapacity: MarketSeeder = (db, { now }) =>
  seedOrRoll(
    db,
    'stock_capacity',
    () => demoCapacityRows(now),
    () => rollDemoCapacity(db, now),
  );
