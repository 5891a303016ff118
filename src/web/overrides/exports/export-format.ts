import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { PALETTE } from '../../charts/palette.ts';

export type ExportYearTotal = components['schemas']['exportYearTotal'];
export type ExportCountryYear = components['schemas']['exportCountryYear'];
export type ExportCountryFigure = components['schemas']['exportCountryFigure'];
export type ExportYearMonths = components['schemas']['exportYearMonths'];
export type ExportMonthTotal = components['schemas']['exportMonthTotal'];
export type ExportMonthDetail = components['schemas']['exportMonthDetail'];

export const countryName = (id: string, lang: Language) => dictCache.name('exportCountry', id, lang);

export const EXPORT_COLOR = PALETTE.orange;
export const BEFORE_COLOR = '#90a4ae';
