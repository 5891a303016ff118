import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the shipment (walk quantity) pages. */
export const walkMessages = {
  'walk.market.label': { en: 'Market', zh: '产区' },
  'walk.market.all': { en: 'All markets', zh: '全部产区' },
  'walk.route.label': { en: 'Route', zh: '走货渠道' },
  'walk.route.all': { en: 'All', zh: '全部' },
  'walk.route.1': { en: 'Dry', zh: '干柜' },
  'walk.route.2': { en: 'Reefer', zh: '冻柜' },
  'walk.route.3': { en: 'Truck', zh: '货车' },
  'walk.daily.title': { en: 'Daily shipments, last 30 days', zh: '近30天每日走货量' },
  'walk.daily.subtitle': { en: 'containers (柜) + trucks (车) a day · to {date}', zh: '柜+车/天 · 截至{date}' },
  'walk.summary.title': { en: 'Shipments in {month}', zh: '{month}走货量' },
  'walk.summary.subtitle': {
    en: 'loads · days 1–{day} vs the same days a month before (MoM) and a year before (YoY)',
    zh: '车柜数 · 1–{day}日，与上月同期（环比）、去年同期（同比）相比',
  },
  'walk.summary.total': { en: 'All routes', zh: '合计' },
  'walk.summary.chain': { en: 'MoM', zh: '环比' },
  'walk.summary.yoy': { en: 'YoY', zh: '同比' },
  'walk.summary.tonnes': { en: '≈ {tonnes} t', zh: '约{tonnes}吨' },
  'walk.trend.title': { en: 'Monthly shipments, 24 months', zh: '近24个月月度走货量' },
  'walk.trend.subtitle': { en: 'loads a month (containers + trucks); the last month to date', zh: '车柜/月（柜+车），最近一月截至当日' },
  'walk.history.link': { en: 'Monthly history by market', zh: '历史月度走货量' },
  'walk.total': { en: 'Total', zh: '合计' },
} as const satisfies Messages;

export type WalkMessageKey = keyof typeof walkMessages;
export const tWalk = areaTranslator(walkMessages);
