import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the cold-storage stock pages (库存数据). */
export const inventoryMessages = {
  'inventory.headline.title': { en: 'Garlic in cold store', zh: '冷库大蒜库存' },
  'inventory.headline.caption': { en: 'National, end of {month}', zh: '全国，{month}末' },
  'inventory.headline.change': { en: 'on the month before', zh: '较上月' },
  'inventory.headline.remaining': { en: '{percent} of the {peak} peak ({month}) left', zh: '剩余峰值（{month}，{peak}）的{percent}' },
  'inventory.region.label': { en: 'Region', zh: '产区' },
  'inventory.region.national': { en: 'National', zh: '全国' },
  'inventory.seasons.title': { en: 'Stock through the season', zh: '产季库存走势' },
  'inventory.seasons.subtitle': {
    en: '{scope} · tonnes at each month end, June to May, three seasons',
    zh: '{scope} · 每月末库存（吨），6月至次年5月，近三个产季',
  },
  'inventory.walk.title': { en: 'Shipments through the season', zh: '产季走货量' },
  'inventory.walk.subtitle': {
    en: '{scope} · loads a month (containers + trucks), three seasons; the latest month to date',
    zh: '{scope} · 每月车柜数（柜+车），近三个产季；最近一月截至当日',
  },
  'inventory.walk.all': { en: 'All markets', zh: '全部产区' },
  'inventory.capacity.title': { en: 'Stock against capacity by region', zh: '各产区库存与库容' },
  'inventory.capacity.subtitle': { en: 'all goods at the end of {month} · capacity of the {season} season', zh: '{month}末全部品类库存 · {season}产季库容' },
  'inventory.capacity.tableTitle': { en: 'Stock and capacity by region, in figures', zh: '各产区库存与库容明细' },
  'inventory.capacity.stock': { en: 'In store', zh: '库存' },
  'inventory.capacity.capacity': { en: 'Capacity', zh: '库容' },
  'inventory.capacity.used': { en: 'Used', zh: '利用率' },
  'inventory.category.title': { en: 'By goods category', zh: '分品类库存' },
  'inventory.category.subtitle': { en: 'national · tonnes at each month end, 24 months', zh: '全国 · 每月末库存（吨），近24个月' },
  'inventory.category.pick': { en: 'Goods category', zh: '储存品类' },
  'inventory.years.title': { en: 'Capacity and peak by season', zh: '历年库容与峰值库存' },
  'inventory.years.subtitle': { en: 'national · tonnes; the peak is the highest month end of all goods', zh: '全国 · 吨；峰值为全部品类最高月末库存' },
  'inventory.years.peak': { en: 'Peak in store', zh: '峰值库存' },
  'inventory.history.title': { en: 'Garlic stock by season', zh: '历年大蒜库存' },
  'inventory.history.subtitle': { en: 'national · tonnes: the peak, and what is left at the latest month', zh: '全国 · 吨：峰值及最新月份剩余' },
  'inventory.history.peak': { en: 'Peak', zh: '峰值' },
  'inventory.history.left': { en: 'Left', zh: '剩余' },
  'inventory.history.link': { en: 'Stock history by season', zh: '历史库存' },
  'inventory.month.link': { en: 'Month by month, by region', zh: '月度库存明细' },
  'inventory.same.link': { en: 'Same month across seasons', zh: '同期库存对比' },
  'inventory.table.region': { en: 'Region', zh: '产区' },
} as const satisfies Messages;

export const tInventory = areaTranslator(inventoryMessages);
