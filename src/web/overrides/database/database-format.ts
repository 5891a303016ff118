import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { seasonLabel } from '../../../shared/china-time.ts';
import { SEASON_COLORS, TERM_ORDERS, termFull, termName, termTick } from '../../charts/solar-term-format.ts';

export type SeedlingTbHb = components['schemas']['seedlingTbHb'];
export type SeedlingTbHbImages = components['schemas']['seedlingTbHbImages'];
export type Measure = components['schemas']['seedlingChange']['measure'];

export const NATIONAL = '100000';

export const areaRegionName = (id: string, lang: Language) => dictCache.name('areaRegion', id, lang);
export { seasonLabel, SEASON_COLORS, termName, termTick, termFull };

export const GROWING = TERM_ORDERS.growing;

/** 1,234 (°C·d, days, 万亩 …) with the given decimals; – for nothing. */
export const figure = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined ? '–' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** +12.3 / −4.5 with a sign, and +5.0% rates. */
export function signed(n: number | null | undefined, digits = 1, suffix = ''): string {
  if (n === null || n === undefined) return '–';
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  return `${sign}${Math.abs(n).toFixed(digits)}${suffix}`;
}
