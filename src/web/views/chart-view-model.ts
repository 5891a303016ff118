import type { ChartColumn, ChartPicker, ChartUnit, ColumnFormat } from '../../shared/chart-view-types.ts';
import { addMonths, currentMonth, seasonLabel } from '../../shared/china-time.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { placeNames } from '../divisions/place-names.ts';
import type { Language } from '../i18n/language.ts';
import {
  SEASON_MONTHS,
  axisCount,
  axisTonnes,
  calendarMonth,
  exact,
  monthLabel,
  monthTick,
  percent,
  signedTonnes,
  tipTonnes,
  tonnes,
} from '../charts/stats/stats-format.ts';
import { termName, todaysTermIn, TERM_ORDERS } from '../charts/solar-term-format.ts';
import { groupUnitFormat } from './chart-group-model.ts';
import { changeText, dayParam } from './chart-day-cells.tsx';

export type PickerValue = string | number;
export type Row = Record<string, unknown>;

const CALENDAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const YEAR_MONTH = /^\d{4}-\d{2}$/;

/** A picker's value from the route's params: a month picker takes a number, a dictionary picker text. */
export function paramValue(picker: ChartPicker, value: unknown): PickerValue | undefined {
  if (picker.yearMonth || picker.recent) return typeof value === 'string' && YEAR_MONTH.test(value) ? value : undefined;
  if (picker.months) {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
  }
  if (picker.day) return dayParam(picker.day, value);
  if (picker.terms) return typeof value === 'string' && TERM_ORDERS[picker.terms].includes(value) ? value : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A picker's first value: the route's params, else its default, else (a month stepper) its start month;
 * a term following another picker's row (`termOf`, decision 0154) only the route's.
 */
export function firstValue(picker: ChartPicker, param: unknown): PickerValue | undefined {
  if (picker.termOf) return paramValue(picker, param);
  return (
    paramValue(picker, param) ??
    picker.default ??
    (picker.recent ? addMonths(currentMonth(), picker.recent.start) : undefined) ??
    (picker.terms ? todaysTermIn(picker.terms) : undefined)
  );
}

/** A picker's value read off the first row of its `latest` call: a YYYY-MM month gives its calendar month to a month picker. */
export function latestValue(picker: ChartPicker, rows: unknown): PickerValue | undefined {
  const field = picker.latest && Array.isArray(rows) ? (rows[0] as Row | undefined)?.[picker.latest.field] : undefined;
  if (picker.months && !picker.yearMonth && typeof field === 'string' && YEAR_MONTH.test(field)) return Number(field.slice(5, 7));
  return typeof field === 'string' || typeof field === 'number' ? paramValue(picker, field) : undefined;
}

/** The values a month picker offers, in its order. */
export const monthChoices = (picker: ChartPicker): readonly number[] => (picker.months === 'season' ? SEASON_MONTHS : CALENDAR);

/** The calendar month (1–12) a month picker's value stands for. */
export const calendarOf = (value: PickerValue) => (typeof value === 'string' ? Number(value.slice(5, 7)) : value);

/** For a picker of YYYY-MM months: the newest month of the latest call's rows in a calendar month. */
export function newestIn(picker: ChartPicker, rows: unknown, month: number): string | undefined {
  const months = Array.isArray(rows) ? (rows as Row[]).map((r) => r[picker.latest!.field]) : [];
  return months.find((m): m is string => typeof m === 'string' && calendarOf(m) === month);
}

/** What the reader sees for a picker's value: "Jul" / "7月", or the dictionary item's name. */
export function pickerLabel(picker: ChartPicker, value: PickerValue | undefined, lang: Language): string {
  if (value === undefined) return '';
  if (picker.recent) return monthLabel(String(value), lang);
  if (picker.months) return calendarMonth(calendarOf(value), lang);
  if (picker.terms) return termName(String(value), lang);
  if (picker.options?.format === 'month') return calendarMonth(calendarOf(value), lang);
  if (picker.options?.format === 'season') return seasonLabel(Number(value));
  return picker.dict ? dictCache.name(picker.dict, value, lang) : String(value);
}

/** The labels a text's {name} takes: the reply's plain fields (a YYYY-MM month as "Sep 2025"), then the pickers' chosen labels. */
export function textLabels(reply: Row | undefined, pickers: Record<string, string>, lang: Language): Record<string, string> {
  const fields = Object.entries(reply ?? {}).flatMap(([k, v]) =>
    typeof v === 'string' || typeof v === 'number' ? [[k, categoryText(v, lang, 'tooltip')]] : [],
  );
  return { ...Object.fromEntries(fields), ...pickers };
}

/** A manifest text with each {name} filled with the chosen value's label. */
export function fillText(text: string, labels: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => labels[name] ?? m);
}

/** A category on the x axis: YYYY-MM months read as "Oct '26" on a tick and "Oct 2026" in a tooltip. */
export function categoryText(value: unknown, lang: Language, where: 'tick' | 'tooltip'): string {
  if (typeof value === 'string' && YEAR_MONTH.test(value)) return where === 'tick' ? monthTick(value, lang) : monthLabel(value, lang);
  // A day (YYYY-MM-DD) ticks as MM-DD.
  if (typeof value === 'string' && where === 'tick' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.slice(5);
  return String(value ?? '');
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** A price in yuan per jin, two decimals. */
const price = (v: number | null) => (v === null ? '–' : v.toFixed(2));

/** An axis tick and a tooltip figure of a series' unit. */
export const unitFormat: Record<ChartUnit, { axis: (v: number, lang: Language) => string; tip: (v: number | null, lang: Language) => string }> = {
  tonnes: { axis: axisTonnes, tip: tipTonnes },
  count: { axis: axisCount, tip: (v) => exact(v) },
  percent: { axis: (v) => `${v}%`, tip: (v) => percent(v) },
  // Yuan per jin: whole yuan on the axis, two decimals in a tooltip.
  price: { axis: (v) => v.toFixed(0), tip: (v) => price(num(v)) },
  ...groupUnitFormat,
};

/** A table cell of a column's format; a dictionary id shows as its item's name. */
export function cellText(value: unknown, format: ColumnFormat, lang: Language, dict?: string): string {
  switch (format) {
    case 'exact':
      return exact(num(value));
    case 'tonnes':
      return tonnes(num(value), lang);
    case 'signedTonnes':
      return signedTonnes(num(value), lang);
    case 'percent':
      return percent(num(value));
    case 'price':
      return price(num(value));
    case 'change':
      return changeText(value);
    case 'share':
      return typeof value === 'number' ? `${value.toFixed(1)}%` : '–';
    default:
      if (value === null || value === undefined) return '–';
      return dict ? dictCache.name(dict, value, lang) : categoryText(value, lang, 'tooltip');
  }
}

/** A column's `names` cell: the code's name in the reader's language, from a dictionary or the divisions, else the field as it comes (decision 0155). */
export function namesText(names: NonNullable<ChartColumn['names']>, row: Row, field: string, lang: Language): string {
  const stored = row[field] === null || row[field] === undefined ? '–' : String(row[field]);
  if (names.from === 'places') return placeNames.name(row[names.code], stored, lang);
  const item = dictCache.items(names.from).find((i) => i.id === String(row[names.code]));
  return item ? item[lang] : stored;
}
