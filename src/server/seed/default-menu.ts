import type { Db } from '../db/database.ts';

type Entry = [menuId: string, section: string, title: string, titleEn: string, icon: string, route: string, home: boolean, params?: Record<string, string>];

/**
 * The menu an empty table starts with: every feature of seed-spec.md section 2 by its route path.
 * Entries whose page is not built yet stay stored and are hidden by the app until it knows the route.
 */
const ENTRIES: readonly Entry[] = [
  ['m-prices', '1', '官方价格', 'Prices', 'prices', '/pages/garlic-price/garlic-price', true],
  ['m-overview', '1', '行情概览', 'Overview', 'overview', '/pages/garlic-price/garlic-info', true],
  ['m-walk', '1', '走货量', 'Shipments', 'walk', '/pages/walk-quantity/index', true],
  ['m-conjuncture', '1', '市场信息', 'Market info', 'conjuncture', '/pages/conjuncture/conjuncture-list', true],
  ['m-export', '1', '出口数据', 'Exports', 'export', '/pages/export-statistics/export-statistics', true],
  ['m-inventory', '1', '库存数据', 'Stocks', 'inventory', '/pages/inventory/inventory', false],
  ['m-database', '1', 'VIP数据', 'VIP data', 'database', '/pages/database/database', false],
  ['m-transaction', '2', '买卖大厅', 'Buy & sell', 'transaction', '/pages/transaction/transaction', true],
  ['m-buy', '2', '求购信息', 'Buying', 'buy', '/pages/transaction/buy-list', false],
  ['m-sale', '2', '出售信息', 'Selling', 'sale', '/pages/transaction/sale-list', false],
  ['m-publish', '2', '发布信息', 'Publish', 'publish', '/pages/transaction/transaction-add', false],
  ['m-agent', '2', '经纪人', 'Brokers', 'agent', '/pages/agent/index', false],
  ['m-cold-storage', '3', '冷库大数据', 'Cold stores', 'cold-storage', '/pages/cold-storage-apply/cold-storage-apply', true],
  ['m-cold-map', '3', '冷库地图', 'Store map', 'cold-map', '/pages/cold-storage-apply/map/map', false],
  ['m-rent', '3', '冷库出租', 'Rentals', 'rent', '/pages/cold-storage-apply/rent/rent-list', false],
  ['m-certification', '3', '冷库认证', 'Certified', 'certification', '/pages/agent/cold-storage-certification/cold-storage-certification', false],
  ['m-hot-news', '4', '热点资讯', 'Hot news', 'hot-news', '/pages/market-quotation-hot-news/market-quotation-hot-news-list', true],
  ['m-news', '4', '新闻', 'News', 'news', '/pages/news-list', false],
  ['m-forum', '4', '论坛', 'Forum', 'forum', '/pages/forum/forum-list', false],
  ['m-pioneer', '4', '蒜业先锋', 'Pioneers', 'pioneer', '/pages/famous-person/index', false],
  ['m-moa', '4', '农业农村部', 'Ministry data', 'moa', '/pages/webview', false, { url: 'https://www.moa.gov.cn/' }],
  ['m-live', '5', '现场直播', 'Live', 'live', '/pages/live-video/live-video', true],
  ['m-live-list', '5', '市场直播', 'Market live', 'live-list', '/pages/live-video/live-video-list', false],
  ['m-hot-video', '5', '热门视频', 'Hot videos', 'hot-video', '/pages/live-video/hot-video-list', true],
  ['m-broadcast', '5', '语音播报', 'Broadcasts', 'broadcast', '/pages/broadcast/broadcast', true],
];

export const defaultMenuRows = () =>
  ENTRIES.map(([menuId, section, title, titleEn, icon, route, home, params], i) => ({
    menuId,
    section,
    title,
    titleEn,
    icon: `/media/menu/${icon}.svg`,
    route,
    params: params ? JSON.stringify(params) : null,
    home: home ? 1 : 0,
    sort: (i + 1) * 10,
    publishStatus: '1',
  }));

/** Gives an empty menu table the default menu; an operator's menu (npm run import -- menu) is left alone. */
export async function seedDefaultMenu(db: Db): Promise<number> {
  const any = await db.selectFrom('menu').select('menuId').limit(1).executeTakeFirst();
  if (any) return 0;
  const rows = defaultMenuRows();
  await db.insertInto('menu').values(rows).execute();
  return rows.length;
}
