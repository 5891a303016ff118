// The rounding every stock and export figure shares.

export { percentChange } from './walk-quantity-month.ts';

/** part ÷ whole in %, one decimal; null without a whole. */
export function sharePercent(part: number, whole: number | null | undefined): number | null {
  return whole ? Math.round((part / whole) * 1000) / 10 : null;
}

/** A SQL max() over a 0/1 column: true when any row behind a figure is an estimate. */
export const anyEstimate = (value: unknown): boolean => Number(value ?? 0) > 0;
