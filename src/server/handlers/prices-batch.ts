import type { Handler } from '../engine/context.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/api-error.ts';
import { batchOf, dateOfBatch } from './price-batches.ts';
import { PRICE_MARKETS, REGION_IDS, compareSeries, pickHeadline, seriesKey, type Series } from './prices-markets.ts';
import { LOOKBACK_DAYS, PRICE_COLUMNS, bySeriesNewestFirst, previousOf, quote, rowsBetween, toPriceRow, type PriceRow, type Quote } from './prices-rows.ts';
import { addDays, chinaToday, isRealDate } from '../../shared/china-time.ts';

function groupByRegion<T extends { regionId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(r.regionId, [...(groups.get(r.regionId) ?? []), r]);
  return groups;
}

async function neighbourBatch(db: Db, batchNum: string, direction: 'before' | 'after'): Promise<string | null> {
  const query = db.selectFrom('price');
  const row =
    direction === 'before'
      ? await query
          .select((eb) => eb.fn.max('batchNum').as('b'))
          .where('batchNum', '<', batchNum)
          .executeTakeFirst()
      : await query
          .select((eb) => eb.fn.min('batchNum').as('b'))
          .where('batchNum', '>', batchNum)
          .where('batchNum', '<=', batchOf(chinaToday()))
          .executeTakeFirst();
  return row?.b ?? null;
}

/** GET /v1/price-analyse/day: one batch's quotations with their changes, each market's headline row marked. */
export const priceBatch: Handler<'priceBatch'> = async ({ input, services: { db } }) => {
  const asked = input.batchNum;
  if (asked !== undefined && !isRealDate(dateOfBatch(asked))) throw badRequest('batchNum must be the date as YYYYMMDD');
  const batchNum = asked ?? (await neighbourBatch(db, batchOf(addDays(chinaToday(), 1)), 'before'));
  if (!batchNum) return { data: { batchNum: null, priceDate: null, previousBatchNum: null, nextBatchNum: null, rows: [] } };
  const priceDate = dateOfBatch(batchNum);
  const earliest = addDays(priceDate, -LOOKBACK_DAYS);
  const [batchRows, previousBatchNum, nextBatchNum] = await Promise.all([
    batchQuotes(db, batchNum),
    neighbourBatch(db, batchNum, 'before'),
    neighbourBatch(db, batchNum, 'after'),
  ]);
  // Most series were quoted in the batch before; only the others need the 30 days searched.
  const previousRows = previousBatchNum && dateOfBatch(previousBatchNum) >= earliest ? await batchQuotes(db, previousBatchNum) : [];
  const inPrevious = new Map(previousRows.map((r) => [seriesKey(r), r]));
  const missing = batchRows.filter((r) => !inPrevious.has(seriesKey(r)));
  const older =
    missing.length === 0
      ? new Map<string, PriceRow[]>()
      : bySeriesNewestFirst(await rowsBetween(db, earliest, addDays(priceDate, -1), missing.length > 20 ? undefined : missing));
  const headlines = new Set([...groupByRegion(batchRows).values()].map((rows) => seriesKey(pickHeadline(rows)!)));
  const rows = batchRows
    .map((r) => ({ ...quote(r, inPrevious.get(seriesKey(r)) ?? previousOf(r, older.get(seriesKey(r)))), headline: headlines.has(seriesKey(r)) }))
    .sort(compareSeries);
  return { data: { batchNum, priceDate, previousBatchNum, nextBatchNum, rows } };
};

async function batchQuotes(db: Db, batchNum: string): Promise<PriceRow[]> {
  return (await db.selectFrom('price').select(PRICE_COLUMNS).where('batchNum', '=', batchNum).execute()).map(toPriceRow);
}

/** A series' latest quotation in [from, to] with its change, or undefined when it has none there. */
async function latestQuote(db: Db, series: Series & { regionId: string }, from: string, to: string) {
  const list = bySeriesNewestFirst(await rowsBetween(db, addDays(from, -LOOKBACK_DAYS), to, [series])).get(seriesKey(series));
  return list && list[0]!.priceDate >= from ? quote(list[0]!, previousOf(list[0]!, list)) : undefined;
}

/**
 * GET /v1/home/queryPrice: per market, the headline grade's latest quotation in the 30 days up to `day`
 * (a market without its headline grade quoted then takes the first series quoted on its latest day).
 */
export const homePrice: Handler<'homePrice'> = async ({ input, services: { db } }) => {
  const day = input.day ?? chinaToday();
  if (!isRealDate(day)) throw badRequest('day must be a date as YYYY-MM-DD');
  const from = addDays(day, -(LOOKBACK_DAYS - 1));
  const headlineSeries = PRICE_MARKETS.map((m) => ({ regionId: m.regionId, ...m.headline }));
  const series = bySeriesNewestFirst(await rowsBetween(db, addDays(from, -LOOKBACK_DAYS), day, headlineSeries));
  const data: Quote[] = [...series.values()].filter((list) => list[0]!.priceDate >= from).map((list) => quote(list[0]!, previousOf(list[0]!, list)));
  const covered = new Set(data.map((q) => q.regionId));
  if (REGION_IDS.some((id) => !covered.has(id))) {
    const others = await db
      .selectFrom('price')
      .select(['regionId', (eb) => eb.fn.max('priceDate').as('latest')])
      .where('priceDate', '>=', from)
      .where('priceDate', '<=', day)
      .where('regionId', 'not in', [...covered, ''])
      .groupBy('regionId')
      .execute();
    for (const { regionId, latest } of others) {
      const onLatest = await db.selectFrom('price').select(PRICE_COLUMNS).where('regionId', '=', regionId).where('priceDate', '=', latest).execute();
      const chosen = pickHeadline(onLatest.map(toPriceRow))!;
      const q = await latestQuote(db, chosen, from, day);
      if (q) data.push(q);
    }
  }
  return { data: data.sort(compareSeries) };
};
