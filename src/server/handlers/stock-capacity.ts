import type { Handler } from '../engine/context.ts';
import { anyEstimate, sharePercent } from './figure-math.ts';
import { GARLIC, capacities, regionMonths, stockSeries, type RegionMonth } from './stock-rows.ts';
import { addMonths, seasonLabel, seasonOfMonth } from '../../shared/china-time.ts';

const regionOf = (input: Record<string, unknown>) => (input.regionId ? String(input.regionId) : undefined);

/** GET /v1/cold-storage-inventory/getRegionCapacity: a month's stock against capacity, nationally and per region. */
export const stockRegionCapacity: Handler<'stockRegionCapacity'> = async ({ input, services: { db } }) => {
  const storeMonth = String(input.storeMonth);
  const seasonYear = seasonOfMonth(storeMonth);
  const [rows, capacity] = await Promise.all([
    regionMonths(db, [storeMonth], true),
    db.selectFrom('stock_capacity').select(['regionId', 'capacity', 'estimate']).where('seasonYear', '=', seasonYear).execute(),
  ]);
  const capacityOf = new Map(capacity.map((r) => [r.regionId ?? '', Number(r.capacity)]));
  const figure = (r: RegionMonth) => {
    const cap = capacityOf.get(r.regionId);
    return { stockQuantity: r.stockQuantity, garlicQuantity: r.garlicQuantity, capacity: cap ?? null, utilisation: sharePercent(r.stockQuantity, cap) };
  };
  const national = rows.find((r) => r.regionId === '');
  const regions = rows
    .filter((r) => r.regionId !== '')
    .map((r) => ({ regionId: r.regionId, ...figure(r) }))
    .sort((a, b) => b.stockQuantity - a.stockQuantity || a.regionId.localeCompare(b.regionId));
  const shown = new Set(rows.map((r) => r.regionId));
  return {
    data: {
      storeMonth,
      seasonYear,
      national: national ? figure(national) : null,
      regions,
      estimate: rows.some((r) => r.estimate) || capacity.some((r) => shown.has(r.regionId ?? '') && anyEstimate(r.estimate)),
    },
  };
};

/** GET /v1/cold-storage-inventory/monthGoodsCategory: one category's 24 months and its share of all goods in store. */
export const stockMonthGoodsCategory: Handler<'stockMonthGoodsCategory'> = async ({ input, services: { db } }) => {
  const regionId = regionOf(input);
  const [all, category] = await Promise.all([stockSeries(db, { regionId }), stockSeries(db, { regionId, category: String(input.goodsCategoryId) })]);
  const latest = all.at(-1);
  if (!latest) return { data: [] };
  const from = addMonths(latest.key, -23);
  const own = new Map(category.map((m) => [m.key, m]));
  const data = all
    .filter((m) => m.key >= from)
    .map((m) => {
      const c = own.get(m.key);
      return {
        storeMonth: m.key,
        stockQuantity: c?.stockQuantity ?? 0,
        share: sharePercent(c?.stockQuantity ?? 0, m.stockQuantity),
        estimate: Boolean(c?.estimate),
      };
    });
  return { data };
};

/** GET /v1/stock-capacity/year-list: each season's capacity against its highest month-end stock. */
export const stockCapacityYearList: Handler<'stockCapacityYearList'> = async ({ input, services: { db } }) => {
  const regionId = regionOf(input);
  const [capacity, all, garlic] = await Promise.all([capacities(db, regionId), stockSeries(db, { regionId }), stockSeries(db, { regionId, category: GARLIC })]);
  const peak = (series: typeof all, seasonYear: number) => series.filter((m) => seasonOfMonth(m.key) === seasonYear);
  const data = [...capacity.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seasonYear, c]) => {
      const months = peak(all, seasonYear);
      const peakQuantity = Math.max(0, ...months.map((m) => m.stockQuantity));
      const garlicPeakQuantity = Math.max(0, ...peak(garlic, seasonYear).map((m) => m.stockQuantity));
      return {
        seasonYear,
        season: seasonLabel(seasonYear),
        capacity: c.capacity,
        peakQuantity,
        garlicPeakQuantity,
        utilisation: sharePercent(peakQuantity, c.capacity),
        estimate: c.estimate || months.some((m) => m.estimate),
      };
    });
  return { data };
};
