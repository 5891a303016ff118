import type { Handler } from '../engine/context.ts';
import { percentChange, sharePercent } from './figure-math.ts';
import { GARLIC, seasonSummaries, stockSeries } from './stock-rows.ts';
import { latestDate } from './walk-quantity-rows.ts';
import { addMonths, seasonLabel, seasonMonthKeys, seasonOfMonth, monthKey, seasonStartYear } from '../../shared/china-time.ts';

const regionOf = (input: Record<string, unknown>) => (input.regionId ? String(input.regionId) : undefined);

/** GET /v1/region-quantity/stock/three-years: garlic stock per month, one series for each of the latest three seasons. */
export const stockThreeYears: Handler<'stockThreeYears'> = async ({ input, services: { db } }) => {
  const series = await stockSeries(db, { regionId: regionOf(input), category: GARLIC });
  const latest = series.at(-1);
  if (!latest) return { data: [] };
  const byKey = new Map(series.map((m) => [m.key, m]));
  const last = seasonOfMonth(latest.key);
  const data = [last - 2, last - 1, last].map((seasonYear) => {
    const months = seasonMonthKeys(seasonYear).map((key) => ({ storeMonth: key, stockQuantity: byKey.get(key)?.stockQuantity ?? null }));
    return { seasonYear, season: seasonLabel(seasonYear), months, estimate: seasonMonthKeys(seasonYear).some((k) => byKey.get(k)?.estimate) };
  });
  return { data };
};

/** GET /v1/region-quantity/walk/three-years: loads per month, one series for each of the latest three seasons. */
export const walkThreeYears: Handler<'walkThreeYears'> = async ({ input, services: { db } }) => {
  const regionId = regionOf(input);
  const end = await latestDate(db, regionId);
  if (!end) return { data: [] };
  const last = seasonStartYear(end);
  let query = db
    .selectFrom('walk_quantity')
    .select((eb) => ['year', 'month', eb.fn.sum<number>(eb('dryArkQuantity', '+', eb('frozenArkQuantity', '+', eb.ref('truckQuantity')))).as('loads')])
    .where('walkQuantityDate', '>=', `${last - 2}-06-01`)
    .where('walkQuantityDate', '<=', end)
    .groupBy(['year', 'month']);
  if (regionId) query = query.where('regionId', '=', regionId);
  const loads = new Map((await query.execute()).map((r) => [monthKey(Number(r.year), Number(r.month)), Number(r.loads)]));
  const data = [last - 2, last - 1, last].map((seasonYear) => ({
    seasonYear,
    season: seasonLabel(seasonYear),
    months: seasonMonthKeys(seasonYear).map((month) => ({ month, totalQuantity: month > end.slice(0, 7) ? null : (loads.get(month) ?? null) })),
  }));
  return { data };
};

/** GET /v1/region-quantity/stock/years: every season's peak, latest month and outflow. */
export const stockYears: Handler<'stockYears'> = async ({ input, services: { db } }) => {
  return { data: seasonSummaries(await stockSeries(db, { regionId: regionOf(input), category: GARLIC })) };
};

/** GET /v1/region-quantity/month-stock: the latest national month against the month before, a season before and the season's peak. */
export const stockMonthStock: Handler<'stockMonthStock'> = async ({ services: { db } }) => {
  const series = await stockSeries(db, { category: GARLIC });
  const latest = series.at(-1);
  if (!latest)
    return {
      data: {
        storeMonth: null,
        stockQuantity: 0,
        change: null,
        lastYearQuantity: null,
        yoy: null,
        peakMonth: null,
        peakQuantity: 0,
        remaining: null,
        estimate: false,
      },
    };
  const byKey = new Map(series.map((m) => [m.key, m.stockQuantity]));
  const previous = byKey.get(addMonths(latest.key, -1));
  const lastYear = byKey.get(addMonths(latest.key, -12)) ?? null;
  const season = seasonSummaries(series).at(-1)!;
  return {
    data: {
      storeMonth: latest.key,
      stockQuantity: latest.stockQuantity,
      change: previous === undefined ? null : latest.stockQuantity - previous,
      lastYearQuantity: lastYear,
      yoy: lastYear === null ? null : percentChange(latest.stockQuantity, lastYear),
      peakMonth: season.peakMonth,
      peakQuantity: season.peakQuantity,
      remaining: sharePercent(latest.stockQuantity, season.peakQuantity),
      estimate: latest.estimate,
    },
  };
};
