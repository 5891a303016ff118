import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { PALETTE } from '../../charts/palette.ts';

export type StockSeasonSeries = components['schemas']['stockSeasonSeries'];
export type WalkSeasonSeries = components['schemas']['walkSeasonSeries'];
export type StockSeason = components['schemas']['stockSeason'];
export type StockMonth = components['schemas']['stockMonth'];
export type StockLatest = components['schemas']['stockLatest'];
export type RegionCapacity = components['schemas']['regionCapacity'];
export type CategoryMonth = components['schemas']['categoryMonth'];
export type CapacityYear = components['schemas']['capacityYear'];

export const regionName = (id: string, lang: Language) => dictCache.name('region', id, lang);
export const categoryName = (id: string, lang: Language) => dictCache.name('goodsCategory', id, lang);

export const STOCK_COLOR = PALETTE.blue;
export const CAPACITY_COLOR = '#b0bec5';
