import { dicts } from '../../../generated/app.ts';

/** A quoted series of a market: variety (varieties dict) and spec (specs dict). */
export interface Series {
  goodsId: string;
  specsId: string;
}

export interface PriceMarket {
  regionId: string;
  /** The grade the home strip and the market overview show for the market. */
  headline: Series;
  /** What the market quotes: variety → its specs (3–4 varieties and 3–5 specs a market). */
  quotes: Record<string, readonly string[]>;
  /** The market's level against Jinxiang (DOMAIN.md 2.4: Pizhou's white garlic sells higher, Henan's lower). */
  factor: number;
}

/** The producing markets of the region dictionary and the grades each publishes. */
export const PRICE_MARKETS: readonly PriceMarket[] = [
  {
    regionId: '370828',
    headline: { goodsId: '1', specsId: '3' },
    factor: 1,
    quotes: { '1': ['1', '2', '3', '4'], '6': ['4', '7'], '2': ['7'], '3': ['3', '4'] },
  },
  { regionId: '320382', headline: { goodsId: '2', specsId: '8' }, factor: 1.08, quotes: { '2': ['6', '7', '8'], '3': ['5', '6', '7'], '1': ['3'] } },
  { regionId: '410221', headline: { goodsId: '1', specsId: '4' }, factor: 0.97, quotes: { '1': ['1', '3', '4'], '3': ['2', '4'], '4': ['4'] } },
  { regionId: '410122', headline: { goodsId: '3', specsId: '3' }, factor: 0.95, quotes: { '3': ['1', '3', '4'], '1': ['2', '4'], '4': ['3'] } },
  { regionId: '371324', headline: { goodsId: '5', specsId: '3' }, factor: 0.98, quotes: { '5': ['3', '4', '5'], '3': ['3', '5'], '4': ['4'] } },
  { regionId: '370116', headline: { goodsId: '3', specsId: '4' }, factor: 1, quotes: { '3': ['4', '5', '6'], '1': ['2', '3'], '5': ['5'] } },
  { regionId: '532932', headline: { goodsId: '7', specsId: '9' }, factor: 1, quotes: { '7': ['9'], '5': ['3', '5'], '8': ['2'] } },
  { regionId: '130408', headline: { goodsId: '3', specsId: '2' }, factor: 0.96, quotes: { '3': ['2', '3', '4'], '5': ['3', '4'], '1': ['1'] } },
];

const HEADLINES = new Map(PRICE_MARKETS.map((m) => [m.regionId, m.headline]));

export const seriesKey = (s: Series & { regionId: string }): string => `${s.regionId}|${s.goodsId}|${s.specsId}`;

export function isHeadline(s: Series & { regionId: string }): boolean {
  const h = HEADLINES.get(s.regionId);
  return h !== undefined && h.goodsId === s.goodsId && h.specsId === s.specsId;
}

/** The producing markets of the region dictionary, in its order. */
export const REGION_IDS: readonly string[] = dicts.region.items.map((item) => item.id);
const REGION_ORDER = new Map<string, number>(REGION_IDS.map((id, i) => [id, i]));

/** Numeric ids in number order, any other after them. */
function idOrder(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  if (Number.isFinite(x) && Number.isFinite(y) && x !== y) return x - y;
  return a.localeCompare(b);
}

/** Markets in dictionary order, then variety and spec ids in number order. */
export function compareSeries(a: Series & { regionId: string }, b: Series & { regionId: string }): number {
  const ra = REGION_ORDER.get(a.regionId) ?? Number.MAX_SAFE_INTEGER;
  const rb = REGION_ORDER.get(b.regionId) ?? Number.MAX_SAFE_INTEGER;
  return ra - rb || idOrder(a.goodsId, b.goodsId) || idOrder(a.specsId, b.specsId);
}

/** The market's headline series among the quoted ones, or its first quoted series when that is missing. */
export function pickHeadline<T extends Series & { regionId: string }>(quoted: readonly T[]): T | undefined {
  return quoted.find(isHeadline) ?? [...quoted].sort(compareSeries)[0];
}
