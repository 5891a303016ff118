// Subscription periods (spec/entities/garlic-pioneer-fee-model.yaml) and their calendar arithmetic.

import { CHINA_OFFSET_MS } from '../../shared/china-time.ts';

/** periodType → months: '1' monthly, '2' quarterly, '3' yearly. */
export const PERIOD_MONTHS = { '1': 1, '2': 3, '3': 12 } as const;
export type PeriodType = keyof typeof PERIOD_MONTHS;

export const isPeriodType = (value: string): value is PeriodType => Object.hasOwn(PERIOD_MONTHS, value);

/** The fee input's names for each period. */
export const PERIOD_KEYS = { monthly: '1', quarterly: '2', yearly: '3' } as const satisfies Record<string, PeriodType>;

/**
 * `months` calendar months after `from`, in China time: 31 January + 1 month is the last day of
 * February at the same time of day.
 */
export function addMonths(from: Date, months: number): Date {
  const local = new Date(from.getTime() + CHINA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const shifted = Date.UTC(year, month, day, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return new Date(shifted - CHINA_OFFSET_MS);
}

/** A subscription paid now runs on from its current end when that is still ahead, else from now. */
export function extendSubscription(currentEnd: Date | undefined, now: Date, months: number): { start: Date; end: Date } {
  const start = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return { start, end: addMonths(start, months) };
}
