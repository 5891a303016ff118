import type { Db } from '../db/database.ts';
import { currentMonth, splitMonth, monthKey } from '../../shared/china-time.ts';

/** One month's exports to all destinations. */
export interface MonthTotal {
  year: number;
  month: number;
  /** YYYY-MM */
  key: string;
  sumQuantity: number;
  estimate: boolean;
}

/** Rows up to this month in China: a wrong future row never counts. */
function upToNow(db: Db) {
  const [year, month] = splitMonth(currentMonth());
  return db
    .selectFrom('export_quantity')
    .where((eb) => eb.or([eb('exportYear', '<', year), eb.and([eb('exportYear', '=', year), eb('exportMonth', '<=', month)])]));
}

/** Every month's total over destinations, oldest first; optionally only one calendar month (1–12). */
export async function monthTotals(db: Db, calendarMonth?: number): Promise<MonthTotal[]> {
  let query = upToNow(db)
    .select((eb) => ['exportYear', 'exportMonth', eb.fn.sum<number>('sumQuantity').as('total'), eb.fn.max('estimate').as('estimate')])
    .groupBy(['exportYear', 'exportMonth'])
    .orderBy('exportYear')
    .orderBy('exportMonth');
  if (calendarMonth !== undefined) query = query.where('exportMonth', '=', calendarMonth);
  const rows = await query.execute();
  return rows.map((r) => ({
    year: Number(r.exportYear),
    month: Number(r.exportMonth),
    key: monthKey(Number(r.exportYear), Number(r.exportMonth)),
    sumQuantity: Number(r.total),
    estimate: Number(r.estimate ?? 0) > 0,
  }));
}

export interface CountryTotal {
  exportCountry: string;
  sumQuantity: number;
  estimate: boolean;
}

/** Each destination's exports over some months of one year (all of them when months is left out). */
export async function countryTotals(db: Db, year: number, months?: number[]): Promise<Map<string, CountryTotal>> {
  if (months?.length === 0) return new Map();
  let query = upToNow(db)
    .select((eb) => ['exportCountry', eb.fn.sum<number>('sumQuantity').as('total'), eb.fn.max('estimate').as('estimate')])
    .where('exportYear', '=', year)
    .groupBy('exportCountry');
  if (months) query = query.where('exportMonth', 'in', months);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.exportCountry, { exportCountry: r.exportCountry, sumQuantity: Number(r.total), estimate: Number(r.estimate ?? 0) > 0 }]));
}

/** The destinations that were not named (ZZ) go last whatever their size; the others largest first. */
export const OTHERS = 'ZZ';
export function byQuantity(a: { exportCountry: string; sumQuantity: number }, b: { exportCountry: string; sumQuantity: number }): number {
  const rank = (c: string) => (c === OTHERS ? 1 : 0);
  return rank(a.exportCountry) - rank(b.exportCountry) || b.sumQuantity - a.sumQuantity || a.exportCountry.localeCompare(b.exportCountry);
}

/** Each year's largest named destination (Others aside) with its exports, for the given years. */
export async function topCountries(db: Db, years: number[]): Promise<Map<number, { exportCountry: string; sumQuantity: number }>> {
  if (years.length === 0) return new Map();
  const rows = await upToNow(db)
    .select((eb) => ['exportYear', 'exportCountry', eb.fn.sum<number>('sumQuantity').as('total')])
    .where('exportYear', 'in', years)
    .where('exportCountry', '!=', OTHERS)
    .groupBy(['exportYear', 'exportCountry'])
    .execute();
  const tops = new Map<number, { exportCountry: string; sumQuantity: number }>();
  for (const r of rows) {
    const year = Number(r.exportYear);
    const best = tops.get(year);
    const sumQuantity = Number(r.total);
    if (!best || sumQuantity > best.sumQuantity || (sumQuantity === best.sumQuantity && r.exportCountry < best.exportCountry))
      tops.set(year, { exportCountry: r.exportCountry, sumQuantity });
  }
  return tops;
}
