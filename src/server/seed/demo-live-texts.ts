// Markets with cameras, what the cameras and the recorded videos show (DOMAIN.md 2.1, 2.8, 6).
import type { Scene } from './demo-media.ts';

export interface Market {
  key: string;
  /** regionMarket id for origin markets, terminalMarket id for wholesale markets (spec/dicts.yaml). */
  marketId: string;
  terminal: boolean;
  name: string;
  short: string;
  place: string;
  regionId: string | null;
  /** The variety the market trades most. */
  goodsId: string;
  cameras: number;
  featured: boolean;
}

const origin = (key: string, marketId: string, name: string, short: string, regionId: string, goodsId: string, cameras: number, featured = false): Market => ({
  key,
  marketId,
  terminal: false,
  name,
  short,
  place: short,
  regionId,
  goodsId,
  cameras,
  featured,
});
const wholesale = (key: string, marketId: string, name: string, short: string, place: string, goodsId: string, cameras: number, featured = false): Market => ({
  key,
  marketId,
  terminal: true,
  name,
  short,
  place,
  regionId: null,
  goodsId,
  cameras,
  featured,
});

export const MARKETS: readonly Market[] = [
  origin('jinxiang', '1', '金乡大蒜国际交易市场', '金乡', '370828', '1', 4, true),
  origin('pizhou', '2', '邳州宿羊山大蒜市场', '邳州宿羊山', '320382', '2', 3, true),
  origin('qixian', '3', '杞县苏木大蒜市场', '杞县苏木', '410221', '1', 3, true),
  origin('zhongmou', '4', '中牟韩寺大蒜市场', '中牟韩寺', '410122', '3', 2),
  origin('lanling', '5', '兰陵大蒜市场', '兰陵', '371324', '5', 2),
  wholesale('xinfadi', '1', '北京新发地农产品批发市场', '北京新发地', '北京', '1', 3, true),
  wholesale('xinqiao', '2', '西安欣桥农产品批发市场', '西安欣桥', '西安', '3', 2),
  wholesale('gaoqiao', '3', '长沙高桥大市场', '长沙高桥', '长沙', '1', 1),
  wholesale('liangzhu', '4', '杭州良渚蔬菜批发市场', '杭州良渚', '杭州', '2', 1),
  wholesale('haijixing', '5', '南宁海吉星农产品批发市场', '南宁海吉星', '南宁', '1', 1),
  wholesale('jiangqiao', '6', '上海江桥批发市场', '上海江桥', '上海', '2', 2),
  wholesale('baishazhou', '7', '武汉白沙洲农副产品大市场', '武汉白沙洲', '武汉', '3', 1),
  wholesale('nanguanling', '8', '大连南关岭批发市场', '大连南关岭', '大连', '1', 1),
];

export interface Spot {
  terminal: boolean;
  name: string;
  scene: Scene;
  intro: string;
}

/** Where a market's cameras point, in the order a market gets them. */
export const LIVE_SPOTS: readonly Spot[] = [
  { terminal: false, name: '交易大厅', scene: 'hall', intro: '{market}交易大厅实时画面，每日早6点开市，看货、议价、过磅一目了然。' },
  { terminal: false, name: '装车区', scene: 'loading', intro: '{market}装车区，干柜、冻柜和半挂车装货现场，当日走货情况实时可见。' },
  { terminal: false, name: '分级车间', scene: 'grading', intro: '{market}大蒜分级车间，按5.0至6.5公分过筛分级，装10公斤网袋。' },
  { terminal: false, name: '冷库出库口', scene: 'coldstore', intro: '{market}周边冷库出库口，库蒜出库后挑选分级、装袋外运。' },
  { terminal: true, name: '大蒜批发区', scene: 'hall', intro: '{market}大蒜批发区档口实时画面，库蒜到货、批发走货情况一目了然。' },
  { terminal: true, name: '卸货区', scene: 'loading', intro: '{market}卸货区，产地来车到货、卸车过磅现场。' },
  { terminal: true, name: '蒜米档口', scene: 'grading', intro: '{market}蒜米、剥皮蒜加工档口，看当日蒜米走货。' },
];

export interface Topic {
  terminal: boolean;
  title: string;
  intro: string;
  scene: Scene;
  /** How much the topic draws viewers, relative to 1. */
  draw: number;
}

