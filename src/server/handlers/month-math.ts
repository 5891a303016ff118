// Month keys (YYYY-MM), trading seasons (June–May) and the rounding every stock and export figure shares.
import { chinaToday, monthKey, seasonLabel, shiftMonth } from './walk-quantity-dates.ts';

export { percentChange } from './walk-quantity-month.ts';
export { seasonLabel };

/** This month in China: later months are never "the latest with figures". */
export const currentMonth = (now = Date.now()): string => chinaToday(now).slice(0, 7);

export function splitMonth(key: string): [number, number] {
  return [Number(key.slice(0, 4)), Number(key.slice(5, 7))];
}

export function addMonths(key: string, delta: number): string {
  return monthKey(...shiftMonth(...splitMonth(key), delta));
}

/** The season a month belongs to, by its opening year: June 2025 – May 2026 is 2025. */
export function seasonOfMonth(key: string): number {
  const [year, month] = splitMonth(key);
  return month >= 6 ? year : year - 1;
}

/** The twelve months of a season, June first. */
export function seasonMonthKeys(seasonYear: number): string[] {
  return Array.from({ length: 12 }, (_, i) => addMonths(`${seasonYear}-06`, i));
}

/** part ÷ whole in %, one decimal; null without a whole. */
export function sharePercent(part: number, whole: number | null | undefined): number | null {
  return whole ? Math.round((part / whole) * 1000) / 10 : null;
}

/** A SQL max() over a 0/1 column: true when any row behind a figure is an estimate. */
export const anyEstimate = (value: unknown): boolean => Number(value ?? 0) > 0;
