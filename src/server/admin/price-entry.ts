import type { Kysely } from 'kysely';
import { dicts } from '../../../generated/app.ts';
import type { Db } from '../db/database.ts';
import type { CallContext, HandlerContext, HandlerResult } from '../engine/context.ts';
import { badRequest, conflict } from '../http/api-error.ts';
import { keyId } from '../import/import-rows.ts';
import { isDictId, type DictId } from '../engine/rows.ts';
import { batchOf } from '../handlers/price-batches.ts';
import { PRICE_MARKETS, compareSeries, seriesKey, type Series } from '../handlers/prices-markets.ts';
import { PRICE_COLUMNS, round1, toPriceRow, type PriceRow } from '../handlers/prices-rows.ts';
import { audited } from './audit.ts';
import { chinaToday, isRealDate } from '../../shared/china-time.ts';

/** The operators' entry grid of a day's official prices (issue 11 point 5, decision 0045). */

type SeriesOf = Series & { regionId: string };

/** A published series, its market, variety and spec narrowed to the dictionaries' ids. */
type PublishedSeries = { regionId: DictId<'region'>; goodsId: DictId<'varieties'>; specsId: DictId<'specs'> };

/** Every series a market publishes, in the order the price pages show them. */
export const PUBLISHED_SERIES: readonly PublishedSeries[] = PRICE_MARKETS.flatMap(({ regionId, quotes }) =>
  isDictId('region', regionId)
    ? Object.entries(quotes).flatMap(([goodsId, specs]) =>
        isDictId('varieties', goodsId) ? specs.flatMap((specsId) => (isDictId('specs', specsId) ? [{ regionId, goodsId, specsId }] : [])) : [],
      )
    : [],
).sort(compareSeries);
const PUBLISHED = new Set(PUBLISHED_SERIES.map(seriesKey));

/** A change of the average beyond this share of the last one asks the operator to confirm. */
export const CONFIRM_CHANGE = 0.3;

const KEY = ['priceDate', 'regionId', 'goodsId', 'specsId'];

const label = (code: 'region' | 'varieties' | 'specs', id: string): string =>
  (dicts[code].items as readonly { id: string; en: string }[]).find((i) => i.id === id)?.en ?? id;
/** "Jinxiang hybrid 5.0cm" — how a server message names a series. */
export const seriesName = (s: SeriesOf): string => `${label('region', s.regionId)} ${label('varieties', s.goodsId)} ${label('specs', s.specsId)}`;

/** Each series' last quotation before `date` (any distance back). */
export async function lastQuotes(db: Db, date: string): Promise<Map<string, PriceRow>> {
  const latest = await db
    .selectFrom('price')
    .select(['regionId', 'goodsId', 'specsId', (eb) => eb.fn.max('priceDate').as('last')])
    .where('priceDate', '<', date)
    .groupBy(['regionId', 'goodsId', 'specsId'])
    .execute();
  const wanted = new Map(latest.map((r) => [seriesKey(r), String(r.last)]));
  const days = [...new Set(wanted.values())];
  const found = new Map<string, PriceRow>();
  for (let i = 0; i < days.length; i += 200) {
    const rows = await db
      .selectFrom('price')
      .select(PRICE_COLUMNS)
      .where('priceDate', 'in', days.slice(i, i + 200))
      .execute();
    for (const r of rows.map(toPriceRow)) if (wanted.get(seriesKey(r)) === r.priceDate) found.set(seriesKey(r), r);
  }
  return found;
}

function dayOf(input: { date?: string }): string {
  const date = input.date ?? chinaToday();
  if (!isRealDate(date)) throw badRequest('date must be a date as YYYY-MM-DD');
  return date;
}

/** GET /api/admin/prices/grid: the published series, each with its last quotation and the day's own when entered. */
export async function adminPriceGrid(ctx: HandlerContext<'adminPriceGrid'>): Promise<HandlerResult<'adminPriceGrid'>> {
  const date = dayOf(ctx.input);
  const db = ctx.services.db;
  const [last, today] = await Promise.all([
    lastQuotes(db, date),
    db
      .selectFrom('price')
      .select([...PRICE_COLUMNS, 'source'])
      .where('priceDate', '=', date)
      .execute(),
  ]);
  const entered = new Map(today.map((r) => [seriesKey(r), r]));
  const rows = PUBLISHED_SERIES.map((s) => {
    const before = last.get(seriesKey(s));
    const own = entered.get(seriesKey(s));
    const shown = own ? toPriceRow(own) : before;
    return {
      ...s,
      ...(before ? { lastDate: before.priceDate, lastAvgPrice: before.avgPrice, lastMaxPrice: before.maxPrice, lastMinPrice: before.minPrice } : {}),
      ...(shown ? { avgPrice: shown.avgPrice, maxPrice: shown.maxPrice, minPrice: shown.minPrice } : {}),
      entered: own !== undefined,
      ...(own?.source ? { source: own.source } : {}),
    };
  });
  return { data: { date, rows } };
}

