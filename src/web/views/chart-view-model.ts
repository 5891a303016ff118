import type { ChartPicker, ChartUnit, ColumnFormat } from '../../shared/chart-view-types.ts';
import { dictCache } from '../dicts/dict-cache.ts';
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
  tipTonnes,
  tonnes,
} from '../overrides/stats/stats-format.ts';

export type PickerValue = string | number;
export type Row = Record<string, unknown>;

const CALENDAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const YEAR_MONTH = /^\d{4}-\d{2}$/;

/** A picker's value from the route's params: a month picker takes a number, a dictionary picker text. */
export function paramValue(picker: ChartPicker, value: unknown): PickerValue | undefined {
  if (picker.months) {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
  }
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A picker's value read off the first row of its `latest` call: a YYYY-MM month gives its calendar month to a month picker. */
export function latestValue(picker: ChartPicker, rows: unknown): PickerValue | undefined {
  const field = picker.latest && Array.isArray(rows) ? (rows[0] as Row | undefined)?.[picker.latest.field] : undefined;
  if (picker.months && typeof field === 'string' && YEAR_MONTH.test(field)) return Number(field.slice(5, 7));
  return typeof field === 'string' || typeof field === 'number' ? paramValue(picker, field) : undefined;
}

/** The values a month picker offers, in its order. */
export const monthChoices = (picker: ChartPicker): readonly number[] => (picker.months === 'season' ? SEASON_MONTHS : CALENDAR);

/** What the reader sees for a picker's value: "Jul" / "7月", or the dictionary item's name. */
export function pickerLabel(picker: ChartPicker, value: PickerValue | undefined, lang: Language): string {
  if (value === undefined) return '';
  if (picker.months) return calendarMonth(Number(value), lang);
  return picker.dict ? dictCache.name(picker.dict, value, lang) : String(value);
}

/** A manifest text with each {param} filled with the chosen value's label. */
export function fillText(text: string, labels: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => labels[name] ?? m);
}

/** A category on the x axis: YYYY-MM months read as "Oct '26" on a tick and "Oct 2026" in a tooltip. */
export function categoryText(value: unknown, lang: Language, where: 'tick' | 'tooltip'): string {
  if (typeof value === 'string' && YEAR_MONTH.test(value)) return where === 'tick' ? monthTick(value, lang) : monthLabel(value, lang);
  return String(value ?? '');
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** An axis tick and a tooltip figure of a series' unit. */
export const unitFormat: Record<ChartUnit, { axis: (v: number, lang: Language) => string; tip: (v: number | null, lang: Language) => string }> = {
  tonnes: { axis: axisTonnes, tip: tipTonnes },
  count: { axis: axisCount, tip: (v) => exact(v) },
  percent: { axis: (v) => `${v}%`, tip: (v) => percent(v) },
};

/** A table cell of a column's format. */
export function cellText(value: unknown, format: ColumnFormat, lang: Language): string {
  switch (format) {
    case 'exact':
      return exact(num(value));
    case 'tonnes':
      return tonnes(num(value), lang);
    case 'percent':
      return percent(num(value));
    default:
      return value === null || value === undefined ? '–' : categoryText(value, lang, 'tooltip');
  }
}
