import type { PricePoint } from './prices-format.ts';

/** One line of the comparison: a market's variety, one spec or ('') the mean over its specs. */
export interface CompareLine {
  regionId: string;
  goodsId: string;
  specsId: string;
}

/** The most lines one chart compares: beyond it a phone's chart is a tangle. */
export const COMPARE_MAX = 4;

export const sameLine = (a: CompareLine, b: CompareLine) => a.regionId === b.regionId && a.goodsId === b.goodsId && a.specsId === b.specsId;

/** The list with `line` added, or why it cannot be. */
export function addLine(
  lines: readonly CompareLine[],
  line: CompareLine,
  max = COMPARE_MAX,
): { lines: CompareLine[]; problem?: 'full' | 'same' | 'incomplete' } {
  if (!line.regionId || !line.goodsId) return { lines: [...lines], problem: 'incomplete' };
  if (lines.some((l) => sameLine(l, line))) return { lines: [...lines], problem: 'same' };
  if (lines.length >= max) return { lines: [...lines], problem: 'full' };
  return { lines: [...lines, line] };
}

/** The input of the 30-day call for a line, the same as the price page's own chart asks (one cache entry). */
export const dayChartInput = (line: CompareLine) => ({ regionId: line.regionId, goodsId: line.goodsId, ...(line.specsId ? { specsId: line.specsId } : {}) });

/** Every day any line has a quotation, in order, and each line's average on it (null where it has none). */
export function mergeDays(lines: readonly (readonly Pick<PricePoint, 'priceDate' | 'avgPrice'>[])[]): { dates: string[]; values: (number | null)[][] } {
  const dates = [...new Set(lines.flatMap((days) => days.map((d) => d.priceDate)))].sort();
  const values = lines.map((days) => {
    const byDate = new Map(days.map((d) => [d.priceDate, d.avgPrice]));
    return dates.map((date) => byDate.get(date) ?? null);
  });
  return { dates, values };
}
