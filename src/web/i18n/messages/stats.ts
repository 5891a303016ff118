import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts the export and stock statistics pages share. */
export const statsMessages = {
  'stats.estimate': { en: 'estimate', zh: '估算' },
  'stats.estimateNote': { en: 'Figures marked estimate are derived, not published.', zh: '标注“估算”的数字为推算值，非官方发布。' },
  'stats.yoy': { en: 'YoY', zh: '同比' },
  'stats.mom': { en: 'MoM', zh: '环比' },
  'stats.share': { en: 'Share', zh: '占比' },
  'stats.tonnes': { en: 't', zh: '吨' },
  'stats.month': { en: 'Month', zh: '月份' },
  'stats.year': { en: 'Year', zh: '年份' },
  'stats.season': { en: 'Season', zh: '产季' },
  'stats.total': { en: 'Total', zh: '合计' },
  'stats.previousMonth': { en: 'Previous month', zh: '上个月' },
  'stats.nextMonth': { en: 'Next month', zh: '下个月' },
  'stats.previous': { en: 'Previous', zh: '上一个' },
  'stats.next': { en: 'Next', zh: '下一个' },
} as const satisfies Messages;

export const tStats = areaTranslator(statsMessages);