/** Recorded video topics; {market} is the market's short name, {place} its town or city. */
export const VIDEO_TOPICS: readonly Topic[] = [
  {
    terminal: false,
    scene: 'hall',
    draw: 1.5,
    title: '{market}今日行情：库蒜走货加快，中混级稳中有涨',
    intro: '早市实拍，看货的客商比前几天多，中混级成交价小幅上调，大混级持平。',
  },
  {
    terminal: false,
    scene: 'coldstore',
    draw: 1.2,
    title: '{place}冷库蒜出库实拍：挑选、分级、装网袋全过程',
    intro: '冷库出库后先挑出发芽、霉变的蒜头，再过筛分级，10公斤网袋装好上车。',
  },
  {
    terminal: false,
    scene: 'loading',
    draw: 1.3,
    title: '冻柜装箱现场：零下3度温控，{place}大蒜发往东南亚',
    intro: '40尺冻柜每柜装货约28吨，温度设定零下3度，发往印尼、越南、马来西亚。',
  },
  {
    terminal: false,
    scene: 'field',
    draw: 2,
    title: '{place}新蒜开秤，蒜农地头卖蒜价格实录',
    intro: '新蒜起地晾晒，收购商地头看货，九成干的新蒜每斤价格现场报给大家。',
  },
  {
    terminal: false,
    scene: 'grading',
    draw: 1,
    title: '6.5公分白蒜分级车间探访：一天能分拣多少吨？',
    intro: '分级车间流水线作业，6.5公分以上的净蒜单独装箱，出口标准一看就懂。',
  },
  {
    terminal: false,
    scene: 'field',
    draw: 0.9,
    title: '{place}蒜农覆膜种蒜，今年种植面积有变化吗',
    intro: '十月初播种覆膜，走访几户蒜农，听听今年的种植打算。',
  },
  { terminal: false, scene: 'hall', draw: 1.6, title: '库蒜还是新蒜？老蒜商教你三招看蒜质', intro: '看皮色、捏硬度、掰开看芽，三招分清库蒜新蒜和蒜质好坏。' },
  { terminal: false, scene: 'hall', draw: 1.1, title: '{market}早市：蒜米料成交价与走货量', intro: '蒜米料主要走加工厂，今天成交价和走货量都在视频里。' },
  {
    terminal: false,
    scene: 'loading',
    draw: 1,
    title: '干柜出口季：{place}大蒜装柜发青岛港',
    intro: '六到八月库外蒜走干柜，装柜后拉往青岛港，约18天到印尼泗水。',
  },
  { terminal: false, scene: 'field', draw: 0.8, title: '蒜种挑选：播种前如何选出好蒜种', intro: '选瓣大、无伤、无病的蒜瓣做种，老农讲讲挑蒜种的讲究。' },
  {
    terminal: false,
    scene: 'coldstore',
    draw: 1.2,
    title: '冷库入库高峰，{place}冷库一库难求',
    intro: '入库季冷库排队卸货，库洞租金和入库价格怎么样，听库主怎么说。',
  },
  { terminal: false, scene: 'grading', draw: 0.7, title: '脱水蒜片加工厂直击：蒜片是怎么做出来的', intro: '切片、烘干、筛选、包装，一吨鲜蒜能出多少蒜片。' },
  { terminal: true, scene: 'hall', draw: 1.3, title: '{market}库蒜到货：批发价每斤涨了几毛？', intro: '销区市场到货情况和批发价实拍，跟产地价对比看看差价。' },
  {
    terminal: true,
    scene: 'grading',
    draw: 0.9,
    title: '{market}蒜米档口：剥皮蒜一天能走多少货',
    intro: '蒜米档口每天供应饭店和食堂，走货量和价格都问清楚了。',
  },
  { terminal: true, scene: 'hall', draw: 1.4, title: '春节前备货，{market}大蒜批发忙', intro: '节前备货高峰，批发商说这几天走货比平时多一倍。' },
  { terminal: true, scene: 'loading', draw: 1, title: '产地来车卸货：{market}今日到货十余车', intro: '金乡、邳州、杞县来的半挂车陆续到市场卸货。' },
  { terminal: true, scene: 'hall', draw: 1.1, title: '{market}批发商谈今年蒜价走势', intro: '几位做了十几年大蒜批发的老板，聊聊今年库蒜行情怎么看。' },
  { terminal: true, scene: 'hall', draw: 0.8, title: '独头蒜走俏，{place}商超礼盒装大蒜受欢迎', intro: '云南鹤庆独头蒜做成礼盒装，在销区商超卖得不错。' },
];
