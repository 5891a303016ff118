import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the official price pages (官方价格, 行情概览). */
export const pricesMessages = {
  'prices.market': { en: 'Market', zh: '产区' },
  'prices.variety': { en: 'Variety', zh: '品种' },
  'prices.spec': { en: 'Spec', zh: '规格' },
  'prices.allSpecs': { en: 'All specs (mean)', zh: '全部规格（均值）' },
  'prices.unit': { en: 'yuan/jin', zh: '元/斤' },
  'prices.avg': { en: 'Average', zh: '均价' },
  'prices.max': { en: 'High', zh: '最高价' },
  'prices.min': { en: 'Low', zh: '最低价' },
  'prices.change': { en: 'Change', zh: '涨跌' },
  'prices.range': { en: 'Range', zh: '价格区间' },
  'prices.noQuotes': { en: 'No quotations for this variety yet', zh: '该品种暂无报价' },
  'prices.quotes.title': { en: 'Latest quotations by spec', zh: '各规格最新报价' },
  'prices.quotes.subtitle': { en: 'yuan/jin · {date} · change on the previous quotation', zh: '元/斤 · {date} · 较上次报价涨跌' },
  'prices.chart.title': { en: 'Price, last 30 days', zh: '近30天价格走势' },
  'prices.chart.subtitle': { en: 'yuan/jin · {from} to {to} · average with high and low', zh: '元/斤 · {from}至{to} · 均价及最高、最低价' },
  'prices.sameTerm.title': { en: 'Same month, three years', zh: '近三年同期对比' },
  'prices.sameTerm.subtitle': { en: 'yuan/jin · daily average in {month} · month average below', zh: '元/斤 · 各年{month}日均价 · 下方为月均价' },
  'prices.sameTerm.monthAvg': { en: '{year} avg', zh: '{year}年月均' },
  'prices.sameTerm.day': { en: 'Day {day}', zh: '{day}日' },
  'prices.month.previous': { en: 'Previous month', zh: '上个月' },
  'prices.month.next': { en: 'Next month', zh: '下个月' },
  'prices.month.label': { en: 'Month', zh: '月份' },
  'prices.poll.title': { en: "Tomorrow's price: your call", zh: '明日价格预测' },
  'prices.poll.subtitle': { en: "{variety} · today's votes: {total}", zh: '{variety} · 今日共{total}票' },
  'prices.poll.up': { en: 'Up', zh: '看涨' },
  'prices.poll.flat': { en: 'Flat', zh: '持平' },
  'prices.poll.down': { en: 'Down', zh: '看跌' },
  'prices.poll.voted': { en: 'You voted "{vote}" today', zh: '您今日已投"{vote}"' },
  'prices.poll.signIn': { en: 'Sign in to vote', zh: '登录后投票' },
  'prices.overview.link': { en: 'All markets today', zh: '全部产区行情' },
  'prices.grade': { en: 'Grade', zh: '品种规格' },
} as const satisfies Messages;

export const tPrices = areaTranslator(pricesMessages);
