import type { Operation } from '../engine/context.ts';
import { addMonths, seasonLabel, seasonOfMonth, sharePercent } from './month-math.ts';
import { GARLIC, capacities, regionMonths, stockSeries } from './stock-rows.ts';

const regionOf = (input: Record<string, unknown>) => (input.regionId ? String(input.regionId) : undefined);

/** GET /v1/cold-storage-inventory/getRegionCapacity: a month's stock against capacity, nationally and per region. */
export const stockRegionCapacity: Operation = async ({ input, services: { db } }) => {
  const storeMonth = String(input.storeMonth);
  const seasonYear = seasonOfMonth(storeMonth);
  const [rows, all, garlic, regionCapacity, nationalCapacity] = await Promise.all([
    regionMonths(db, [storeMonth]),
    stockSeries(db, {}),
    stockSeries(db, { category: GARLIC }),
    db.selectFrom('stock_capacity').select(['regionId', 'capacity', 'estimate']).where('seasonYear', '=', seasonYear).where('regionId', 'is not', null).execute(),
    capacities(db),
  ]);
  const capacityOf = new Map(regionCapacity.map((r) => [r.regionId!, Number(r.capacity)]));
  const figure = (stockQuantity: number, garlicQuantity: number, capacity: number | undefined) => ({ stockQuantity, garlicQuantity, capacity: capacity ?? null, utilisation: sharePercent(stockQuantity, capacity) });
  const regions = rows
    .map((r) => ({ regionId: r.regionId, ...figure(r.stockQuantity, r.garlicQuantity, capacityOf.get(r.regionId)) }))
    .sort((a, b) => b.stockQuantity - a.stockQuantity || a.regionId.localeCompare(b.regionId));
  const nationalAll = all.find((m) => m.key === storeMonth);
  const nationalGarlic = garlic.find((m) => m.key === storeMonth);
  const cap = nationalCapacity.get(seasonYear);
  return {
    data: {
      storeMonth,
      seasonYear,
      national: nationalAll ? figure(nationalAll.stockQuantity, nationalGarlic?.stockQuantity ?? 0, cap?.capacity) : null,
      regions,
      estimate: Boolean(nationalAll?.estimate) || Boolean(cap?.estimate) || rows.some((r) => r.estimate) || regionCapacity.some((r) => Number(r.estimate ?? 0) > 0),
    },
  };
};

/** GET /v1/cold-storage-inventory/monthGoodsCategory: one category's 24 months and its share of all goods in store. */
export const stockMonthGoodsCategory: Operation = async ({ input, services: { db } }) => {
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
      return { storeMonth: m.key, stockQuantity: c?.stockQuantity ?? 0, share: sharePercent(c?.stockQuantity ?? 0, m.stockQuantity), estimate: Boolean(c?.estimate) };
    });
  return { data };
};

/** GET /v1/stock-capacity/year-list: each season's capacity against its highest month-end stock. */
export const stockCapacityYearList: Operation = async ({ input, services: { db } }) => {
  const regionId = regionOf(input);
  const [capacity, all, garlic] = await Promise.all([capacities(db, regionId), stockSeries(db, { regionId }), stockSeries(db, { regionId, category: GARLIC })]);
  const peak = (series: typeof all, seasonYear: number) => series.filter((m) => seasonOfMonth(m.key) === seasonYear);
  const data = [...capacity.entries()]
    .sort(([a], [b]) => a - b)
    .map(([seasonYear, c]) => {
      const months = peak(all, seasonYear);
      const peakQuantity = Math.max(0, ...months.map((m) => m.stockQuantity));
      const garlicPeakQuantity = Math.max(0, ...peak(garlic, seasonYear).map((m) => m.stockQuantity));
      return { seasonYear, season: seasonLabel(seasonYear), capacity: c.capacity, peakQuantity, garlicPeakQuantity, utilisation: sharePercent(peakQuantity, c.capacity), estimate: c.estimate || months.some((m) => m.estimate) };
    });
  return { data };
};
