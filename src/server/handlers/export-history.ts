import type { Handler } from '../engine/context.ts';
import { countryFigures, samePeriodBefore, yearTotals } from './export-quantity.ts';
import { OTHERS, countryTotals, monthTotals, topCountries } from './export-rows.ts';
import { percentChange, sharePercent } from './figure-math.ts';
import { addMonths, splitMonth, monthKey } from '../../shared/china-time.ts';

/** GET /v1/export-quantity/getHistoryQuantity: one row a year, newest first, paged. */
export const exportHistoryQuantity: Handler<'exportHistoryQuantity'> = async ({ input, services: { db } }) => {
  const { page, pageSize } = input;
  const months = await monthTotals(db);
  const years = yearTotals(months).reverse();
  const shown = years.slice((page - 1) * pageSize, page * pageSize);
  const tops = await topCountries(
    db,
    shown.map((y) => y.year),
  );
  const data = shown.map((y) => {
    const peak = months.filter((m) => m.year === y.year).reduce((a, b) => (b.sumQuantity > a.sumQuantity ? b : a));
    const top = tops.get(y.year);
    return {
      year: y.year,
      months: y.months.length,
      sumQuantity: y.sumQuantity,
      yoy: percentChange(y.sumQuantity, samePeriodBefore(months, y)),
      peakMonth: peak.key,
      peakQuantity: peak.sumQuantity,
      topCountry: top?.exportCountry ?? OTHERS,
      topShare: sharePercent(top?.sumQuantity ?? 0, y.sumQuantity) ?? 0,
      estimate: y.estimate,
    };
  });
  return { data, totalCount: years.length };
};

/** GET /v1/export-quantity/getHistoryQuantityItem: a year's twelve months against the year before. */
export const exportHistoryQuantityItem: Handler<'exportHistoryQuantityItem'> = async ({ input, services: { db } }) => {
  const year = Number(input.year);
  const byKey = new Map((await monthTotals(db)).filter((m) => m.year === year || m.year === year - 1).map((m) => [m.key, m]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const current = byKey.get(monthKey(year, i + 1));
    const before = byKey.get(monthKey(year - 1, i + 1));
    const sumQuantity = current?.sumQuantity ?? null;
    const lastYearQuantity = before?.sumQuantity ?? null;
    const yoy = sumQuantity === null || lastYearQuantity === null ? null : percentChange(sumQuantity, lastYearQuantity);
    return { exportMonth: monthKey(year, i + 1), month: i + 1, sumQuantity, lastYearQuantity, yoy };
  });
  const own = [...byKey.values()].filter((m) => m.year === year);
  return { data: { year, sumQuantity: own.reduce((s, m) => s + m.sumQuantity, 0), months, estimate: own.some((m) => m.estimate) } };
};

/** GET /v1/export-quantity/getMonthQuantityDetail: one month per destination. */
export const exportMonthDetail: Handler<'exportMonthDetail'> = async ({ input, services: { db } }) => {
  const exportMonth = String(input.exportMonth);
  const [year, month] = splitMonth(exportMonth);
  const [py, pm] = splitMonth(addMonths(exportMonth, -1));
  const [current, lastYear, previous] = await Promise.all([
    countryTotals(db, year, [month]),
    countryTotals(db, year - 1, [month]),
    countryTotals(db, py, [pm]),
  ]);
  const published = current.size > 0;
  const sum = (m: Map<string, { sumQuantity: number }>) => [...m.values()].reduce((s, c) => s + c.sumQuantity, 0);
  const sumQuantity = sum(current);
  const previousQuantity = sum(previous);
  const lastYearQuantity = sum(lastYear);
  return {
    data: {
      exportMonth,
      sumQuantity,
      previousQuantity,
      lastYearQuantity,
      chain: published ? percentChange(sumQuantity, previousQuantity) : null,
      yoy: published ? percentChange(sumQuantity, lastYearQuantity) : null,
      countries: countryFigures(current, lastYear, sumQuantity),
      estimate: [...current.values()].some((c) => c.estimate),
    },
  };
};
