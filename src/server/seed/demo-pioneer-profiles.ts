// The demo pioneers (大蒜先锋): well-known people of the garlic trade, each a demo user of
// demo-users.ts (found by nickname), with where they trade, what they do and what they cover.

import type { GarlicPioneerArticleTable, GarlicPioneerFeeModelTable, GarlicPioneerUserTable } from '../../../generated/db.ts';

export interface DemoPioneer {
  /** The demo user's nickname (demo-texts.ts NICKNAMES), or '' for the demo account. */
  nickname: string;
  username: string;
  regionId: string;
  /** spec/entities/garlic-pioneer-user.yaml: 1 cold storage, 2 exporter, 3 analyst, 4 grower, 5 broker, 6 processor. */
  role: string;
  goodsIds: string[];
  remark: string;
  /** Monthly price in fen; quarterly and yearly follow from it. 0: that pioneer writes only free articles. */
  monthly: number;
  /** How many articles they have published over the last half year. */
  articles: number;
  status?: '0';
}

export const DEMO_PIONEERS: readonly DemoPioneer[] = [
  {
    nickname: '',
    username: '王守信',
    regionId: '370828',
    role: '1',
    goodsIds: ['1', '6'],
    monthly: 3990,
    articles: 24,
    remark: '金乡种蒜二十年，自有冷库两座（约3000吨）。每周跟踪金乡库蒜出库节奏、客商进库和价格，给同行一个实在的参考。',
  },
  {
    nickname: '张建国',
    username: '张建国',
    regionId: '370828',
    role: '3',
    goodsIds: ['1', '3'],
    monthly: 4990,
    articles: 22,
    remark: '大蒜行情分析师，十二年跟踪金乡、邳州、杞县产区数据，擅长库存与价格周期研判。每周一、周四更新。',
  },
  {
    nickname: '邳州出口张总',
    username: '张立军',
    regionId: '320382',
    role: '2',
    goodsIds: ['2', '3'],
    monthly: 5990,
    articles: 12,
    remark: '邳州大蒜出口企业负责人，主做印尼、越南、马来西亚市场，年出口冻柜400余个。分享出口订单与装柜价格。',
  },
  {
    nickname: '杞县苏木老马',
    username: '马长青',
    regionId: '410221',
    role: '1',
    goodsIds: ['1', '3'],
    monthly: 2990,
    articles: 9,
    remark: '杞县苏木乡冷库老板，库容1500吨。关注河南产区库存、走货和与金乡的价差。',
  },
  {
    nickname: '中牟韩寺大蒜',
    username: '韩志强',
    regionId: '410122',
    role: '4',
    goodsIds: ['1', '5'],
    monthly: 0,
    articles: 7,
    remark: '中牟韩寺镇种植大户，种蒜三百余亩。记录从播种、越冬到收获的长势和天气，免费分享。',
  },
  {
    nickname: '金乡冷库老王',
    username: '王广田',
    regionId: '370828',
    role: '1',
    goodsIds: ['1'],
    monthly: 3590,
    articles: 8,
    remark: '金乡胡集镇冷库经营户，专做杂交蒜中混级、大混级的收储与出库，熟悉库内货质量和损耗。',
  },
  {
    nickname: '兰陵蒜农老胡',
    username: '胡春来',
    regionId: '371324',
    role: '4',
    goodsIds: ['3', '4'],
    monthly: 0,
    articles: 6,
    remark: '兰陵县种植户，种普白蒜、红皮蒜。讲讲兰陵产区的田间管理和新蒜上市节奏。',
  },
  {
    nickname: '鹤庆独头蒜',
    username: '杨丽华',
    regionId: '532932',
    role: '4',
    goodsIds: ['7'],
    monthly: 1990,
    articles: 6,
    remark: '云南鹤庆独头蒜合作社负责人，紫皮独头蒜种植与销售十年，关注早春鲜蒜和商超渠道。',
  },
  {
    nickname: '永年蒜片厂',
    username: '赵永年',
    regionId: '130408',
    role: '6',
    goodsIds: ['3'],
    monthly: 2590,
    articles: 5,
    remark: '永年脱水蒜片厂厂长，年加工鲜蒜8000吨。分享蒜片、蒜米加工原料价格和出口订单。',
  },
  {
    nickname: '邳州蒜业周经理',
    username: '周宏伟',
    regionId: '320382',
    role: '5',
    goodsIds: ['2'],
    monthly: 1990,
    articles: 6,
    remark: '邳州宿羊山代办，帮客户看货、挑货、装车。每天在市场，讲一手成交情况。',
  },
  {
    nickname: '金乡蒜商老孙',
    username: '孙国华',
    regionId: '370828',
    role: '5',
    goodsIds: ['1', '6'],
    monthly: 2990,
    articles: 7,
    remark: '金乡大蒜市场经纪人，做库蒜和市场货的撮合，熟悉客商需求和各规格成交价。',
  },
  {
    nickname: '莱芜姜蒜合作社',
    username: '李德厚',
    regionId: '370116',
    role: '4',
    goodsIds: ['3', '5'],
    monthly: 1590,
    articles: 5,
    remark: '莱芜姜蒜专业合作社理事长，带动社员种植紫皮蒜、普白蒜一千二百亩。',
  },
  {
    nickname: '刘海涛',
    username: '刘海涛',
    regionId: '370828',
    role: '2',
    goodsIds: ['1', '6'],
    monthly: 6990,
    articles: 10,
    remark: '金乡出口商，主营6.0公分以上杂交蒜、太空蒜出口中东、巴西。分享海运、汇率和国外需求变化。',
  },
  {
    nickname: '陈国栋',
    username: '陈国栋',
    regionId: '410122',
    role: '3',
    goodsIds: ['1', '5'],
    monthly: 3990,
    articles: 9,
    remark: '农产品期现分析从业者，用种植面积、库存和出口数据建模，研判大蒜年度价格走势。',
  },
  {
    nickname: '黄永强',
    username: '黄永强',
    regionId: '410221',
    role: '5',
    goodsIds: ['1'],
    monthly: 1990,
    articles: 3,
    status: '0',
    remark: '杞县大蒜经纪人，主做苏木、葛岗一带库蒜代收代发。',
  },
];

/** Quarterly about 2.7 months' price and yearly about 9, rounded to ¥x.90 as the trade prices things. */
export function feesFor(monthly: number): { periodType: string; months: number; price: number }[] {
  if (monthly === 0) return [];
  const round = (fen: number) => Math.round(fen / 1000) * 1000 - 10;
  return [
    { periodType: '1', months: 1, price: monthly },
    { periodType: '2', months: 3, price: round(monthly * 2.7) },
    { periodType: '3', months: 12, price: round(monthly * 9) },
  ];
}

/** The demo pioneers' rows, as the seeder writes them. */
export interface PioneerRows {
  pioneers: GarlicPioneerUserTable[];
  feeModels: GarlicPioneerFeeModelTable[];
  articles: GarlicPioneerArticleTable[];
}