interface EnteredRow extends SeriesOf {
  avgPrice: number;
  maxPrice: number;
  minPrice: number;
}

/** The problems of one entered row: an unpublished series, a repeat, or figures out of order. */
export function rowProblem(row: EnteredRow, seen: Set<string>): string | undefined {
  const key = seriesKey(row);
  if (!PUBLISHED.has(key)) return `${seriesName(row)} is not a series any market publishes`;
  if (seen.has(key)) return `${seriesName(row)} is entered twice`;
  seen.add(key);
  if (row.maxPrice < row.avgPrice) return `maxPrice ${row.maxPrice} is below avgPrice ${row.avgPrice}`;
  if (row.avgPrice < row.minPrice) return `avgPrice ${row.avgPrice} is below minPrice ${row.minPrice}`;
  return undefined;
}

/** The change of an average against the last one, as a share (0.35 = +35%), or undefined without a last one. */
export function changeShare(avg: number, last: PriceRow | undefined): number | undefined {
  return last && last.avgPrice > 0 ? (avg - last.avgPrice) / last.avgPrice : undefined;
}

/** POST /api/admin/prices/enter: one day's quotations, all or nothing, audited as prices.enter. */
export async function adminPriceEnter(ctx: HandlerContext<'adminPriceEnter'>): Promise<HandlerResult<'adminPriceEnter'>> {
  const input = ctx.input as { date: string; confirm?: boolean; rows: EnteredRow[] };
  const date = dayOf(input);
  if (date > chinaToday()) throw badRequest(`date ${date} is after today in China`);
  const seen = new Set<string>();
  const problems = input.rows.flatMap((row, i) => {
    const problem = rowProblem(row, seen);
    return problem ? [`row ${i + 1} (${seriesName(row)}): ${problem}`] : [];
  });
  if (problems.length > 0)
    throw badRequest(`Nothing was written; ${problems.length === 1 ? '1 row is' : `${problems.length} rows are`} wrong: ${problems.join('; ')}`);
  const last = await lastQuotes(ctx.services.db, date);
  if (!input.confirm) {
    const big = input.rows.flatMap((row, i) => {
      const share = changeShare(row.avgPrice, last.get(seriesKey(row)));
      return share !== undefined && Math.abs(share) > CONFIRM_CHANGE
        ? [`row ${i + 1} (${seriesName(row)}) ${share > 0 ? '+' : ''}${round1(share * 100)}% from ${last.get(seriesKey(row))!.avgPrice}`]
        : [];
    });
    if (big.length > 0) throw conflict(`Send confirm: true to write changes of more than 30%: ${big.join('; ')}`);
  }
  return { data: await writeDay(ctx, date, input.rows) };
}

async function writeDay(ctx: CallContext, date: string, rows: EnteredRow[]) {
  return audited(ctx, { action: 'prices.enter', entity: 'price' }, async (trx) => {
    const t = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const ids = rows.map((r) => keyId(KEY, { ...r, priceDate: date }));
    const before = await trx
      .selectFrom('price')
      .select(['priceId', ...PRICE_COLUMNS, 'source'])
      .where('priceId', 'in', ids)
      .execute();
    const [year, month, day] = date.split('-').map(Number);
    const after = rows.map((r, i) => ({
      priceId: ids[i]!,
      priceDate: date,
      priceYear: year!,
      priceMonth: month!,
      priceDay: day!,
      batchNum: batchOf(date),
      regionId: r.regionId,
      goodsId: r.goodsId,
      specsId: r.specsId,
      avgPrice: r.avgPrice,
      maxPrice: r.maxPrice,
      minPrice: r.minPrice,
      source: 'operator',
    }));
    await t.deleteFrom('price').where('priceId', 'in', ids).execute();
    await t.insertInto('price').values(after).execute();
    return { entityId: batchOf(date), before, after, result: { date, written: after.length, replaced: before.length } };
  });
}
