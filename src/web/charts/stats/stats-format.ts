import type { Language } from '../../i18n/language.ts';
import { shortenNumber } from '../../../shared/format/shorten.ts';
import { monthShortEn } from '../../i18n/month-names.ts';

/** 1,968,749 in a table. */
export const exact = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toLocaleString('en-US'));

/** 196.87万吨 / 1.97M t on a card; – for nothing. */
export function tonnes(n: number | null | undefined, lang: Language): string {
  if (n === null || n === undefined) return '–';
  return `${shortenNumber(n, lang, 2)}${lang === 'zh' ? '吨' : ' t'}`;
}

/** An axis label: 200万 / 2M (tonnes are in the chart's subtitle). */
export const axisTonnes = (n: number, lang: Language) => shortenNumber(n, lang, Math.abs(n) >= 1e6 ? 0 : 1);

/** An axis label of a count (loads): 1.2万 / 12k. */
export const axisCount = (n: number, lang: Language) => shortenNumber(n, lang, 1);

/** A tooltip figure: 19.18万吨 / 191.8k t. */
export const tipTonnes = (n: number | null, lang: Language) => (n === null ? '–' : tonnes(n, lang));

/** +12.3% / −4.5% / – when there is nothing to compare with. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}%`;
}

/** +5.2万吨 / −62.5万吨: a change in tonnes, signed. */
export function signedTonnes(n: number | null | undefined, lang: Language): string {
  if (n === null || n === undefined) return '–';
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${tonnes(Math.abs(n), lang)}`;
}

/** "Oct 2026" / "2026年10月". */
export function monthLabel(key: string, lang: Language): string {
  const [y, m] = [Number(key.slice(0, 4)), Number(key.slice(5, 7))];
  return lang === 'zh' ? `${y}年${m}月` : `${monthShortEn(m)} ${y}`;
}

/** A short axis label: "Oct '26" / "26年10月". */
export function monthTick(key: string, lang: Language): string {
  const m = Number(key.slice(5, 7));
  return lang === 'zh' ? `${key.slice(2, 4)}年${m}月` : `${monthShortEn(m)} '${key.slice(2, 4)}`;
}

/** A calendar month alone: "Jul" / "7月". */
export const calendarMonth = (m: number, lang: Language) => (lang === 'zh' ? `${m}月` : monthShortEn(m));

/** The season's months in order, June first, as calendar month numbers. */
export const SEASON_MONTHS = [6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5] as const;

/** The season a YYYY-MM month belongs to, by its opening year (June–May). */
export const seasonOf = (key: string) => (Number(key.slice(5, 7)) >= 6 ? Number(key.slice(0, 4)) : Number(key.slice(0, 4)) - 1);

/** "2025/26". */
export const seasonName = (seasonYear: number) => `${seasonYear}/${String((seasonYear + 1) % 100).padStart(2, '0')}`;

/** A number from a route parameter, or undefined. */
export function numberParam(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

/** Colours kept for a series on every chart: the latest year or season first. */
export { SERIES_COLORS } from '../../charts/palette.ts';
