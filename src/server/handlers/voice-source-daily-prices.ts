import type { Db } from '../db/database.ts';
import { dateOfBatch } from './price-batches.ts';
import { compareSeries, pickHeadline, seriesKey } from './prices-markets.ts';
import { LOOKBACK_DAYS, PRICE_COLUMNS, bySeriesNewestFirst, previousOf, quote, rowsBetween, toPriceRow, type PriceRow, type Quote } from './prices-rows.ts';
import { dictName } from '../engine/rows.ts';
import type { BroadcastSource } from './broadcast-source.ts';
import { addDays, isRealDate } from '../../shared/china-time.ts';

const yuan = (n: number) => n.toFixed(2);

/** "较上期上涨0.05元" / "较上期下跌0.10元" / "与上期持平" / nothing without a previous quotation. */
export function changeWords(change: number | null): string {
  if (change === null) return '';
  if (change > 0) return `，较上期上涨${yuan(change)}元`;
  if (change < 0) return `，较上期下跌${yuan(-change)}元`;
  return '，与上期持平';
}

/** One market's sentence: "金乡，杂交蒜中混级，均价每斤2.35元，价格区间2.30至2.40元，较上期上涨0.05元。" */
export function marketSentence(q: Quote): string {
  const [variety, spec] = [dictName('varieties', q.goodsId), dictName('specs', q.specsId)];
  // 独头蒜 独头3.0公分 reads as 独头3.0公分.
  const grade = spec.startsWith(variety.slice(0, 2)) ? spec : `${variety}${spec}`;
  const range = q.minPrice === q.maxPrice ? '' : `，价格区间${yuan(q.minPrice)}至${yuan(q.maxPrice)}元`;
  return `${dictName('region', q.regionId)}，${grade}，均价每斤${yuan(q.avgPrice)}元${range}${changeWords(q.change)}。`;
}

/** "2026年11月20日". */
export const chineseDate = (date: string) => `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** Each market's headline quotation of one day with its change against the previous quotation of that grade. */
async function headlineQuotes(db: Db, date: string): Promise<Quote[]> {
  const dayRows = (await db.selectFrom('price').select(PRICE_COLUMNS).where('priceDate', '=', date).execute()).map(toPriceRow);
  const byRegion = new Map<string, PriceRow[]>();
  for (const r of dayRows) byRegion.set(r.regionId, [...(byRegion.get(r.regionId) ?? []), r]);
  const headlines = [...byRegion.values()].map((rows) => pickHeadline(rows)!);
  const history = bySeriesNewestFirst(await rowsBetween(db, addDays(date, -LOOKBACK_DAYS), addDays(date, -1), headlines));
  return headlines.map((h) => quote(h, previousOf(h, history.get(seriesKey(h))))).sort(compareSeries);
}

/** The origin-price report of one quotation day (id = its batchNum), from the price table. */
export const dailyPriceSource: BroadcastSource = {
  what: 'price report',
  idPattern: { test: /^\d{8}$/, message: 'must be a quotation day as YYYYMMDD' },
  async read(db: Db, batchNum: string) {
    const date = dateOfBatch(batchNum);
    if (!isRealDate(date)) return undefined;
    const quotes = await headlineQuotes(db, date);
    if (quotes.length === 0) return undefined;
    const day = chineseDate(date);
    const content = [`${day}全国主要大蒜产区价格播报。`, ...quotes.map(marketSentence), '以上价格仅供参考，以实际成交为准。'].join('');
    return { title: `${day}大蒜产地价格播报`, content };
  },
};
