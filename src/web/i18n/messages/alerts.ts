import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the watchlist, price alerts and notice settings (issue 15). */
export const alertsMessages = {
  'alerts.watchlist.title': { en: 'My watchlist', zh: '我的自选' },
  'alerts.watchlist.subtitle': { en: 'yuan/jin · latest quotation · change on the previous one', zh: '元/斤 · 最新报价 · 较上次报价涨跌' },
  'alerts.watchlist.noPrice': { en: 'No quotation yet', zh: '暂无报价' },
  'alerts.star': { en: 'Add to my watchlist', zh: '加入自选' },
  'alerts.unstar': { en: 'Remove from my watchlist', zh: '取消自选' },
  'alerts.set': { en: 'Set a price alert', zh: '设置价格提醒' },
  'alerts.mine': { en: 'My price alerts', zh: '我的价格提醒' },
  'alerts.digest': { en: 'Daily digest of price alerts', zh: '价格提醒每日汇总' },
  'alerts.digestHelp': { en: 'One WeChat message a day at 08:00 instead of one per alert', zh: '每天8点推送一条微信消息，不再逐条推送' },
} as const satisfies Messages;

export const tAlerts = areaTranslator(alertsMessages);
