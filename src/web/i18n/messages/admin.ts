import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the operator console (issue 11). */
export const adminMessages = {
  'admin.hub.intro': { en: 'Run the market: decide the queues, moderate, enter figures, edit content, read the audit log.', zh: '在这里运营市场：处理审核队列、内容管理、录入数据、编辑内容、查看操作日志。' },
  'admin.hub.sections': { en: 'Sections', zh: '功能' },
  // Today's figures (issue 11 point 5)
  'admin.prices.day': { en: 'Day (China)', zh: '日期' },
  'admin.prices.hint': { en: 'yuan/jin · prefilled with each series\' last quotation · rows moved more than 30% are marked', zh: '元/斤 · 预填各规格上次报价 · 变动超过30%的行已标出' },
  'admin.prices.grade': { en: 'Grade', zh: '品种规格' },
  'admin.prices.avg': { en: 'Avg', zh: '均价' },
  'admin.prices.max': { en: 'High', zh: '最高' },
  'admin.prices.min': { en: 'Low', zh: '最低' },
  'admin.prices.last': { en: 'last {price} on {date}', zh: '上次 {price}（{date}）' },
  'admin.prices.none': { en: 'never quoted', zh: '暂无报价' },
  'admin.prices.entered': { en: 'entered', zh: '已录入' },
  'admin.prices.order': { en: 'High ≥ average ≥ low', zh: '须满足 最高 ≥ 均价 ≥ 最低' },
  'admin.prices.save': { en: 'Publish {count} rows', zh: '发布 {count} 行' },
  'admin.prices.fixFirst': { en: 'Correct the marked rows first: high ≥ average ≥ low, two decimals', zh: '请先修正标红的行：最高 ≥ 均价 ≥ 最低，最多两位小数' },
  'admin.prices.confirmTitle': { en: 'Changes of more than 30%', zh: '变动超过30%' },
  'admin.prices.confirmText': { en: 'These averages move more than 30% from their last quotation. Publish them?', zh: '以下均价较上次报价变动超过30%，确认发布？' },
  'admin.prices.confirm': { en: 'Publish', zh: '确认发布' },
  'admin.prices.saved': { en: '{count} prices published for {date}', zh: '已发布{date}的{count}条价格' },
} as const satisfies Messages;

export type AdminMessageKey = keyof typeof adminMessages;
export const tAdmin = areaTranslator(adminMessages);
