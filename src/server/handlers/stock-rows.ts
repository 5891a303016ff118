import type { Db } from '../db/database.ts';
import { anyEstimate } from './figure-math.ts';
import { currentMonth, seasonLabel, seasonOfMonth } from '../../shared/china-time.ts';

/** goodsCategory id of garlic bulbs: the national 冷库大蒜库存 is this category's national figure. */
export const GARLIC = '1';

export interface StockMonth {
  /** YYYY-MM */
  key: string;
  stockQuantity: number;
  estimate: boolean;
}

interface Scope {
  /** A producing region, or national when left out. */
  regionId?: string | undefined;
  /** One goods category, or all added up when left out. */
  category?: string | undefined;
}

/** Rows of one scope up to this month in China (a wrong future row never counts). */
function scoped(db: Db, { regionId, category }: Scope) {
  let query = db.selectFrom('cold_storage_stock').where('storeMonth', '<=', currentMonth());
  query = regionId ? query.where('regionId', '=', regionId) : query.where('regionId', 'is', null);
  return category ? query.where('goodsCategoryId', '=', category) : query;
}

/** Month-end stock of a scope, one entry a month with figures, oldest first. */
export async function stockSeries(db: Db, scope: Scope): Promise<StockMonth[]> {
  const rows = await scoped(db, scope)
    .select((eb) => ['storeMonth', eb.fn.sum<number>('stockQuantity').as('total'), eb.fn.max('estimate').as('estimate')])
    .groupBy('storeMonth')
    .orderBy('storeMonth')
    .execute();
  return rows.map((r) => ({ key: r.storeMonth, stockQuantity: Number(r.total), estimate: anyEstimate(r.estimate) }));
}

export interface SeasonSummary {
  seasonYear: number;
  season: string;
  peakMonth: string;
  peakQuantity: number;
  endMonth: string;
  endQuantity: number;
  outflow: number;
  complete: boolean;
  estimate: boolean;
}

/** A series cut into seasons (June–May), oldest first: peak (the first highest month), latest month, outflow. */
export function seasonSummaries(series: StockMonth[]): SeasonSummary[] {
  const seasons = new Map<number, StockMonth[]>();
  for (const m of series) seasons.set(seasonOfMonth(m.key), [...(seasons.get(seasonOfMonth(m.key)) ?? []), m]);
  return [...seasons.entries()].map(([seasonYear, months]) => {
    const peak = months.reduce((a, b) => (b.stockQuantity > a.stockQuantity ? b : a));
    const end = months.at(-1)!;
    return {
      seasonYear,
      season: seasonLabel(seasonYear),
      peakMonth: peak.key,
      peakQuantity: peak.stockQuantity,
      endMonth: end.key,
      endQuantity: end.stockQuantity,
      outflow: peak.stockQuantity - end.stockQuantity,
      complete: end.key === `${seasonYear + 1}-05`,
      estimate: months.some((m) => m.estimate),
    };
  });
}

/** Cold-storage capacity per season of a region, or national. */
export async function capacities(db: Db, regionId?: string): Promise<Map<number, { capacity: number; estimate: boolean }>> {
  let query = db.selectFrom('stock_capacity').select(['seasonYear', 'capacity', 'estimate']);
  query = regionId ? query.where('regionId', '=', regionId) : query.where('regionId', 'is', null);
  const rows = await query.execute();
  return new Map(rows.map((r) => [Number(r.seasonYear), { capacity: Number(r.capacity), estimate: anyEstimate(r.estimate) }]));
}

export interface RegionMonth {
  storeMonth: string;
  regionId: string;
  stockQuantity: number;
  garlicQuantity: number;
  estimate: boolean;
}

/**
 * Each producing region's stock in the given months: all categories, and garlic alone; with
 * `national`, the national figure too (regionId '').
 */
export async function regionMonths(db: Db, months: string[], national = false): Promise<RegionMonth[]> {
  const rows = await db
    .selectFrom('cold_storage_stock')
    .select((eb) => [
      'storeMonth',
      'regionId',
      eb.fn.sum<number>('stockQuantity').as('total'),
      eb.fn.sum<number>(eb.case().when('goodsCategoryId', '=', GARLIC).then(eb.ref('stockQuantity')).else(0).end()).as('garlic'),
      eb.fn.max('estimate').as('estimate'),
    ])
    .where('storeMonth', 'in', months)
    .$if(!national, (q) => q.where('regionId', 'is not', null))
    .groupBy(['storeMonth', 'regionId'])
    .execute();
  return rows.map((r) => ({
    storeMonth: r.storeMonth,
    regionId: r.regionId ?? '',
    stockQuantity: Number(r.total),
    garlicQuantity: Number(r.garlic),
    estimate: anyEstimate(r.estimate),
  }));
}
