import type { TermOrder } from '../../shared/chart-group-types.ts';
import { chinaToday } from '../../shared/china-time.ts';
import { GROWING_TERMS, SEASON_ORDER, solarTermDate, termOf } from '../../shared/solar-terms.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import type { Language } from '../i18n/language.ts';
import { PALETTE } from './palette.ts';
import { monthShortEn } from '../i18n/month-names.ts';

/** The solar terms of each order as the `solarTerm` dictionary's ids: the season from 白露, its growing part from 寒露. */
export const TERM_ORDERS: Record<TermOrder, readonly string[]> = { season: SEASON_ORDER.map(String), growing: GROWING_TERMS.map(String) };

/** Colours kept per season on every chart: the latest season bold, the two before paler. */
export const SEASON_COLORS = [PALETTE.green, PALETTE.orange, PALETTE.blue] as const;

/** The solar term running today in China, as the `solarTerm` dictionary's id. */
export function currentTerm(now = Date.now()): string {
  return String(termOf(chinaToday(now)).term);
}

/** A term picker's first value: the term running today when the order has it, else the order's first. */
export function todaysTermIn(order: TermOrder, now = Date.now()): string {
  const today = currentTerm(now);
  return TERM_ORDERS[order].includes(today) ? today : TERM_ORDERS[order][0]!;
}

export const termName = (id: string, lang: Language) => dictCache.name('solarTerm', id, lang);

/** A date as the viewer reads it: Oct 8 / 10月8日. */
export function shortDate(date: string, lang: Language): string {
  const [m, d] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  return lang === 'zh' ? `${m}月${d}日` : `${monthShortEn(m)} ${d}`;
}

/**
 * A term's axis label: its Chinese name, or in English the day it usually begins (Oct 8), since the
 * English names are too long to stand under a 390 px chart.
 */
export function termTick(id: string, lang: Language): string {
  return lang === 'zh' ? termName(id, lang) : shortDate(solarTermDate(2025, Number(id)), 'en');
}

/** A term's full label for tooltips and pickers: "Cold Dew (Oct 8)" / "寒露（10月8日前后）". */
export function termFull(id: string, lang: Language): string {
  const date = solarTermDate(2025, Number(id));
  return lang === 'zh' ? `${termName(id, lang)}（${shortDate(date, lang)}前后）` : `${termName(id, lang)} (${termTick(id, lang)})`;
}

/** 12.3 (°C); – for nothing. */
export const celsius = (n: number | null | undefined) => (n === null || n === undefined ? '–' : n.toFixed(1));
