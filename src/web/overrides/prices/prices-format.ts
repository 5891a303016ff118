import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { FALL_COLOR, RISE_COLOR } from '../../app/market-colors.ts';
import { PALETTE } from '../../charts/palette.ts';
import { monthShortEn } from '../../i18n/month-names.ts';

export type PricePoint = components['schemas']['pricesPoint'];
export type PriceDayChart = components['schemas']['pricesDayChart'];
export type PriceQuote = components['schemas']['pricesQuote'];
export type PriceBatch = components['schemas']['pricesBatch'];
export type PriceSameTerm = components['schemas']['pricesSameTerm'];
export type PricePoll = components['schemas']['pricesPoll'];

export const AVG_COLOR = PALETTE.orange;
export const BAND_COLOR = '#90a4ae';

export const regionName = (id: string, lang: Language) => dictCache.name('region', id, lang);
export const varietyName = (id: string, lang: Language) => dictCache.name('varieties', id, lang);
export const specName = (id: string, lang: Language) => dictCache.name('specs', id, lang);

/** "Hybrid garlic · Medium mixed grade" / "杂交蒜 中混级". */
export const gradeName = (goodsId: string, specsId: string, lang: Language) =>
  `${varietyName(goodsId, lang)}${lang === 'zh' ? ' ' : ' · '}${specName(specsId, lang)}`;

/** Prices are yuan per jin with two decimals. */
export const price = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toFixed(2));

/** ▲0.05 / ▼0.10 / – with the colour of the move. */
export function changeParts(change: number | null): { text: string; color: string | undefined } {
  if (change === null) return { text: '–', color: undefined };
  if (change > 0) return { text: `▲${change.toFixed(2)}`, color: RISE_COLOR };
  if (change < 0) return { text: `▼${Math.abs(change).toFixed(2)}`, color: FALL_COLOR };
  return { text: '0.00', color: undefined };
}

export function percent(value: number | null): string {
  if (value === null) return '';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}%`;
}

/** MM-DD from YYYY-MM-DD, for axis ticks. */
export const monthDay = (date: string) => date.slice(5);

/** "Nov 2026" / "2026年11月". */
export function monthName(year: number, month: number, lang: Language): string {
  if (lang === 'zh') return `${year}年${month}月`;
  return `${monthShortEn(month)} ${year}`;
}

/** How every price line chart draws a series: a plain line through missing days, values in 元/斤. */
export const PRICE_LINE = { showMark: false, curve: 'linear' as const, valueFormatter: (v: number | null) => price(v) };

/** The tooltip, legend and grid every price line chart shares. */
export const PRICE_CHART_FRAME = {
  slotProps: {
    tooltip: { trigger: 'axis' as const },
    legend: { direction: 'horizontal' as const, position: { vertical: 'top' as const, horizontal: 'start' as const } },
  },
  grid: { horizontal: true },
};
