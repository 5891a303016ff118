import type { components } from '../../../../generated/api.d.ts';
import type { Language } from '../../i18n/language.ts';
import { tWalk, type WalkMessageKey } from '../../i18n/messages/walk.ts';
import { shortenNumber } from '../../../shared/format/shorten.ts';
import { PALETTE } from '../../charts/palette.ts';
import { monthShortEn } from '../../i18n/month-names.ts';

export type WalkDay = components['schemas']['walkDay'];
export type WalkChange = components['schemas']['walkChange'];
export type WalkFigures = Pick<WalkDay, 'dryArkQuantity' | 'frozenArkQuantity' | 'truckQuantity' | 'totalQuantity'>;

/** The three routes of the `route` dictionary, each with its figure's key and a colour kept on every chart. */
export const ROUTES = [
  { id: '1', key: 'dryArkQuantity', color: '#f9a825' },
  { id: '2', key: 'frozenArkQuantity', color: PALETTE.blue },
  { id: '3', key: 'truckQuantity', color: PALETTE.green },
] as const;
export const TOTAL_COLOR = PALETTE.orange;

/** A 40-ft container carries about 27.5 t of garlic, a semi-trailer about 30 t (DOMAIN.md 2.8). */
export function estimatedTonnes(f: Pick<WalkFigures, 'dryArkQuantity' | 'frozenArkQuantity' | 'truckQuantity'>): number {
  return (f.dryArkQuantity + f.frozenArkQuantity) * 27.5 + f.truckQuantity * 30;
}

/** The route's short name for toggles and legends (the dictionary's "Reefer container" is too wide at 390 px). */
export const routeName = (id: string) => tWalk(`walk.route.${id}` as WalkMessageKey);

/** 1.23万 / 12.3k on an axis or card. */
export const short = (n: number | null, lang: Language) => (n === null ? '–' : shortenNumber(n, lang, Math.abs(n) >= 1e5 ? 1 : 2));

/** +12.3% / −4.5% / – when there is nothing to compare with. */
export function percent(value: number | null): string {
  if (value === null) return '–';
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}%`;
}

/** "Nov 2026" / "2026年11月". */
export function monthName(month: string, lang: Language): string {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  if (lang === 'zh') return `${y}年${m}月`;
  return `${monthShortEn(m)} ${y}`;
}
