import type { Language } from '../i18n/language.ts';

const formats: Record<Language, Intl.DateTimeFormat> = {
  zh: new Intl.DateTimeFormat('zh-CN', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }),
};

/** A date field's value (YYYY-MM-DD) as the user reads dates: 2026年11月25日, 25 Nov 2026; '' for none. */
export function formatFormDate(value: unknown, lang: Language): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : formats[lang].format(date);
}
