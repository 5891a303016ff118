import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the export statistics pages (出口数据). */
export const exportsMessages = {
  'exports.headline.title': { en: 'Garlic exports', zh: '大蒜出口' },
  'exports.year.caption': { en: 'Exports in {year}, {range}', zh: '{year}年出口量（{range}）' },
  'exports.year.range': { en: 'Jan–{month}', zh: '1–{month}' },
  'exports.year.whole': { en: 'the whole year', zh: '全年' },
  'exports.year.samePeriod': { en: 'same months {year}', zh: '{year}年同期' },
  'exports.latest.caption': { en: 'Latest month, {month}', zh: '最新月份 {month}' },
  'exports.trend.title': { en: 'Monthly exports', zh: '月度出口量' },
  'exports.trend.subtitle': { en: 'tonnes a month, last 24 months · China Customs', zh: '吨/月，近24个月 · 海关数据' },
  'exports.countries.title': { en: 'Exports by destination', zh: '出口国家分布' },
  'exports.countries.subtitle': {
    en: 'tonnes in {year} ({months} months) · YoY on the same months',
    zh: '{year}年（{months}个月）出口量，吨 · 同比为上年同期',
  },
  'exports.countries.tableTitle': { en: 'Every destination, in figures', zh: '全部出口国家明细' },
  'exports.years.title': { en: 'Exports by year', zh: '年度出口量' },
  'exports.years.subtitle': { en: 'tonnes a year; a year still running against the same months before', zh: '吨/年；未完年份与上年同期相比' },
  'exports.years.thisYear': { en: 'Year', zh: '当年' },
  'exports.years.samePeriod': { en: 'Year before, same months', zh: '上年同期' },
  'exports.history.link': { en: 'Export history by year', zh: '历史出口量' },
  'exports.month.link': { en: 'Month by month, by destination', zh: '月度出口明细' },
} as const satisfies Messages;

export const tExports = areaTranslator(exportsMessages);
