// Names, markets and phrases of the garlic trade's brokers (经纪人) for the demo data.

/** Per producing region: the market brokers sit at, its halls, the towns they buy in, and how many demo brokers. */
export const BROKER_MARKETS: Readonly<Record<string, { market: string; halls: readonly string[]; towns: readonly string[]; count: number }>> = {
  370828: {
    market: '金乡大蒜国际交易市场',
    halls: ['A区', 'B区', 'C区', '冷库区'],
    towns: ['羊山镇', '胡集镇', '鱼山街道', '司马镇', '马庙镇', '化雨镇'],
    count: 10,
  },
  320382: { market: '邳州宿羊山大蒜交易市场', halls: ['东区', '西区', '出口服务区'], towns: ['宿羊山镇', '车辐山镇', '八义集镇', '土山镇'], count: 6 },
  410221: { market: '杞县苏木大蒜交易市场', halls: ['一区', '二区'], towns: ['苏木乡', '五里河镇', '阳堌镇', '邢口镇'], count: 5 },
  410122: { market: '中牟韩寺大蒜市场', halls: ['南区', '北区'], towns: ['韩寺镇', '官渡镇', '狼城岗镇', '万滩镇'], count: 5 },
  371324: { market: '兰陵大蒜批发市场', halls: ['一区', '二区', '冷库区'], towns: ['兰陵镇', '长城镇', '磨山镇', '向城镇'], count: 5 },
  370116: { market: '莱芜姜蒜交易市场', halls: ['东厅', '西厅'], towns: ['高庄街道', '羊里街道', '牛泉镇', '寨里镇'], count: 4 },
  532932: { market: '鹤庆县云鹤镇农贸市场', halls: ['大蒜区'], towns: ['云鹤镇', '辛屯镇', '草海镇', '西邑镇'], count: 3 },
  130408: { market: '永年南大堡蔬菜市场', halls: ['大蒜区', '蒜片区'], towns: ['临洺关镇', '大北汪镇', '刘营镇', '讲武镇'], count: 4 },
};

/** What a broker's business is called in their name: 金乡蒜行老张, 邳州出口代理周经理. */
export const BROKER_TRADES = ['蒜行', '大蒜代办', '冷库蒜代购', '看货', '出口代理', '大蒜经纪', '蒜业', '代收代发'];
/** How the trade addresses them; {s} is the surname. */
export const BROKER_TITLES = ['老{s}', '{s}师傅', '{s}经理', '小{s}', '{s}姐', '{s}总', '{s}哥'];

/** The services brokers list, in the trade's words; each profile names two to four. */
export const BROKER_SERVICES = [
  '代收代发',
  '冷库蒜代购',
  '出口货源对接',
  '看货验货',
  '代办装车',
  '联系货车物流',
  '代办冷库出入库',
  '新蒜产地收购',
  '蒜种代购',
  '市场行情咨询',
  '分级挑选包装',
  '代垫货款（限老客户）',
];
/** What only some regions' brokers do. */
export const REGION_SERVICES: Readonly<Record<string, readonly string[]>> = {
  320382: ['出口货源对接', '冻柜装柜'],
  532932: ['独头蒜代收', '早春鲜蒜代购'],
  130408: ['蒜片蒜米货源', '加工厂对接'],
  370828: ['冷库蒜代购', '出口货源对接'],
};
/** A closing line some profiles add. */
export const BROKER_NOTES = [
  '常驻{market}，当天看货当天发。',
  '{town}一带货源熟，看货不收费。',
  '做了{years}年，只赚佣金不压价。',
  '可视频看货，货款走对公账户。',
  '南方市场客户多，走货快。',
  '冷库里的货都能帮着找。',
];

/** What the demo photos of brokers at work show (see demo-images.ts). */
export const TRADE_SCENES = [
  { kind: 'pile', caption: '看货验货' },
  { kind: 'store', caption: '冷库出库' },
  { kind: 'truck', caption: '装车发货' },
] as const;
export const CERTIFICATES = ['大蒜协会会员证', '农产品经纪人资格证', '营业执照'] as const;
