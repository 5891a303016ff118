// Names and phrases of the garlic trade for the demo data.

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '郑'];

/** A nickname naming a place (金乡, 邳州, …) belongs to a user of that region. */
export const NICKNAMES = [
  '张建国',
  '李秀英',
  '王德福',
  '刘海涛',
  '金乡蒜商老孙',
  '邳州蒜业周经理',
  '杞县苏木老马',
  '中牟韩寺大蒜',
  '陈国栋',
  '杨春华',
  '赵立新',
  '黄永强',
  '兰陵蒜农老胡',
  '郭建军',
  '何志刚',
  '高玉兰',
  '林文斌',
  '郑德胜',
  '鹤庆独头蒜',
  '永年蒜片厂',
  '孙宝山',
  '马红梅',
  '朱庆丰',
  '胡长江',
  '金乡冷库老王',
  '邳州出口张总',
  '莱芜姜蒜合作社',
  '王志远',
  '李春生',
  '刘桂芳',
  '陈志明',
  '杨建华',
  '赵德明',
  '黄金生',
  '周海燕',
  '孙立国',
  '郭秀兰',
  '何国庆',
  '高建平',
  '林海峰',
];

export const DESCRIPTIONS = [
  '',
  '',
  '',
  '常年经营冷库大蒜，诚信为本。',
  '产地代办，帮客户看货装车。',
  '出口备货，主做东南亚市场。',
  '自家种植三十亩，新蒜自销。',
  '批发市场档口，走货量稳定。',
];

/** Which notes fit a post: `any` for every bulb post; the others by goods type, spec or product. */
export type NoteKind = 'any' | 'stored' | 'fresh' | 'sized' | 'clove' | 'solo' | 'seed' | 'peeled' | 'flakes';

// {place} {variety} {spec} {pack} {qty} are filled in from the post.
export const SELL_NOTES: Record<NoteKind, readonly string[]> = {
  any: ['一手货源，产地直供，{pack}，现款现货', '{variety}{spec}，质量稳定，可长期供应', '{place}{variety}，货源充足，量大从优'],
  stored: [
    '库内{spec}，货干净，质量稳定，支持看货',
    '自家冷库存货，{variety}{spec}，出库即发',
    '{place}冷库蒜，无霉变无发芽，欢迎来库看货',
    '冷库{variety}，{pack}，可按客户要求分级挑选',
  ],
  fresh: [
    '新蒜已晒干，九成干，可装柜出口',
    '库外{spec}，晒得干，走货快，价格可谈',
    '{place}新蒜刚起地，个头匀，可分批发货',
    '新干蒜{spec}，辣味足，适合北方市场',
  ],
  sized: ['{variety}{spec}以上，蒜头圆正，皮色好，出口标准', '{spec}净蒜，{pack}，可装冻柜出口'],
  clove: ['蒜米料，适合加工厂，价格可谈', '{place}蒜米料{qty}吨，可送货到厂'],
  solo: ['独头蒜3.0公分，{place}产地直发', '{place}独头蒜，个头均匀，适合商超和礼盒装'],
  seed: ['自留{variety}蒜种，头大瓣匀，无病虫害', '{spec}蒜种，发芽率高，适合秋播，可送货到村'],
  peeled: ['蒜米加工厂直供，去皮干净，无黑斑', '{place}蒜米，颗粒饱满，{pack}，冷藏发货'],
  flakes: ['脱水蒜片，含水量低，{pack}，可长期供货', '{place}蒜片厂直销，色白片匀，可做出口'],
};

export const BUY_NOTES: Record<NoteKind, readonly string[]> = {
  any: ['批发市场常年收购各规格大蒜', '求购{place}{variety}，走西北市场', '收购{variety}，每周需20柜左右'],
  stored: ['收购库内{spec}，要求货干无霉，量大', '常年收购冷库蒜，需看货定价', '收购冷库{spec}{qty}吨，现款结算'],
  fresh: ['收购新蒜，九成干即可，产地交货', '求购库外{spec}，随收随走'],
  sized: ['长期收购{spec}以上{variety}，价格电议，现款结算', '出口公司收购{spec}{variety}，{pack}'],
  clove: ['求购蒜米料{qty}吨，送到加工厂', '加工厂常年收购蒜米料，过磅结算'],
  solo: ['求购独头蒜，规格3.0公分以上', '商超订单求购独头蒜，要求大小均匀'],
  seed: ['求购蒜种，要求无病虫害，{spec}以上', '合作社统一采购{variety}蒜种，秋播用'],
  peeled: ['求购蒜米，去皮干净无黑斑，长期合作', '饭店配送求购蒜米，每周{qty}吨'],
  flakes: ['求购蒜片，长期合作', '求购脱水蒜片，出口标准，{qty}吨'],
};
