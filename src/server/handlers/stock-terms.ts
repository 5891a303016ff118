import type { Handler } from '../engine/context.ts';
import { percentChange, sharePercent } from './figure-math.ts';
import { GARLIC, capacities, regionMonths, seasonSummaries, stockSeries } from './stock-rows.ts';
import { addMonths, seasonLabel, seasonMonthKeys, seasonOfMonth } from '../../shared/china-time.ts';

/** GET /v1/region-quantity/term-month-list: every national month, newest first, with its change on the month before. */
export const stockTermMonthList: Handler<'stockTermMonthList'> = async ({ services: { db } }) => {
  const series = await stockSeries(db, { category: GARLIC });
  const byKey = new Map(series.map((m) => [m.key, m.stockQuantity]));
  const data = series
    .map((m) => {
      const previous = byKey.get(addMonths(m.key, -1));
      return { storeMonth: m.key, stockQuantity: m.stockQuantity, change: previous === undefined ? null : m.stockQuantity - previous, estimate: m.estimate };
    })
    .reverse();
  return { data };
};

/** GET /v1/region-quantity/term-month-detail: a month nationally and per region, and the same month in every season. */
export const stockTermMonthDetail: Handler<'stockTermMonthDetail'> = async ({ input, services: { db } }) => {
  const month = String(input.month);
  const before = addMonths(month, -1);
  const [series, regionRows] = await Promise.all([stockSeries(db, { category: GARLIC }), regionMonths(db, [month, before])]);
  const byKey = new Map(series.map((m) => [m.key, m]));
  const national = byKey.get(month);
  const previous = byKey.get(before);
  const regionBefore = new Map(regionRows.filter((r) => r.storeMonth === before).map((r) => [r.regionId, r.garlicQuantity]));
  const regions = regionRows
    .filter((r) => r.storeMonth === month)
    .sort((a, b) => b.garlicQuantity - a.garlicQuantity || a.regionId.localeCompare(b.regionId))
    .map((r) => {
      const last = regionBefore.get(r.regionId);
      return {
        regionId: r.regionId,
        stockQuantity: r.garlicQuantity,
        share: sharePercent(r.garlicQuantity, national?.stockQuantity),
        change: last === undefined ? null : r.garlicQuantity - last,
      };
    });
  const sameMonth = series
    .filter((m) => m.key.slice(5) === month.slice(5))
    .map((m) => {
      const lastSeason = byKey.get(addMonths(m.key, -12));
      const seasonYear = seasonOfMonth(m.key);
      return {
        seasonYear,
        season: seasonLabel(seasonYear),
        storeMonth: m.key,
        stockQuantity: m.stockQuantity,
        yoy: lastSeason ? percentChange(m.stockQuantity, lastSeason.stockQuantity) : null,
      };
    });
  return {
    data: {
      storeMonth: month,
      stockQuantity: national?.stockQuantity ?? null,
      change: national && previous ? national.stockQuantity - previous.stockQuantity : null,
      regions,
      sameMonth,
      estimate: Boolean(national?.estimate) || regionRows.some((r) => r.storeMonth === month && r.estimate),
    },
  };
};

/** QUERY|GET /v1/region-quantity/history-year-page: one row a season, newest first, paged, with the capacity. */
export const stockHistoryYearPage: Handler<'stockHistoryYearPage'> = async ({ input, services: { db } }) => {
  const { page, pageSize } = input;
  const [series, capacity] = await Promise.all([stockSeries(db, { category: GARLIC }), capacities(db)]);
  const seasons = seasonSummaries(series).reverse();
  const data = seasons.slice((page - 1) * pageSize, page * pageSize).map((s) => {
    const cap = capacity.get(s.seasonYear);
    return { ...s, capacity: cap?.capacity ?? null, utilisation: sharePercent(s.peakQuantity, cap?.capacity), estimate: s.estimate || Boolean(cap?.estimate) };
  });
  return { data, totalCount: seasons.length };
};

/** QUERY|GET /v1/region-quantity/history-month-list: a season's twelve months against the month before and the season before. */
export const stockHistoryMonthList: Handler<'stockHistoryMonthList'> = async ({ input, services: { db } }) => {
  const seasonYear = Number(input.year);
  const byKey = new Map((await stockSeries(db, { category: GARLIC })).map((m) => [m.key, m]));
  const data = seasonMonthKeys(seasonYear).map((key) => {
    const current = byKey.get(key);
    const previous = byKey.get(addMonths(key, -1));
    const lastYear = byKey.get(addMonths(key, -12));
    return {
      storeMonth: key,
      stockQuantity: current?.stockQuantity ?? null,
      change: current && previous ? current.stockQuantity - previous.stockQuantity : null,
      lastYearQuantity: lastYear?.stockQuantity ?? null,
      yoy: current && lastYear ? percentChange(current.stockQuantity, lastYear.stockQuantity) : null,
      estimate: Boolean(current?.estimate),
    };
  });
  return { data };
};
