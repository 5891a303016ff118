// News (前沿资讯) operators publish: market bulletins, storage, exports, weather and policy
// (DOMAIN.md 2.2–2.7). category: '1' market, '2' storage, '3' export, '4' weather & crop, '5' policy.

export interface NewsTemplate {
  category: '1' | '2' | '3' | '4' | '5';
  source: string;
  title: string;
  summary: string;
  body: readonly string[];
  /** China-time months the piece fits (all when left out). */
  months?: readonly number[];
}

export const NEWS: readonly NewsTemplate[] = [
  {
    category: '1',
    source: '农业农村部市场司',
    title: '{month}月大蒜市场供需形势分析',
    summary: '{month}月全国大蒜批发均价约{wholesale}元/公斤，产地价格{trend}，库存消化进度正常。',
    body: [
      '{month}月，全国大蒜批发市场均价约{wholesale}元/公斤，环比{trend}。山东金乡中混级产地均价约{origin}元/公斤。',
      '从供给看，冷库大蒜正常出库，市场货源充足；从需求看，国内消费平稳，出口保持常年水平。',
      '预计下月大蒜价格以稳为主，需关注库存消化进度和新季大蒜长势。',
    ],
  },
  {
    category: '2',
    source: '国际大蒜贸易网',
    title: '全国冷库大蒜库存约{stock}万吨，月度出库{outflow}万吨',
    summary: '截至{month}月初，全国冷库大蒜库存约{stock}万吨，上月出库约{outflow}万吨。',
    body: [
      '据调研，截至{month}月初，全国冷库大蒜库存约{stock}万吨，上月出库量约{outflow}万吨，出库进度与往年基本持平。',
      '分区域看，山东金乡及周边地区库存占比最高，河南、江苏次之。',
      '业内预计，随着天气转暖，后期出库速度将逐步加快。',
    ],
  },
  {
    category: '3',
    source: '海关统计',
    title: '{prevMonth}月我国大蒜出口{export}万吨，印尼占比约三成',
    summary: '{prevMonth}月大蒜出口约{export}万吨，印度尼西亚、越南、马来西亚为前三大市场。',
    body: [
      '海关统计数据显示，{prevMonth}月我国大蒜出口量约{export}万吨。',
      '从出口市场看，印度尼西亚约占{share}%，越南约占{share2}%，马来西亚约占7%。',
      '我国大蒜出口常年维持在200万吨左右，是全球最大的大蒜出口国。',
    ],
  },
  {
    category: '4',
    source: '中国气象局',
    title: '{solar}节气农事提示：大蒜{advice}',
    summary: '{solar}前后，北方大蒜产区要注意{advice}，确保蒜苗安全生长。',
    body: [
      '{solar}节气到来，北方大蒜主产区气温变化较大。',
      '建议各地{advice}：覆膜蒜田检查地膜完好情况；墒情不足的地块适时浇水；关注病虫害发生动态，及时防治。',
      '大蒜适宜生长温度为零下5度至26度，四五叶期蒜苗越冬能力最强。',
    ],
  },
  {
    category: '5',
    source: '金乡县农业农村局',
    title: '金乡县发布大蒜产业高质量发展措施',
    summary: '围绕品种改良、冷链仓储和品牌建设，金乡县出台多项措施支持大蒜产业发展。',
    body: [
      '近日，金乡县发布支持大蒜产业高质量发展的若干措施，涵盖良种繁育、标准化种植、冷链仓储、品牌建设等方面。',
      '措施提出，支持建设标准化冷库，推广绿色防控技术，鼓励企业开拓国际市场。',
      '金乡被誉为"中国大蒜之乡"，大蒜种植面积常年在60万亩左右。',
    ],
  },
  {
    category: '1',
    source: '本站编辑部',
    title: '{place}大蒜价格周报：{spec}均价{price}元/斤',
    summary: '本周{place}{spec}均价{price}元/斤，较上周{trend}，走货{pace}。',
    body: [
      '本周{place}大蒜市场{spec}均价{price}元/斤，较上周{trend}。',
      '走货方面，南方市场需求平稳，出口订单正常，本周走货{pace}。',
      '下周预计价格以稳为主，建议关注天气变化和出口动态。',
    ],
  },
  {
    category: '2',
    source: '本站编辑部',
    title: '冷库大蒜储存管理要点',
    summary: '冷库大蒜储存期长，温度、湿度和通风管理直接影响品质和损耗。',
    body: [
      '大蒜入库前要充分晾晒，确保干度达标。入库后库温宜控制在零下3度到零度，相对湿度70%-80%。',
      '储存期间要定期检查，发现霉变、发芽等情况及时处理。',
      '出库时要缓慢升温，避免大蒜表面结露影响品质。',
    ],
  },
  {
    category: '3',
    source: '国际大蒜贸易网',
    title: '东南亚大蒜进口需求稳定，{port}出口发运正常',
    summary: '东南亚市场大蒜进口需求稳定，{port}本月出口发运正常，冷藏柜运价平稳。',
    body: [
      '近期东南亚市场大蒜进口需求稳定，印度尼西亚、越南、马来西亚等国订单正常。',
      '{port}本月大蒜出口发运正常，冷藏柜设定温度零下3度，海运至印尼约18天。',
      '出口商表示，当前出口价格与上月基本持平。',
    ],
  },
  {
    category: '4',
    source: '本站编辑部',
    months: [11, 12, 1, 2, 3, 4],
    title: '{place}大蒜苗情调查：整体长势{growth}',
    summary: '调查显示，{place}大蒜苗情整体{growth}，一类苗比例较去年有所提高。',
    body: [
      '近日，技术人员对{place}大蒜苗情进行了调查。结果显示，今年大蒜整体长势{growth}，一类苗比例较去年有所提高。',
      '部分播种偏晚的地块苗情偏弱，需加强肥水管理。',
      '建议蒜农密切关注天气变化，做好防冻和病虫害防治工作。',
    ],
  },
  {
    category: '5',
    source: '农业农村部',
    title: '农业农村部发布大蒜供需平衡表',
    summary: '预计本年度大蒜产量约{output}万吨，国内消费约1120万吨，期末库存处于正常水平。',
    body: [
      '农业农村部市场与信息化司发布中国大蒜年度供需平衡表。',
      '预计本年度大蒜种植面积约{area}万亩，产量约{output}万吨，国内消费量约1120万吨。',
      '总体看，大蒜供需基本平衡，价格将在合理区间运行。',
    ],
  },
];

