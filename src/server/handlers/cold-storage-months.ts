import { chinaToday, monthKey, shiftMonth } from './walk-quantity-dates.ts';

/** This month in China, as YYYY-MM. */
export function currentStoreMonth(now = Date.now()): string {
  return chinaToday(now).slice(0, 7);
}

/** The month `delta` months from a YYYY-MM month. */
export function shiftStoreMonth(storeMonth: string, delta: number): string {
  const [year, month] = shiftMonth(Number(storeMonth.slice(0, 4)), Number(storeMonth.slice(5, 7)), delta);
  return monthKey(year, month);
}

/** The first month of the storage season holding the month: intake starts in June (DOMAIN.md 2.2). */
export function seasonFirstMonth(storeMonth: string): string {
  const year = Number(storeMonth.slice(0, 4));
  return monthKey(Number(storeMonth.slice(5, 7)) >= 6 ? year : year - 1, 6);
}

/** Tonnes to one decimal, the precision stock is recorded in. */
export const tonnes = (n: number) => Math.round(n * 10) / 10;

/** A share in %, one decimal; null without a base. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
