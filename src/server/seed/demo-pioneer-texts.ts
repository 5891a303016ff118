// Article texts of the demo pioneers, written the way the trade writes them: prices in 元/斤,
// stock in 万吨, containers (柜), and the season's field work.
import { dicts } from '../../../generated/app.ts';
import { monthlyExports, nationalStock, nightLow, quotedPrice, weekBefore } from './demo-pioneer-market.ts';
import type { Random } from './random.ts';

export type ArticleKind = 'prices' | 'storage' | 'exports' | 'field' | 'processing' | 'outlook';
export interface Written {
  title: string;
  content: string;
}

/** The field work of each month in the northern producing areas. */
const FIELD_STAGES = ['越冬', '越冬', '返青', '抽薹', '收获', '晾晒入库', '晾晒入库', '入库', '备种整地', '播种', '出苗', '越冬'];

const name = (code: 'region' | 'varieties' | 'specs', id: string) => dicts[code].items.find((i) => i.id === id)?.zh ?? '';
const yuan = (n: number) => n.toFixed(2);
const change = (now: number, before: number) => {
  const d = Math.round((now - before) * 100) / 100;
  return d === 0 ? '与上周持平' : d > 0 ? `较上周上涨${yuan(d)}元` : `较上周下跌${yuan(-d)}元`;
};

/** The grades a pioneer quotes for a variety: solo garlic has one; the others a mixed grade and a size. */
function grades(goodsId: string): [string, string] {
  if (goodsId === '7') return ['9', '9'];
  return goodsId === '2' || goodsId === '6' ? ['6', '7'] : ['3', '5'];
}

function pricesParagraph(random: Random, date: string, regionId: string, goodsId: string) {
  const month = Number(date.slice(5, 7));
  const [mixed, sized] = grades(goodsId);
  const a = quotedPrice(random, date, regionId, goodsId, mixed);
  const before = weekBefore(random, a, month);
  const larger = sized === mixed ? '' : `${name('specs', sized)}${yuan(quotedPrice(random, date, regionId, goodsId, sized))}元/斤左右，`;
  const text = `本周${name('region', regionId)}${name('varieties', goodsId)}${name('specs', mixed)}主流成交价${yuan(a - 0.05)}-${yuan(a + 0.05)}元/斤，均价${yuan(a)}元，${change(a, before)}；${larger}好货能多卖一两毛。`;
  return { text, price: a, up: a >= before };
}

function tradeParagraph(random: Random) {
  return random.pick([
    `市场上客商以按需补库为主，日均走货${random.int(18, 32)}柜左右，大货成交不多，库主出货心态平稳。`,
    `外地客商到货增多，北京新发地、西安欣桥等销区走货尚可，产地每天发车${random.int(60, 110)}车左右。`,
    `持货商惜售情绪较浓，低价货源难寻，小车货成交灵活，大单议价空间在五分钱以内。`,
    `下游批发市场反馈消化速度一般，客商拿货谨慎，随走随补，市场整体以稳为主。`,
  ]);
}

function outlookParagraph(random: Random, up: boolean) {
  return up
    ? random.pick([
        '后市看，库存去化节奏正常，加上春节前备货需求，价格仍有小幅上行空间，但追高需谨慎，建议分批出货锁定利润。',
        '短期支撑较强，建议库存商不要集中抛售，留三成货观察节前行情。',
      ])
    : random.pick([
        '后市看，新季种植面积和长势将主导预期，库存压力下价格以弱势整理为主，建议有货的朋友逢高分批走货，不宜死扛。',
        '短线难有大行情，关注出口订单和南方销区消化情况，操作上以快进快出为主。',
      ]);
}

