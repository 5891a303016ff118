import type { Db } from '../db/database.ts';
import { seriesKey, type Series } from './prices-markets.ts';
import { addDays } from '../../shared/china-time.ts';

/** A stored quotation as the statistics read it. */
export interface PriceRow {
  priceDate: string;
  batchNum: string;
  regionId: string;
  goodsId: string;
  specsId: string;
  avgPrice: number;
  maxPrice: number;
  minPrice: number;
}

export const PRICE_COLUMNS = ['priceDate', 'batchNum', 'regionId', 'goodsId', 'specsId', 'avgPrice', 'maxPrice', 'minPrice'] as const;

/** How far back a quotation's previous one may lie, and how old a "latest" quotation may be. */
export const LOOKBACK_DAYS = 30;

export const round2 = (n: number): number => Math.round((n + Math.sign(n) * 1e-9) * 100) / 100;
export const round1 = (n: number): number => Math.round((n + Math.sign(n) * 1e-9) * 10) / 10;

export function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

export function toPriceRow(r: PriceRow): PriceRow {
  return { ...r, avgPrice: Number(r.avgPrice), maxPrice: Number(r.maxPrice), minPrice: Number(r.minPrice) };
}

export type Quote = PriceRow & {
  previousDate: string | null;
  previousAvgPrice: number | null;
  change: number | null;
  changeRate: number | null;
};

/** The quotation with its change against `previous` (the same series' quotation before it), if any. */
export function quote(row: PriceRow, previous: PriceRow | undefined): Quote {
  if (!previous) return { ...row, previousDate: null, previousAvgPrice: null, change: null, changeRate: null };
  const diff = row.avgPrice - previous.avgPrice;
  return {
    ...row,
    previousDate: previous.priceDate,
    previousAvgPrice: previous.avgPrice,
    change: round2(diff),
    changeRate: previous.avgPrice === 0 ? null : round1((diff / previous.avgPrice) * 100),
  };
}

/** Groups rows by series, each group newest first. */
export function bySeriesNewestFirst(rows: readonly PriceRow[]): Map<string, PriceRow[]> {
  const groups = new Map<string, PriceRow[]>();
  for (const r of [...rows].sort((a, b) => (a.priceDate < b.priceDate ? 1 : a.priceDate > b.priceDate ? -1 : 0))) {
    const key = seriesKey(r);
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

/** The row's previous quotation among its series' rows (newest first), within the lookback. */
export function previousOf(row: PriceRow, seriesRows: readonly PriceRow[] | undefined): PriceRow | undefined {
  const earliest = addDays(row.priceDate, -LOOKBACK_DAYS);
  return seriesRows?.find((r) => r.priceDate < row.priceDate && r.priceDate >= earliest);
}

/** Quotations from `from` to `to` (inclusive), of the given series only when a list is given. */
export async function rowsBetween(db: Db, from: string, to: string, series?: readonly (Series & { regionId: string })[]): Promise<PriceRow[]> {
  if (series?.length === 0) return [];
  let query = db.selectFrom('price').select(PRICE_COLUMNS).where('priceDate', '>=', from).where('priceDate', '<=', to);
  if (series) {
    query = query.where((eb) =>
      eb.or(series.map((s) => eb.and([eb('regionId', '=', s.regionId), eb('goodsId', '=', s.goodsId), eb('specsId', '=', s.specsId)]))),
    );
  }
  return (await query.execute()).map(toPriceRow);
}
