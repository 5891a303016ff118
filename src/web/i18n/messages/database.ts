import type { Messages } from '../messages-type.ts';
import { areaTranslator } from '../translate.ts';

/** Texts of the VIP data pages (weather, accumulated temperature, sunny days, planted area, seedlings). */
export const databaseMessages = {
  'db.hub.growing': { en: 'Crop and weather', zh: '作物与气象' },
  'db.hub.market': { en: 'Market data', zh: '市场数据' },
  'db.hub.note': {
    en: 'Weather, accumulated temperature and sunny days are derived estimates; planted areas carry their source.',
    zh: '气象、积温、晴天数为推算估计值；种植面积注明来源。',
  },
  'db.hub.area': { en: 'Planted area {year}', zh: '{year}年全国种植面积' },
  'db.derived': { en: 'derived estimate', zh: '推算估计值' },
  'db.region': { en: 'Region', zh: '产区' },
  'db.season': { en: 'Season', zh: '季' },
  'db.noData': { en: 'No figures', zh: '暂无数据' },
  'db.area.unit': { en: '10k mu', zh: '万亩' },
  'db.area.three': { en: 'Last three years by county', zh: '主产县近三年对比' },
  'db.area.threeSubtitle': { en: '10k mu', zh: '万亩' },
  'db.area.history': { en: 'Year by year', zh: '历年种植面积' },
  'db.area.historySubtitle': { en: '10k mu · change on the year before · * estimate', zh: '万亩 · 较上年增减 · *为估算' },
  'db.area.more': { en: 'Earlier years', zh: '更早年份' },
  'db.seedling.compare': { en: '{term}, season {season}', zh: '{season}季{term}' },
  'db.seedling.compareSubtitle': {
    en: 'mean of {count|# record|# records} · on the term before (MoM) and a season before (YoY)',
    zh: '{count}条记录均值 · 与上一节气（环比）、去年同期（同比）相比',
  },
  'db.seedling.measure': { en: 'Measure', zh: '指标' },
  'db.seedling.now': { en: 'This term', zh: '本期' },
  'db.seedling.hb': { en: 'MoM', zh: '环比' },
  'db.seedling.tb': { en: 'YoY', zh: '同比' },
  'db.seedling.none': { en: 'No record of this plot in {term} yet', zh: '该地点{term}尚无记录' },
  'db.seedling.chart': { en: 'Growth through the season', zh: '生长季长势' },
  'db.seedling.chartSubtitle': { en: 'mean per term · this season against the last', zh: '各节气均值 · 本季与上季对比' },
  'db.seedling.photos': { en: 'Photos', zh: '对比照片' },
  'db.seedling.noPhotos': { en: 'No photos for these terms', zh: '暂无照片' },
  'db.seedling.growth': { en: "This plot's growth", zh: '查看该地长势对比' },
  'db.measure.emergenceRate': { en: 'Emergence', zh: '出苗率' },
  'db.measure.headDiameter': { en: 'Diameter', zh: '茎粗/横径' },
  'db.measure.height': { en: 'Height', zh: '株高' },
  'db.measure.rootSystem': { en: 'Root length', zh: '根长' },
  'db.measure.roots': { en: 'Roots', zh: '根数' },
  'db.measure.leafAge': { en: 'Leaves', zh: '叶龄' },
  'db.photo.field': { en: 'Field', zh: '田间' },
  'db.photo.emergence': { en: 'Emergence', zh: '出苗' },
  'db.photo.diameter': { en: 'Diameter', zh: '茎粗' },
  'db.photo.height': { en: 'Height', zh: '株高' },
  'db.photo.root': { en: 'Roots', zh: '根系' },
  'db.photo.leaf': { en: 'Leaves', zh: '叶龄' },
} as const satisfies Messages;

export type DatabaseMessageKey = keyof typeof databaseMessages;
export const tDb = areaTranslator(databaseMessages);