export function writeArticle(random: Random, kind: ArticleKind, date: string, regionId: string, goodsId: string, long: boolean): Written {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const place = name('region', regionId);
  const variety = name('varieties', goodsId);
  const p = pricesParagraph(random, date, regionId, goodsId);
  const week = `${month}月第${Math.min(4, Math.ceil(day / 7))}周`;
  const paragraphs: string[] = [];
  let title = '';
  switch (kind) {
    case 'prices':
      title = random.pick([
        `${month}月${day}日${place}${variety}行情简评`,
        `${place}${variety}周评（${week}）：${p.up ? '稳中偏强' : '弱势整理'}`,
        `${week}${variety}价格${p.up ? '小幅走高' : '继续回落'}，后市怎么看`,
      ]);
      paragraphs.push(p.text, tradeParagraph(random), outlookParagraph(random, p.up));
      break;
    case 'storage': {
      const stock = nationalStock(date);
      title = random.pick([`冷库库存${stock}万吨，出库节奏怎么看`, `${place}冷库出库进度与后市研判（${week}）`, `${week}库蒜出库周报`]);
      paragraphs.push(
        `据产区冷库调研估算，截至${month}月${day}日全国冷库大蒜库存约${stock}万吨，其中${place}及周边约占${random.int(38, 46)}%；本月出库约${random.int(25, 40)}万吨，出库进度正常。`,
        `库内货质量整体不错，个别库出现轻微发芽和失水，损耗在${random.int(2, 5)}%以内，挑货时注意看蒜皮和蒜根。`,
        p.text,
        outlookParagraph(random, p.up),
      );
      break;
    }
    case 'exports': {
      const e = monthlyExports(random, month === 1 ? 12 : month - 1);
      title = random.pick([
        `${month === 1 ? 12 : month - 1}月出口${e.total}万吨，印尼仍是第一大市场`,
        `${week}出口订单${e.total > 20 ? '回暖' : '偏淡'}，装柜价跟踪`,
        `东南亚需求与${variety}装柜价（${month}月）`,
      ]);
      paragraphs.push(
        `海关数据显示，上月我国大蒜出口约${e.total}万吨，其中印尼占${e.indonesia}%，越南占${e.vietnam}%，马来西亚占${e.malaysia}%。`,
        `${month >= 6 && month <= 8 ? '目前以干柜出货为主' : '目前出口以冻柜为主，设定温度-3℃'}，一个40尺柜装${random.int(26, 29)}吨左右，本周我们发了${random.int(4, 20)}个柜。`,
        p.text,
        '出口商备货以六公分以上货为主，对蒜皮色泽和干度要求高，建议供货商提前做好分级。',
      );
      break;
    }
    case 'field': {
      const low = nightLow(random, month, regionId);
      const stage = FIELD_STAGES[month - 1]!;
      title = random.pick([`${place}蒜田${stage}观察（${month}月${day}日）`, `${month}月${place}天气与大蒜长势`, `田间日记（${week}）：${stage}期要注意什么`]);
      paragraphs.push(
        `近一周${place}夜间最低气温${low}℃，${low < 0 ? '蒜苗已进入越冬状态，覆膜田块长势好于露地' : '墒情适宜，大蒜长势整体正常'}。目前处于${stage}阶段。`,
        random.pick([
          '今年本地种植面积较上年略有减少，农户普遍反映种子和人工成本上涨。',
          '周边乡镇面积基本稳定，部分地块改种小麦和玉米。',
          '病虫害发生轻，注意防治叶枯病和根蛆。',
        ]),
        p.text,
      );
      break;
    }
    case 'processing':
      title = random.pick([`蒜片原料收购价跟踪（${week}）`, `${month}月加工厂开工与原料价格`]);
      paragraphs.push(
        `本周厂里收购加工料蒜${yuan(p.price * 0.85)}元/斤左右，脱水蒜片出厂价${random.int(170, 180) * 100}元/吨，开工率约${random.int(55, 85)}%。`,
        `出口订单以欧洲、美国为主，蒜米加工料需求${p.up ? '偏强' : '一般'}，原料价跟着冷库蒜价格走。`,
        outlookParagraph(random, p.up),
      );
      break;
    case 'outlook':
      title = random.pick([`${variety}供需平衡与价格展望（${month}月）`, `库存、面积与出口：三组数据看后市（${week}）`, `${month}月大蒜市场月报`]);
      paragraphs.push(
        `从供需看，本季全国冷库入库量和种植面积是决定价格的两个关键数。当前库存约${nationalStock(date)}万吨，按每月出库${random.int(25, 40)}万吨测算，五月新蒜上市前可基本消化。`,
        p.text,
        tradeParagraph(random),
        outlookParagraph(random, p.up),
      );
      break;
  }
  if (long) paragraphs.push(random.pick(['以上为个人观点，仅供参考，不构成投资建议，市场有风险，入市需谨慎。', '欢迎同行交流，数据如有出入以实际成交为准。']));
  return { title, content: paragraphs.join('\n\n') };
}
