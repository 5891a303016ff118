import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the chart toolbar and the price comparison chart. */
export const chartsMessages = {
  'charts.png': { en: 'Save the chart as a picture (PNG)', zh: '保存图表图片（PNG）' },
  'charts.csv': { en: 'Save the figures as a table (CSV)', zh: '保存数据表格（CSV）' },
  'charts.item': { en: 'Item', zh: '项目' },
  'charts.value': { en: 'Value', zh: '数值' },
  'charts.saveFailed': { en: 'The picture could not be made', zh: '图片生成失败' },
  'charts.date': { en: 'Date', zh: '日期' },
  'compare.title': { en: 'Compare markets and grades', zh: '产区、规格价格对比' },
  'compare.subtitle': { en: 'yuan/jin · daily average, last 30 days · up to {max} lines', zh: '元/斤 · 近30天日均价 · 最多{max}条' },
  'compare.add': { en: 'Add', zh: '添加' },
  'compare.remove': { en: 'Remove {name}', zh: '移除{name}' },
  'compare.full': { en: 'At most {max} lines: remove one to add another', zh: '最多{max}条，请先移除一条' },
  'compare.same': { en: 'This line is already in the chart', zh: '该走势已在图中' },
  'compare.none': { en: 'Add a market, variety and spec to draw its line', zh: '添加产区、品种和规格以绘制走势' },
} as const satisfies Messages;

export const tCharts = areaTranslator(chartsMessages);
