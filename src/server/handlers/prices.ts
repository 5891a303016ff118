import type { Handler, HandlerContext } from '../engine/context.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import { compareSeries } from './prices-markets.ts';
import { LOOKBACK_DAYS, PRICE_COLUMNS, bySeriesNewestFirst, mean, previousOf, quote, round2, toPriceRow, type PriceRow } from './prices-rows.ts';
import { addDays, chinaToday, isRealDate, monthRange } from '../../shared/china-time.ts';

type SeriesInput = Pick<HandlerContext<'priceDayChart'>['input'], 'regionId' | 'goodsId' | 'specsId'>;

/** One day's figure of a market and variety: the mean of the specs' averages, the highest high and the lowest low. */
function dayFigures(rows: readonly PriceRow[]) {
  return {
    avgPrice: round2(mean(rows.map((r) => r.avgPrice))),
    maxPrice: round2(Math.max(...rows.map((r) => r.maxPrice))),
    minPrice: round2(Math.min(...rows.map((r) => r.minPrice))),
    specs: rows.length,
  };
}

function byDate(rows: readonly PriceRow[]): Map<string, PriceRow[]> {
  const days = new Map<string, PriceRow[]>();
  for (const r of rows) days.set(r.priceDate, [...(days.get(r.priceDate) ?? []), r]);
  return new Map([...days].sort(([a], [b]) => a.localeCompare(b)));
}

async function seriesRows(db: Db, { regionId, goodsId, specsId }: SeriesInput, ranges: [string, string][]): Promise<PriceRow[]> {
  let query = db
    .selectFrom('price')
    .select(PRICE_COLUMNS)
    .where('regionId', '=', regionId)
    .where('goodsId', '=', goodsId)
    .where((eb) => eb.or(ranges.map(([from, to]) => eb.and([eb('priceDate', '>=', from), eb('priceDate', '<=', to)]))));
  if (specsId) query = query.where('specsId', '=', specsId);
  return (await query.execute()).map(toPriceRow);
}

/** GET /v1/price-analyse/queryDayChart: the 30 calendar days ending at `day`, one point per day with quotations. */
export const priceDayChart: Handler<'priceDayChart'> = async ({ input, services: { db } }) => {
  const series = input;
  const endDate = series.day ?? chinaToday();
  if (!isRealDate(endDate)) throw badRequest('day must be a date as YYYY-MM-DD');
  const startDate = addDays(endDate, -29);
  const rows = await seriesRows(db, series, [[startDate, endDate]]);
  const days = [...byDate(rows)].map(([priceDate, dayRows]) => ({ priceDate, ...dayFigures(dayRows) }));
  return { data: { regionId: series.regionId, goodsId: series.goodsId, specsId: series.specsId ?? null, startDate, endDate, days } };
};

/** GET /v1/price-analyse/querySameTerm: one month in the asked year and the two before, daily averages and the month's mean of them. */
export const priceSameTerm: Handler<'priceSameTerm'> = async ({ input, services: { db } }) => {
  const { priceYear, priceMonth, ...series } = input;
  const yearList = [priceYear, priceYear - 1, priceYear - 2];
  const rows = await seriesRows(
    db,
    series,
    yearList.map((y) => monthRange(y, priceMonth)),
  );
  const years = yearList.map((year) => {
    const days = [...byDate(rows.filter((r) => r.priceDate.startsWith(`${year}-`)))].map(([date, dayRows]) => ({
      day: Number(date.slice(8, 10)),
      avgPrice: dayFigures(dayRows).avgPrice,
    }));
    return { year, monthAvg: days.length === 0 ? null : round2(mean(days.map((d) => d.avgPrice))), days };
  });
  return { data: { priceYear, priceMonth, years } };
};

/** GET /v1/price-analyse/quotation-varieties-specs: each spec's latest quotation (within 30 days of the latest day) with its change. */
export const priceLatestBySpec: Handler<'priceLatestBySpec'> = async ({ input, services: { db } }) => {
  const { regionId, goodsId } = input;
  const latest = await db
    .selectFrom('price')
    .select((eb) => eb.fn.max('priceDate').as('latest'))
    .where('regionId', '=', regionId)
    .where('goodsId', '=', goodsId)
    .where('priceDate', '<=', chinaToday())
    .executeTakeFirst();
  const end = latest?.latest;
  if (!end) return { data: [] };
  const from = addDays(end, -(LOOKBACK_DAYS - 1));
  const rows = await seriesRows(db, { regionId, goodsId }, [[addDays(from, -LOOKBACK_DAYS), end]]);
  const data = [...bySeriesNewestFirst(rows).values()]
    .filter((list) => list[0]!.priceDate >= from)
    .map((list) => quote(list[0]!, previousOf(list[0]!, list)))
    .sort(compareSeries);
  return { data };
};
