// Names, places and phrases of the garlic trade for the demo data (figures from DOMAIN.md).

export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '郑'];

export const NICKNAMES = [
  '张建国', '李秀英', '王德福', '刘海涛', '金乡蒜商老孙', '邳州蒜业周经理', '杞县苏木老马', '中牟韩寺大蒜', '陈国栋', '杨春华',
  '赵立新', '黄永强', '兰陵蒜农老胡', '郭建军', '何志刚', '高玉兰', '林文斌', '郑德胜', '鹤庆独头蒜', '永年蒜片厂',
  '孙宝山', '马红梅', '朱庆丰', '胡长江', '金乡冷库老王', '邳州出口张总', '莱芜姜蒜合作社', '王志远', '李春生', '刘桂芳',
  '陈志明', '杨建华', '赵德明', '黄金生', '周海燕', '孙立国', '郭秀兰', '何国庆', '高建平', '林海峰',
];

export interface Place {
  regionId: string;
  province: string;
  provinceCode: string;
  county: string;
  countyCode: string;
  towns: [string, string][];
  lat: number;
  lng: number;
}

export const PLACES: Place[] = [
  { regionId: '370828', province: '山东省', provinceCode: '37', county: '金乡县', countyCode: '370828', towns: [['羊山镇', '370828101'], ['胡集镇', '370828102']], lat: 35.07, lng: 116.31 },
  { regionId: '320382', province: '江苏省', provinceCode: '32', county: '邳州市', countyCode: '320382', towns: [['宿羊山镇', '320382105'], ['车辐山镇', '320382121']], lat: 34.33, lng: 117.96 },
  { regionId: '410221', province: '河南省', provinceCode: '41', county: '杞县', countyCode: '410221', towns: [['苏木乡', '410221207']], lat: 34.55, lng: 114.78 },
  { regionId: '410122', province: '河南省', provinceCode: '41', county: '中牟县', countyCode: '410122', towns: [['韩寺镇', '410122101']], lat: 34.72, lng: 113.98 },
  { regionId: '371324', province: '山东省', provinceCode: '37', county: '兰陵县', countyCode: '371324', towns: [], lat: 34.86, lng: 118.07 },
  { regionId: '370116', province: '山东省', provinceCode: '37', county: '莱芜区', countyCode: '370116', towns: [], lat: 36.21, lng: 117.68 },
  { regionId: '532932', province: '云南省', provinceCode: '53', county: '鹤庆县', countyCode: '532932', towns: [], lat: 26.56, lng: 100.18 },
  { regionId: '130408', province: '河北省', provinceCode: '13', county: '永年区', countyCode: '130408', towns: [], lat: 36.78, lng: 114.49 },
];

/** 元/斤 price band per spec id of dicts.yaml (DOMAIN.md 2.4 and 6). */
export const PRICE_BANDS: Record<string, [number, number]> = {
  '1': [1.8, 2.6], '2': [2.0, 3.0], '3': [2.3, 3.3], '4': [2.6, 3.6], '5': [2.8, 3.8],
  '6': [3.2, 4.3], '7': [3.6, 5.0], '8': [4.0, 6.5], '9': [7.5, 8.5],
};

export const SELL_NOTES = [
  '库内中混级，货干净，质量稳定，支持看货', '新蒜已晒干，九成干，可装柜出口', '冷库蒜，出库即发，量大从优', '杂交蒜5.5公分以上，蒜头圆正，无霉变',
  '自家冷库存货，现货充足，欢迎来库看货', '纯白蒜，10公斤网袋包装，可按客户要求分级', '太空大混级，个头大，皮色好', '蒜米料，适合加工厂，价格可谈',
  '邳州白蒜6.5公分，出口标准', '独头蒜3.0公分，鹤庆产地直发', '库外蒜，晒得干，走货快', '一手货源，产地直供，可代办装车',
  '红皮蒜，辣味足，适合北方市场', '加工蒜原皮，货源稳定，长期供应', '脱水蒜片原料，含水量低',
];

export const BUY_NOTES = [
  '长期收购5.5公分以上杂交蒜，价格电议，现款结算', '收购库内一般混级，要求货干无霉，量大', '求购蒜米料50吨，送到加工厂', '出口公司收购6.0公分纯白蒜，10公斤网袋',
  '收购新蒜，九成干即可，产地交货', '常年收购冷库蒜，需看货定价', '求购独头蒜，规格3.0公分以上', '收购大混级，每周需20柜左右',
  '批发市场常年收购各规格大蒜', '求购紫皮蒜，走西北市场', '收购蒜种，要求无病虫害', '求购蒜片原料，长期合作',
];
