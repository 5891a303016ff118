import type { Handler } from '../engine/context.ts';
import { byQuantity, countryTotals, monthTotals, type CountryTotal, type MonthTotal } from './export-rows.ts';
import { percentChange, sharePercent } from './figure-math.ts';
import { addMonths } from '../../shared/china-time.ts';

interface YearTotal {
  year: number;
  months: number[];
  sumQuantity: number;
  estimate: boolean;
}

/** Month totals added up per calendar year, oldest first. */
export function yearTotals(months: MonthTotal[]): YearTotal[] {
  const years = new Map<number, YearTotal>();
  for (const m of months) {
    const y = years.get(m.year) ?? { year: m.year, months: [], sumQuantity: 0, estimate: false };
    y.months.push(m.month);
    y.sumQuantity += m.sumQuantity;
    y.estimate ||= m.estimate;
    years.set(m.year, y);
  }
  return [...years.values()];
}

/** The year before's exports over the same calendar months as `year`. */
export function samePeriodBefore(months: MonthTotal[], year: YearTotal): number {
  return months.filter((m) => m.year === year.year - 1 && year.months.includes(m.month)).reduce((s, m) => s + m.sumQuantity, 0);
}

/** Destinations with shares and the year-before figures over the same months, largest first. */
export function countryFigures(current: Map<string, CountryTotal>, before: Map<string, CountryTotal>, total: number) {
  return [...current.values()].sort(byQuantity).map((c) => {
    const lastYearQuantity = before.get(c.exportCountry)?.sumQuantity ?? 0;
    return {
      exportCountry: c.exportCountry,
      sumQuantity: c.sumQuantity,
      share: sharePercent(c.sumQuantity, total) ?? 0,
      lastYearQuantity,
      yoy: percentChange(c.sumQuantity, lastYearQuantity),
    };
  });
}

/** GET /v1/export-quantity/getYearQuantity */
export const exportYearQuantity: Handler<'exportYearQuantity'> = async ({ services: { db } }) => {
  const months = await monthTotals(db);
  const data = yearTotals(months).map((y) => {
    const lastYearQuantity = samePeriodBefore(months, y);
    return {
      year: y.year,
      months: y.months.length,
      sumQuantity: y.sumQuantity,
      lastYearQuantity,
      yoy: percentChange(y.sumQuantity, lastYearQuantity),
      estimate: y.estimate,
    };
  });
  return { data };
};

/** GET /v1/export-quantity/getMonthQuantity: one calendar month across the years. */
export const exportMonthQuantity: Handler<'exportMonthQuantity'> = async ({ input, services: { db } }) => {
  const month = Number(input.month);
  const rows = await monthTotals(db, month);
  const byYear = new Map(rows.map((r) => [r.year, r.sumQuantity]));
  const years = rows.map((r) => {
    const before = byYear.get(r.year - 1);
    return {
      year: r.year,
      exportMonth: r.key,
      sumQuantity: r.sumQuantity,
      yoy: before === undefined ? null : percentChange(r.sumQuantity, before),
      estimate: r.estimate,
    };
  });
  return { data: { month, years } };
};

/** GET /v1/export-quantity/getCountryQuantity: destinations over a calendar year. */
export const exportCountryQuantity: Handler<'exportCountryQuantity'> = async ({ input, services: { db } }) => {
  const months = await monthTotals(db);
  const year = input.year === undefined ? (months.at(-1)?.year ?? null) : Number(input.year);
  const total = yearTotals(months).find((y) => y.year === year);
  if (year === null || !total) return { data: { year, months: 0, sumQuantity: 0, countries: [], estimate: false } };
  const [current, before] = await Promise.all([countryTotals(db, year), countryTotals(db, year - 1, total.months)]);
  return {
    data: {
      year,
      months: total.months.length,
      sumQuantity: total.sumQuantity,
      countries: countryFigures(current, before, total.sumQuantity),
      estimate: total.estimate,
    },
  };
};

/** GET /v1/export-quantity/getMonthList: every month, newest first, with its chain and YoY change. */
export const exportMonthList: Handler<'exportMonthList'> = async ({ services: { db } }) => {
  const months = await monthTotals(db);
  const byKey = new Map(months.map((m) => [m.key, m.sumQuantity]));
  const change = (current: number, base: number | undefined) => (base === undefined ? null : percentChange(current, base));
  const data = months
    .map((m) => ({
      exportMonth: m.key,
      sumQuantity: m.sumQuantity,
      chain: change(m.sumQuantity, byKey.get(addMonths(m.key, -1))),
      yoy: change(m.sumQuantity, byKey.get(addMonths(m.key, -12))),
      estimate: m.estimate,
    }))
    .reverse();
  return { data };
};
