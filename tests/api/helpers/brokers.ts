/** A valid broker profile body (a Jinxiang broker); tests change one field at a time from here. */
export function brokerBody(overrides: Record<string, unknown> = {}) {
  return {
    brokerName: '金乡蒜行老张',
    brokerPhone: '13953700021',
    regionId: '370828',
    goodsIds: ['1', '6'],
    businessScope: '代收代发，冷库蒜代购，看货验货',
    workingYears: 12,
    provinceCode: '37',
    provinceName: '山东省',
    cityCode: '3708',
    cityName: '济宁市',
    countyCode: '370828',
    countyName: '金乡县',
    address: '金乡大蒜国际交易市场B区12号',
    headFiles: [{ fileName: 'zhang.jpg', filePath: '/files/2026-05/zhang.jpg' }],
    tradeFiles: [],
    certFiles: [{ fileName: 'licence.jpg', filePath: '/files/2026-05/licence.jpg' }],
    ...overrides,
  };
}
