import type { GroupFormat, GroupValue } from '../../shared/chart-group-types.ts';
import type { ChartUnit } from '../../shared/chart-view-types.ts';
import { seasonLabel } from '../../shared/china-time.ts';
import { exact } from '../charts/stats/stats-format.ts';
import { celsius, shortDate } from '../charts/solar-term-format.ts';
import type { Language } from '../i18n/language.ts';

type Row = Record<string, unknown>;

/** A field path of a row: `tempAvg`, or `term.tempAvg` through an object field (null when the object is). */
export function valueAt(row: Row | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Row)[key] : undefined), row);
}

function formatted(value: unknown, format: GroupFormat, lang: Language): string {
  if (value === null || value === undefined) return '–';
  switch (format) {
    case 'exact':
      return typeof value === 'number' ? exact(Math.round(value)) : String(value);
    case 'celsius':
      return typeof value === 'number' ? celsius(value) : String(value);
    case 'season':
      return seasonLabel(Number(value));
    case 'date':
      return shortDate(String(value), lang);
    default:
      return String(value);
  }
}

/** A group value as the reader sees it: 12.3, 1,234, 2025/26, Oct 8, or 9/15 with `of`. */
export function groupText(row: Row | undefined, v: GroupValue, lang: Language): string {
  const value = valueAt(row, v.field);
  if (v.of === undefined || value === null || value === undefined) return formatted(value, v.format ?? 'text', lang);
  return `${formatted(value, v.format ?? 'text', lang)}/${formatted(valueAt(row, v.of), v.format ?? 'text', lang)}`;
}

const inLanguage = (lang: Language, en: string, zh: string) => (lang === 'zh' ? zh : en);

/** Axis ticks and tooltips of the units grouped cards add: 12.3 °C, 1,234 °C·d, 9 days. */
export const groupUnitFormat: Record<
  Extract<ChartUnit, 'celsius' | 'degreeDays' | 'days'>,
  { axis: (v: number, lang: Language) => string; tip: (v: number | null, lang: Language) => string }
> = {
  celsius: { axis: (v) => `${v}°`, tip: (v) => (v === null ? '–' : `${celsius(v)} °C`) },
  degreeDays: { axis: (v) => exact(v), tip: (v, lang) => (v === null ? '–' : `${exact(Math.round(v))} ${inLanguage(lang, '°C·d', '°C·日')}`) },
  days: { axis: (v) => String(v), tip: (v, lang) => (v === null ? '–' : `${v} ${inLanguage(lang, 'days', '天')}`) },
};
