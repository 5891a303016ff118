import { enumLabels } from '../../../../generated/enum-labels.ts';
import type { Language } from '../../i18n/language.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tMedia } from '../../i18n/messages/media.ts';
import { chinaDate } from '../../../shared/china-time.ts';

const fields = enumLabels.liveBroadcast;
export const LIVE = '1';
export const REGION_MARKET = 'LIVE_BROADCAST_REGION_MARKET';
export const TERMINAL_MARKET = 'LIVE_BROADCAST_TERMINAL_MARKET';

export const serviceTypeName = (value: string, lang: Language) => (fields.serviceType as Record<string, { en: string; zh: string }>)[value]?.[lang] ?? '';

/** The market's name from the seed's list of its kind (origin or wholesale markets). */
export const marketName = (serviceType: string, marketId: string, lang: Language) =>
  dictCache.name(serviceType === TERMINAL_MARKET ? 'terminalMarket' : 'regionMarket', marketId, lang);

export const varietyName = (goodsId: string, lang: Language) => dictCache.name('varieties', goodsId, lang);

/** 12,345 plays / 1.2万次播放. */
export function plays(count: number, lang: Language): string {
  const shown = lang === 'zh' && count >= 10_000 ? `${(count / 10_000).toFixed(1)}万` : count.toLocaleString('en-US');
  return tMedia('media.plays', { count: shown });
}

/** 3:05 */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The China calendar day of an instant, YYYY-MM-DD; arithmetic, not Intl with a time zone (decision 0131). Nothing for no date. */
export function shortDate(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? chinaDate(at) : '';
}
