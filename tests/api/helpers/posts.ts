/** A valid trade post body; tests change one field at a time from here. */
export function postBody(overrides: Record<string, unknown> = {}) {
  return {
    transactionType: '2',
    productType: '1',
    varietiesId: '1',
    specsId: '3',
    goodsTypeId: '1',
    packWayId: '1',
    regionId: '370828',
    price: 2.35,
    quantity: 60,
    minTrading: 10,
    contacts: '王老板',
    contactPhone: '13953700001',
    goodsProvince: '山东省',
    goodsProvinceCode: '37',
    goodsProductionArea: '金乡县',
    goodsProductionAreaCode: '370828',
    supplement: '库内中混级，货干净，支持看货',
    ...overrides,
  };
}
