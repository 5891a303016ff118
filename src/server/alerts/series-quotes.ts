import { dicts } from '../../../generated/app.ts';
import type { Db } from '../db/database.ts';
import { mean, round2 } from '../handlers/prices-rows.ts';
import type { SeriesQuote } from './crossing.ts';

/** A series an alert or a watchlist names; without specsId, every spec of the market's variety. */
export interface SeriesRef {
  regionId: string;
  goodsId: string;
  specsId?: string | null;
}

export const seriesRefKey = (s: SeriesRef): string => `${s.regionId}|${s.goodsId}|${s.specsId ?? ''}`;

// A market quotes a variety in a handful of specs a day: this many rows reach well past two days.
const RECENT_ROWS = 400;

/** Each series' latest quoted day and the one before (over all specs: the mean of the spec averages). */
export async function latestQuotes(db: Db, series: readonly SeriesRef[]): Promise<Map<string, SeriesQuote>> {
  const found = new Map<string, SeriesQuote>();
  const pairs = new Map<string, SeriesRef[]>();
  for (const s of series) pairs.set(`${s.regionId}|${s.goodsId}`, [...(pairs.get(`${s.regionId}|${s.goodsId}`) ?? []), s]);
  for (const wanted of pairs.values()) {
    const { regionId, goodsId } = wanted[0]!;
    const rows = await db
      .selectFrom('price')
      .select(['priceDate', 'specsId', 'avgPrice'])
      .where('regionId', '=', regionId)
      .where('goodsId', '=', goodsId)
      .orderBy('priceDate', 'desc')
      .limit(RECENT_ROWS)
      .execute();
    for (const s of wanted) {
      const mine = s.specsId ? rows.filter((r) => r.specsId === s.specsId) : rows;
      const days = [...new Set(mine.map((r) => String(r.priceDate)))].slice(0, 2);
      if (days.length === 0) continue;
      const averageOf = (day: string) => round2(mean(mine.filter((r) => String(r.priceDate) === day).map((r) => Number(r.avgPrice))));
      found.set(seriesRefKey(s), { priceDate: days[0]!, avgPrice: averageOf(days[0]!), previousAvgPrice: days[1] ? averageOf(days[1]) : null });
    }
  }
  return found;
}

type Texts = { en: string; zh: string };
const dictItem = (code: 'region' | 'varieties' | 'specs', id: string): Texts => {
  const item = (dicts[code].items as readonly { id: string; en: string; zh: string }[]).find((i) => i.id === id);
  return { en: item?.en ?? id, zh: item?.zh ?? id };
};

/** "Jinxiang Hybrid 5.0cm" / "金乡 杂交蒜 5.0cm"; without a spec, "all specs" / "全部规格". */
export function seriesNames(s: SeriesRef): Texts {
  const parts = [
    dictItem('region', s.regionId),
    dictItem('varieties', s.goodsId),
    s.specsId ? dictItem('specs', s.specsId) : { en: 'all specs', zh: '全部规格' },
  ];
  return { en: parts.map((p) => p.en).join(' '), zh: parts.map((p) => p.zh).join(' ') };
}
