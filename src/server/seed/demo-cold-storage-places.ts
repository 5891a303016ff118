// Where the demo cold stores stand: the five garlic counties with big cold-store clusters
// (DOMAIN.md 2.1, 2.6), their towns and approximate GCJ-02 points of the town seats.

export interface StoreTown {
  town: string;
  townCode: string;
  lat: number;
  lng: number;
}

export interface StoreCounty {
  provinceCode: string;
  province: string;
  cityCode: string;
  city: string;
  countyCode: string;
  county: string;
  /** The short name used in store names and titles: 金乡, 邳州 … */
  short: string;
  /** Share of the demo stores; Jinxiang and its 450万吨+ of cold stores have the most. */
  weight: number;
  /** Rooms (库洞) of a typical store here, and tonnes a room. */
  holes: readonly [number, number];
  holeTonnes: readonly [number, number];
  /** Rent, 元/吨 a storage season. */
  rent: readonly [number, number];
  towns: readonly StoreTown[];
}

/** The county's division codes and names, as the cold-storage tables keep them. */
export const countyFields = ({ provinceCode, province, cityCode, city, countyCode, county }: StoreCounty) => ({
  provinceCode,
  province,
  cityCode,
  city,
  countyCode,
  county,
});

export const STORE_COUNTIES: readonly StoreCounty[] = [
  {
    provinceCode: '37',
    province: '山东省',
    cityCode: '3708',
    city: '济宁市',
    countyCode: '370828',
    county: '金乡县',
    short: '金乡',
    weight: 9,
    holes: [16, 64],
    holeTonnes: [300, 450],
    rent: [170, 280],
    towns: [
      { town: '金乡街道', townCode: '370828001', lat: 35.0702, lng: 116.3098 },
      { town: '高河街道', townCode: '370828002', lat: 35.0488, lng: 116.2861 },
      { town: '羊山镇', townCode: '370828101', lat: 34.9953, lng: 116.2329 },
      { town: '胡集镇', townCode: '370828102', lat: 35.1391, lng: 116.2184 },
      { town: '鸡黍镇', townCode: '370828104', lat: 35.1547, lng: 116.3852 },
      { town: '马庙镇', townCode: '370828109', lat: 35.1239, lng: 116.3011 },
      { town: '化雨镇', townCode: '370828110', lat: 35.0012, lng: 116.3996 },
      { town: '卜集镇', townCode: '370828111', lat: 35.0806, lng: 116.4487 },
      { town: '司马镇', townCode: '370828107', lat: 35.0207, lng: 116.1532 },
    ],
  },
  {
    provinceCode: '32',
    province: '江苏省',
    cityCode: '3203',
    city: '徐州市',
    countyCode: '320382',
    county: '邳州市',
    short: '邳州',
    weight: 4,
    holes: [10, 40],
    holeTonnes: [280, 420],
    rent: [160, 260],
    towns: [
      { town: '运河街道', townCode: '320382002', lat: 34.3271, lng: 117.9612 },
      { town: '宿羊山镇', townCode: '320382105', lat: 34.4558, lng: 117.8427 },
      { town: '车辐山镇', townCode: '320382121', lat: 34.4722, lng: 117.7935 },
      { town: '八义集镇', townCode: '320382106', lat: 34.4229, lng: 117.8051 },
      { town: '碾庄镇', townCode: '320382108', lat: 34.2583, lng: 118.1302 },
    ],
  },
  {
    provinceCode: '41',
    province: '河南省',
    cityCode: '4102',
    city: '开封市',
    countyCode: '410221',
    county: '杞县',
    short: '杞县',
    weight: 3,
    holes: [8, 30],
    holeTonnes: [250, 400],
    rent: [140, 220],
    towns: [
      { town: '金城街道', townCode: '410221001', lat: 34.5503, lng: 114.7829 },
      { town: '苏木乡', townCode: '410221207', lat: 34.4715, lng: 114.8614 },
      { town: '五里河镇', townCode: '410221101', lat: 34.6004, lng: 114.8476 },
      { town: '阳堌镇', townCode: '410221106', lat: 34.4431, lng: 114.7352 },
    ],
  },
  {
    provinceCode: '41',
    province: '河南省',
    cityCode: '4101',
    city: '郑州市',
    countyCode: '410122',
    county: '中牟县',
    short: '中牟',
    weight: 2,
    holes: [8, 28],
    holeTonnes: [250, 380],
    rent: [140, 210],
    towns: [
      { town: '韩寺镇', townCode: '410122101', lat: 34.6442, lng: 114.0876 },
      { town: '官渡镇', townCode: '410122102', lat: 34.7408, lng: 114.0651 },
      { town: '青年路街道', townCode: '410122001', lat: 34.7211, lng: 113.9788 },
    ],
  },
  {
    provinceCode: '37',
    province: '山东省',
    cityCode: '3713',
    city: '临沂市',
    countyCode: '371324',
    county: '兰陵县',
    short: '兰陵',
    weight: 2,
    holes: [8, 30],
    holeTonnes: [260, 400],
    rent: [150, 230],
    towns: [
      { town: '卞庄街道', townCode: '371324001', lat: 34.8566, lng: 118.0689 },
      { town: '兰陵镇', townCode: '371324102', lat: 34.7398, lng: 117.8623 },
      { town: '向城镇', townCode: '371324108', lat: 34.9415, lng: 118.0247 },
      { town: '庄坞镇', townCode: '371324112', lat: 34.9122, lng: 118.1583 },
    ],
  },
];

export const STORE_WORDS = [
  '鸿运',
  '恒丰',
  '宏达',
  '金丰',
  '瑞丰',
  '兴农',
  '裕丰',
  '鑫源',
  '聚丰',
  '润通',
  '德丰',
  '华信',
  '永盛',
  '顺达',
  '丰源',
  '金穗',
  '昌盛',
  '亿丰',
  '广源',
  '新兴',
  '嘉禾',
  '福源',
  '万利',
  '盛华',
  '宝丰',
  '泰和',
  '富民',
  '金福',
  '绿源',
  '益农',
] as const;
export const STORE_SUFFIXES = ['冷藏有限公司', '冷库', '冷链物流有限公司', '果蔬冷藏厂', '冷储中心'] as const;
export const PRINCIPALS = [
  '王德福',
  '李建军',
  '孙宝山',
  '刘海涛',
  '周庆华',
  '马国强',
  '胡长江',
  '赵立新',
  '陈志明',
  '郭建军',
  '张玉林',
  '高建平',
  '杨春生',
  '朱庆丰',
  '何国庆',
] as const;

export const STORE_INTROS = [
  '常年储存大蒜、蒜米，库温-2.5℃至-3℃，可代客储存，出入库方便。',
  '新建钢构冷库，保温好，库内配货架，可整洞出租。',
  '紧邻大蒜交易市场，装车方便，有专人看库。',
  '双机组制冷，停电有备用发电机，库温稳定。',
  '主存杂交蒜、白皮蒜，兼存蒜薹，欢迎来库看货。',
  '库区有场地和地磅，可分拣包装，支持出口装柜。',
] as const;
