import type { Operation } from '../engine/context.ts';
import { visibleRows } from '../engine/moderation.ts';
import { entityMeta } from '../engine/rows.ts';

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86400 * 1000;

/** Start of the China-time calendar day that holds `at`, as a UTC instant. */
export function chinaDayStart(at: number): number {
  return Math.floor((at + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

export const buySellTwoDayStatistic: Operation = async ({ services }) => {
  const today = chinaDayStart(Date.now());
  const from = new Date(today - DAY_MS).toISOString();
  const rows = await services.db
    .selectFrom('buy_sell')
    .select(['transactionType', 'publishTime'])
    .where('publishStatus', '=', '1')
    .where((eb) => visibleRows(eb as never, entityMeta('buySell')))
    .where('publishTime', '>=', from)
    .execute();
  const day = (start: number) => {
    const inDay = rows.filter((r) => {
      const t = Date.parse(r.publishTime ?? '');
      return t >= start && t < start + DAY_MS;
    });
    const buy = inDay.filter((r) => r.transactionType === '1').length;
    const sell = inDay.filter((r) => r.transactionType === '2').length;
    return { date: new Date(start + CHINA_OFFSET_MS).toISOString().slice(0, 10), buy, sell, total: buy + sell };
  };
  return { data: { today: day(today), yesterday: day(today - DAY_MS) } };
};
