import type { Handler } from '../engine/context.ts';
import { visibleRows } from '../engine/moderation.ts';
import { entityMeta } from '../engine/rows.ts';
import { DAY_MS, chinaDate, chinaDayStartOf } from '../../shared/china-time.ts';

export const buySellTwoDayStatistic: Handler<'buySellTwoDayStatistic'> = async ({ services }) => {
  const today = chinaDayStartOf(Date.now());
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
    return { date: chinaDate(start), buy, sell, total: buy + sell };
  };
  return { data: { today: day(today), yesterday: day(today - DAY_MS) } };
};
