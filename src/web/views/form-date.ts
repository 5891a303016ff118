import type { Language } from '../i18n/language.ts';

const options: Record<Language, [string, Intl.DateTimeFormatOptions]> = {
  zh: ['zh-CN', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }],
  en: ['en-GB', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }],
};
/**
 * Made on first use, one per language: a first Intl date format loads the locale's calendar data
 * (140 ms at 4x slowdown), which lists that show no date should not pay at module load (decision 0140).
 */
const formats: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const formatOf = (lang: Language) => (formats[lang] ??= new Intl.DateTimeFormat(...options[lang]));

/** A date field's value (YYYY-MM-DD) as the user reads dates: 2026年11月25日, 25 Nov 2026; '' for none. */
export function formatFormDate(value: unknown, lang: Language): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : formatOf(lang).format(date);
}
