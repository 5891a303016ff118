// Producing places, what each trades, and price bands for the demo trade posts (DOMAIN.md 2.1–2.4, 6).

type Weights = readonly (readonly [string, number])[];

export interface Place {
  regionId: string;
  province: string;
  provinceCode: string;
  county: string;
  countyCode: string;
  towns: readonly (readonly [string, string])[];
  lat: number;
  lng: number;
  /** Share of the trade's posts; Jinxiang, the "garlic capital", has the most. */
  weight: number;
  varieties: Weights;
  specs: Weights;
}

const SIZES_AND_MIXES: Weights = [
  ['1', 2],
  ['2', 4],
  ['3', 5],
  ['4', 4],
  ['5', 3],
  ['6', 3],
  ['7', 2],
];
const MIXES: Weights = [
  ['1', 4],
  ['2', 4],
  ['3', 3],
  ['4', 2],
  ['5', 1],
];

export const PLACES: readonly Place[] = [
  {
    regionId: '370828',
    province: '山东省',
    provinceCode: '37',
    county: '金乡县',
    countyCode: '370828',
    towns: [
      ['羊山镇', '370828101'],
      ['胡集镇', '370828102'],
    ],
    lat: 35.07,
    lng: 116.31,
    weight: 8,
    varieties: [
      ['1', 6],
      ['6', 3],
      ['3', 2],
    ],
    specs: SIZES_AND_MIXES,
  },
  {
    regionId: '320382',
    province: '江苏省',
    provinceCode: '32',
    county: '邳州市',
    countyCode: '320382',
    towns: [
      ['宿羊山镇', '320382105'],
      ['车辐山镇', '320382121'],
    ],
    lat: 34.33,
    lng: 117.96,
    weight: 4,
    varieties: [
      ['2', 5],
      ['3', 4],
      ['1', 1],
    ],
    specs: [
      ['3', 1],
      ['4', 2],
      ['5', 2],
      ['6', 4],
      ['7', 4],
      ['8', 4],
    ],
  },
  {
    regionId: '410221',
    province: '河南省',
    provinceCode: '41',
    county: '杞县',
    countyCode: '410221',
    towns: [['苏木乡', '410221207']],
    lat: 34.55,
    lng: 114.78,
    weight: 3,
    varieties: [
      ['1', 4],
      ['3', 3],
    ],
    specs: MIXES,
  },
  {
    regionId: '410122',
    province: '河南省',
    provinceCode: '41',
    county: '中牟县',
    countyCode: '410122',
    towns: [['韩寺镇', '410122101']],
    lat: 34.72,
    lng: 113.98,
    weight: 2,
    varieties: [
      ['1', 3],
      ['3', 3],
      ['5', 1],
    ],
    specs: MIXES,
  },
  {
    regionId: '371324',
    province: '山东省',
    provinceCode: '37',
    county: '兰陵县',
    countyCode: '371324',
    towns: [],
    lat: 34.86,
    lng: 118.07,
    weight: 2,
    varieties: [
      ['3', 4],
      ['4', 2],
      ['1', 2],
    ],
    specs: [
      ['2', 3],
      ['3', 3],
      ['4', 2],
      ['5', 2],
      ['6', 1],
    ],
  },
  {
    regionId: '370116',
    province: '山东省',
    provinceCode: '37',
    county: '莱芜区',
    countyCode: '370116',
    towns: [],
    lat: 36.21,
    lng: 117.68,
    weight: 1,
    varieties: [
      ['3', 3],
      ['5', 2],
      ['4', 2],
    ],
    specs: [
      ['2', 2],
      ['3', 3],
      ['4', 2],
      ['5', 2],
    ],
  },
  {
    regionId: '532932',
    province: '云南省',
    provinceCode: '53',
    county: '鹤庆县',
    countyCode: '532932',
    towns: [],
    lat: 26.56,
    lng: 100.18,
    weight: 1,
    varieties: [['7', 1]],
    specs: [['9', 1]],
  },
  {
    regionId: '130408',
    province: '河北省',
    provinceCode: '13',
    county: '永年区',
    countyCode: '130408',
    towns: [],
    lat: 36.78,
    lng: 114.49,
    weight: 1,
    varieties: [
      ['3', 4],
      ['1', 2],
    ],
    specs: [
      ['2', 3],
      ['3', 3],
      ['4', 2],
      ['5', 1],
    ],
  },
];

/** Where seed garlic (northern autumn sowing) and processed garlic (flakes, peeled cloves) come from. */
export const SEED_REGIONS: Weights = [
  ['370828', 5],
  ['320382', 2],
  ['410221', 2],
  ['410122', 1],
  ['371324', 2],
];
export const PROCESSING_REGIONS: Weights = [
  ['130408', 4],
  ['370828', 3],
  ['410122', 2],
  ['410221', 1],
];

export function placeOf(regionId: string | null): Place | undefined {
  return PLACES.find((p) => p.regionId === regionId);
}

/** 元/斤 price band of each spec id of dicts.yaml. */
export const PRICE_BANDS: Readonly<Record<string, readonly [number, number]>> = {
  '1': [1.8, 2.6],
  '2': [2.0, 3.0],
  '3': [2.3, 3.3],
  '4': [2.6, 3.6],
  '5': [2.8, 3.8],
  '6': [3.2, 4.3],
  '7': [3.6, 5.0],
  '8': [4.0, 6.5],
  '9': [7.5, 8.5],
};

/** Processed goods in 元/斤: peeled cloves 2.50–5.25; flakes 17,000–18,000 元/吨 ÷ 2,000 斤. */
export const PROCESSED_BANDS: Readonly<Record<string, readonly [number, number]>> = { '5': [2.5, 5.25], '6': [8.5, 9.0] };

export function priceBand(post: { productType: string | null; specsId: string; goodsTypeId: string | null }): readonly [number, number] {
  const band = post.productType === '3' ? PROCESSED_BANDS[post.goodsTypeId ?? ''] : PRICE_BANDS[post.specsId];
  if (!band) throw new Error(`No price band for spec ${post.specsId} / goods type ${post.goodsTypeId}`);
  return band;
}

/**
 * Goods types by China-time month (DOMAIN.md 2.2): fresh garlic from Yunnan in spring and at the
 * late-May harvest, market (库外) and new dry garlic June–August, cold-stored garlic from September.
 */
export function goodsTypesFor(month: number): Weights {
  if (month >= 6 && month <= 8)
    return [
      ['2', 5],
      ['4', 3],
      ['1', 1],
    ];
  if (month === 5)
    return [
      ['3', 4],
      ['4', 2],
      ['1', 3],
    ];
  if (month === 3 || month === 4)
    return [
      ['1', 6],
      ['3', 2],
    ];
  if (month === 9)
    return [
      ['1', 6],
      ['2', 2],
    ];
  return [['1', 1]];
}
