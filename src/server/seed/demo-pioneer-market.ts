// The figures the demo pioneers quote (DOMAIN.md 2.4–2.7): prices in 元/斤 from the same seasonal
// curve as the demo official prices, national cold-store stock, and monthly exports.
import { PRICE_MARKETS } from '../handlers/prices-markets.ts';
import { festivalBump, seasonalLevel, SPEC_FACTOR, VARIETY_FACTOR } from './demo-prices.ts';
import type { Random } from './random.ts';

/** 元/斤, two decimals: the official demo price of a grade in a market on a day, give or take 2%. */
export function quotedPrice(random: Random, date: string, regionId: string, goodsId: string, specsId: string): number {
  const market = PRICE_MARKETS.find((m) => m.regionId === regionId)?.factor ?? 1;
  const level = seasonalLevel(date) * festivalBump(date) * market * (VARIETY_FACTOR[goodsId] ?? 1) * (SPEC_FACTOR[specsId] ?? 1);
  return Math.round(level * random.float(0.98, 1.02) * 100) / 100;
}

/** The same grade about a week before, for "up / down on last week". */
export function weekBefore(random: Random, price: number, month: number): number {
  // Prices firm through the storage months and soften in spring (DOMAIN.md 2.4).
  const drift = month >= 9 || month <= 1 ? 0.02 : month >= 3 && month <= 5 ? -0.02 : 0;
  return Math.round((price / (1 + drift + random.float(-0.03, 0.03))) * 100) / 100;
}

/** National cold-store stock in 万吨: about 420–530 at the start of September, 40–140 left in May. */
export function nationalStock(date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const seasonYear = month >= 6 ? year : year - 1;
  const peak = { 2023: 450, 2024: 420, 2025: 530 }[seasonYear] ?? 480;
  const left = peak * 0.16;
  if (month >= 6 && month <= 8) return Math.round(left + (peak - left) * (((month - 6) * 30 + day) / 92));
  const monthsSinceSeptember = (month >= 9 ? month - 9 : month + 3) + day / 30;
  return Math.round(peak - ((peak - left) * monthsSinceSeptember) / 9);
}

const EXPORT_BASE = [19, 14.5, 17, 16.5, 23.5, 22, 21, 20.5, 19.5, 21, 22.5, 23.5];

/** A month's garlic exports in 万吨 (14–28.5) and the top destinations' shares in %. */
export function monthlyExports(random: Random, month: number) {
  return {
    total: Math.round(EXPORT_BASE[month - 1]! * random.float(0.94, 1.08) * 10) / 10,
    indonesia: Math.round(random.float(27, 30.5) * 10) / 10,
    vietnam: Math.round(random.float(9, 12) * 10) / 10,
    malaysia: Math.round(random.float(6.5, 7.6) * 10) / 10,
  };
}

/** The night's low in °C for a northern producing area by month (Yunnan's Heqing runs about 8° milder). */
export function nightLow(random: Random, month: number, regionId: string): number {
  const north = [-6, -4, 1, 7, 13, 18, 22, 21, 15, 8, 1, -4][month - 1]!;
  return north + (regionId === '532932' ? 8 : 0) + random.int(-2, 2);
}
