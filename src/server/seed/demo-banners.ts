import type { Db } from '../db/database.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { bannerPath } from './demo-media.ts';

type Banner = [bannerId: string, bannerType: string, image: string, title: string, titleEn: string, subtitle: string, subtitleEn: string, route: string];

const BANNERS: readonly Banner[] = [
  [
    'b-prices',
    '1',
    'prices',
    '产地价格 每日发布',
    'Origin prices, every day',
    '金乡 · 邳州 · 杞县 · 中牟 · 兰陵',
    'Jinxiang · Pizhou · Qixian · Zhongmou · Lanling',
    '/pages/garlic-price/garlic-price',
  ],
  ['b-live', '1', 'live', '市场现场直播', 'Live from the markets', '看货不用跑市场', 'See the goods without the trip', '/pages/live-video/live-video'],
  ['b-walk', '1', 'walk', '走货量每日统计', 'Shipments, day by day', '干柜 · 冻柜 · 货车', 'Dry containers · reefers · trucks', '/pages/walk-quantity/index'],
  [
    'b-publish',
    '1',
    'publish',
    '求购出售 一键发布',
    'Buying or selling? Post it',
    '买卖大厅 千家蒜商在线',
    'Traders from every market read the board',
    '/pages/transaction/transaction-add',
  ],
  [
    'b-broadcast',
    '2',
    'broadcast',
    '语音播报 开车也能听行情',
    'Hear the market on the road',
    '每日价格和买卖信息',
    'Daily prices and trade posts, read out',
    '/pages/broadcast/broadcast',
  ],
];

export const demoBannerRows = () =>
  BANNERS.map(([bannerId, bannerType, image, title, titleEn, subtitle, subtitleEn, route], i) => ({
    bannerId,
    bannerType,
    title,
    titleEn,
    subtitle,
    subtitleEn,
    imagePath: bannerPath(image),
    route,
    params: null,
    sort: (i + 1) * 10,
    publishStatus: '1',
  }));

export const seedBanners: MarketSeeder = async (db: Db) => {
  const any = await db.selectFrom('banner').select('bannerId').limit(1).executeTakeFirst();
  if (any) return { table: 'banner', rows: 0 };
  const rows = demoBannerRows();
  await db.insertInto('banner').values(rows).execute();
  return { table: 'banner', rows: rows.length };
};
