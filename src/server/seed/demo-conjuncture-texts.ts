// Phrases of the daily market reports (行情) traders post from the producing markets (DOMAIN.md 2.1–2.8).
// {market} {place} {variety} {spec} {low} {high} {change} {trucks} {containers} {dest} {port} fill in.

/** Where the season stands (DOMAIN.md 2.2): harvest, storage intake, cold-store sales, spring. */
export type Phase = 'harvest' | 'intake' | 'storage' | 'spring';

export function phaseOf(month: number, day: number): Phase {
  if ((month === 5 && day >= 20) || (month === 6 && day < 15)) return 'harvest';
  if (month >= 6 && month <= 8) return 'intake';
  if (month >= 9 || month <= 2) return 'storage';
  return 'spring';
}

export const OPENERS: readonly string[] = [
  '今日{market}整体走货{pace}，{weather}。',
  '早上六点多{market}就开秤了，本地客商和外地车都有，交易{pace}。',
  '{date}{place}行情：{weather}，市场人气{mood}，成交{pace}。',
  '今天{place}这边{weather}，上货的车{more}，整体交易{pace}。',
  '{place}{variety}今日行情简报：市场{mood}，买卖双方{attitude}。',
];

export const PACE = ['平稳', '偏快', '一般', '偏慢', '活跃'] as const;
export const WEATHER = ['天气晴好', '阴天无雨', '早上有雾，九点后散去', '小雨，上午交易受些影响', '气温回升', '北风三四级，气温偏低'] as const;
export const MOOD = ['一般', '较旺', '偏淡', '尚可'] as const;
export const MORE = ['比昨天多一些', '比昨天少一些', '和昨天差不多'] as const;
export const ATTITUDE = ['都比较谨慎', '报价接近，成交顺畅', '僵持了一上午，午后才陆续成交', '心态平稳'] as const;

export const FLOW: Record<Phase, readonly string[]> = {
  harvest: [
    '地里新蒜陆续起收，鲜蒜上市量大，蒜农晾晒几天后再卖的多，九成干的货价格要高一截。',
    '新蒜集中上市，收购点门口排队的三轮车、农用车不少，湿蒜、鲜蒜成交为主。',
    '今年个头普遍不错，{spec}以上的占比高，收购商挑货比较细。',
  ],
  intake: [
    '新蒜入库还在继续，今天入库量不小，库外干蒜成交{pace}。',
    '冷库收货的多，库外蒜主要走出口干柜，今天装了{containers}个柜左右。',
    '入库进度过半，剩下的库外货主要是小个头和蒜米料，加工厂拿货积极。',
  ],
  storage: [
    '冷库出库量{flow}，库门口装车的半挂有{trucks}辆左右，多数发往{dest}方向。',
    '库存蒜正常出库，出口冻柜（零下3度）今天走了{containers}个柜，发往{port}方向的多。',
    '库里的货还比较多，货主出货心态{attitude2}，好货不愁卖，一般货要让点价。',
  ],
  spring: [
    '库里的蒜开始出芽，货主出货意愿增强，加工厂拿货{pace}。',
    '云南、河南早蒜陆续上市，冷库蒜走货受到挤压，客商压价明显。',
    '清库进度加快，蒜米料和小个头处理得多，大个头的货还算坚挺。',
  ],
};

export const FLOW_AMOUNT = ['正常', '比昨天多', '比昨天少一些', '明显放大'] as const;
export const ATTITUDE2 = ['稳定', '有点着急', '不慌', '分化明显'] as const;
export const DESTINATIONS = ['北京新发地', '西安欣桥', '长沙高桥', '杭州良渚', '南宁海吉星', '上海江桥', '武汉白沙洲'] as const;
export const PORTS = ['青岛港', '连云港'] as const;

export const PRICE_LINES: readonly string[] = [
  '{spec}主流成交价{low}-{high}元/斤，{change}。',
  '{variety}{spec}今天多在{low}-{high}元/斤之间，{change}。',
  '价格方面，{spec}{low}-{high}元/斤，{change}，好货能再高一两毛。',
];

export const BUYERS: Record<Phase, readonly string[]> = {
  harvest: ['出口商开始备货，主要收5.5公分以上的大个头。', '蒜米加工厂收小个头和蒜米料，价格跟着鲜蒜走。', '外地客商来看货的多，下单的不多，大多在观望。'],
  intake: ['出口商收干蒜装柜，印尼、越南方向的订单还行。', '冷库老板收货挑得细，要求九成干以上、无病斑。', '南方市场拿货一般，主要还是入库需求撑着。'],
  storage: ['南方市场客商拿货积极，长沙、南宁方向走得多。', '出口商主要收{spec}以上的货，东南亚订单稳定。', '加工厂收蒜米料，价格跟库存蒜一起走。', '{season}'],
  spring: ['出口订单减少，主要是国内批发市场在走。', '加工厂收出芽的蒜做蒜米，压价比较狠。', '客商都在等新蒜，库存蒜只拿刚需的量。'],
};

/** What the buyers do in the cold-store months: stock up before the Spring Festival, else trade as usual. */
export function seasonLine(month: number): string {
  return month === 12 || month === 1 ? '年前备货的客商陆续到了，大混级和级蒜都有人要。' : '批发市场客商按需拿货，大混级和级蒜走得稳。';
}

export const CLOSERS: readonly string[] = [
  '个人看法：短期{outlook}，手里有货的可以{advice}。',
  '以上仅代表今天{place}市场情况，仅供参考。',
  '后市怎么走还要看库存消化和出口订单，建议{advice}。',
  '有需要看货的可以联系我，现场都能看。',
  '',
];

export const OUTLOOK = ['稳中偏强', '高位震荡', '偏弱运行', '窄幅波动', '小幅上涨'] as const;
export const ADVICE = ['分批出货', '再观望几天', '逢高走一部分', '按需拿货，别追高'] as const;

/** A one-line description of a price change on the previous quotation, in 元/斤. */
export function changeText(change: number): string {
  if (change > 0.015) return `较上一日上涨${change.toFixed(2)}元`;
  if (change < -0.015) return `较上一日回落${Math.abs(change).toFixed(2)}元`;
  return '与上一日基本持平';
}