export const NEWS_TRENDS = ['小幅上涨', '小幅回落', '基本持平', '稳中有升'] as const;
/** The 24 solar terms and their usual start (month-day; DOMAIN.md 2.2). */
export const SOLAR_TERMS: readonly [string, string][] = [
  ['01-05', '小寒'],
  ['01-20', '大寒'],
  ['02-03', '立春'],
  ['02-18', '雨水'],
  ['03-05', '惊蛰'],
  ['03-20', '春分'],
  ['04-04', '清明'],
  ['04-20', '谷雨'],
  ['05-05', '立夏'],
  ['05-21', '小满'],
  ['06-05', '芒种'],
  ['06-21', '夏至'],
  ['07-07', '小暑'],
  ['07-22', '大暑'],
  ['08-07', '立秋'],
  ['08-23', '处暑'],
  ['09-07', '白露'],
  ['09-23', '秋分'],
  ['10-08', '寒露'],
  ['10-23', '霜降'],
  ['11-07', '立冬'],
  ['11-22', '小雪'],
  ['12-07', '大雪'],
  ['12-21', '冬至'],
];

/** The term a day falls in. */
export function solarTermOf(monthDay: string): string {
  return [...SOLAR_TERMS].reverse().find(([start]) => start <= monthDay)?.[1] ?? '冬至';
}

/** What the season asks of garlic growers and store owners, by month (DOMAIN.md 2.2). */
export const FIELD_ADVICE: Record<number, string> = {
  1: '防冻保苗',
  2: '查膜补膜',
  3: '浇返青水、追肥',
  4: '防治病虫害',
  5: '适时收获、晾晒防雨',
  6: '晾晒入库、防潮防霉',
  7: '冷库控温防潮',
  8: '冷库控温防潮',
  9: '选种备播',
  10: '适时播种、覆膜保墒',
  11: '查膜补膜',
  12: '防冻保苗',
};
export const GROWTH = ['良好', '偏好', '正常', '略弱于去年'] as const;
