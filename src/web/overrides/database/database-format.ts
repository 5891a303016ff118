import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { GROWING_TERMS, SEASON_ORDER, solarTermDate, termOf, termPeriod, termYear } from '../../../shared/solar-terms.ts';
import { PALETTE } from '../../charts/palette.ts';
import { chinaToday, seasonLabel } from '../../../shared/china-time.ts';

export type WeatherSeasons = components['schemas']['weatherSeasons'];
export type WeatherSeason = components['schemas']['weatherSeason'];
export type WeatherTerm = components['schemas']['weatherTerm'];
export type AreaYear = components['schemas']['areaYear'];
export type AreaRow = components['schemas']['areaRow'];
export type AreaHistoryYear = components['schemas']['areaHistoryYear'];
export type AreaThreeYears = components['schemas']['areaThreeYears'];
export type SeedlingTbHb = components['schemas']['seedlingTbHb'];
export type SeedlingChange = components['schemas']['seedlingChange'];
export type SeedlingTbHbImages = components['schemas']['seedlingTbHbImages'];
export type SeedlingPlot = components['schemas']['seedlingPlot'];
export type Measure = SeedlingChange['measure'];

/** Colours kept per season on every chart: the latest season bold, the two before paler. */
export const SEASON_COLORS = [PALETTE.green, PALETTE.orange, PALETTE.blue] as const;
export const DEFAULT_REGION = '370828';
export const NATIONAL = '100000';

/** The solar term running today in China, as the `solarTerm` dictionary's id. */
export function currentTerm(now = Date.now()): string {
  return String(termOf(chinaToday(now)).term);
}

export const termName = (id: string, lang: Language) => dictCache.name('solarTerm', id, lang);
export const regionName = (id: string, lang: Language) => dictCache.name('region', id, lang);
export const areaRegionName = (id: string, lang: Language) => dictCache.name('areaRegion', id, lang);
export { seasonLabel };

/**
 * A term's axis label: its Chinese name, or in English the day it usually begins (Oct 8), since the
 * English names are too long to stand under a 390 px chart.
 */
export function termTick(id: string, lang: Language): string {
  if (lang === 'zh') return termName(id, lang);
  const date = solarTermDate(2025, Number(id));
  return new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A term's full label for tooltips and pickers: "Cold Dew (Oct 8)" / "寒露（10月8日）". */
export function termFull(id: string, lang: Language): string {
  const date = solarTermDate(2025, Number(id));
  const [m, d] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return lang === 'zh' ? `${termName(id, lang)}（${m}月${d}日前后）` : `${termName(id, lang)} (${termTick(id, lang)})`;
}

export const SEASON_TERMS = SEASON_ORDER.map(String);
export const GROWING = GROWING_TERMS.map(String);

/** 12.3 °C; – for nothing. */
export const celsius = (n: number | null | undefined) => (n === null || n === undefined ? '–' : `${n.toFixed(1)}`);
/** 1,234 (°C·d, days, 万亩 …) with the given decimals; – for nothing. */
export const figure = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined ? '–' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** +12.3 / −4.5 with a sign, and +5.0% rates. */
export function signed(n: number | null | undefined, digits = 1, suffix = ''): string {
  if (n === null || n === undefined) return '–';
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  return `${sign}${Math.abs(n).toFixed(digits)}${suffix}`;
}

/** A date as the viewer reads it: 10-08 / 10月8日. */
export function shortDate(date: string, lang: Language): string {
  const [m, d] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return lang === 'zh' ? `${m}月${d}日` : new Date(`${date}T00:00:00Z`).toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** How many days a term lasts in a season (14–16), to tell a running term's figures from a whole one's. */
export function termLength(seasonYear: number, term: string): number {
  const period = termPeriod(termYear(seasonYear, Number(term)), Number(term));
  return Math.round((Date.parse(period.end) - Date.parse(period.start)) / 86_400_000) + 1;
}

/** The days a term's figures cover so far, when the term is still running; null for a whole term. */
export function runningDays(seasonYear: number, t: WeatherTerm | null): { days: number; full: number } | null {
  if (!t) return null;
  const full = termLength(seasonYear, t.solarTerm);
  return t.days < full ? { days: t.days, full } : null;
}
