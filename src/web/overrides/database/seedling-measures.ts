import type { Language } from '../../i18n/language.ts';
import { tDb, type DatabaseMessageKey } from '../../i18n/messages/database.ts';
import type { Measure } from './database-format.ts';

/** The seedling measures of tb-hb in the order the pages show them, each with its unit and decimals. */
export const MEASURES: { key: Measure; unit: { en: string; zh: string }; digits: number }[] = [
  { key: 'height', unit: { en: 'cm', zh: '厘米' }, digits: 1 },
  { key: 'leafAge', unit: { en: 'leaves', zh: '叶' }, digits: 1 },
  { key: 'headDiameter', unit: { en: 'cm', zh: '厘米' }, digits: 2 },
  { key: 'rootSystem', unit: { en: 'cm', zh: '厘米' }, digits: 1 },
  { key: 'roots', unit: { en: 'per plant', zh: '条/株' }, digits: 0 },
  { key: 'emergenceRate', unit: { en: '%', zh: '%' }, digits: 1 },
];

export const measureName = (key: Measure) => tDb(`db.measure.${key}` as DatabaseMessageKey);
export const measureUnit = (key: Measure, lang: Language) => MEASURES.find((m) => m.key === key)!.unit[lang];
export const measureDigits = (key: Measure) => MEASURES.find((m) => m.key === key)!.digits;
