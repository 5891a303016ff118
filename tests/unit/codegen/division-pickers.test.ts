import { describe, expect, it } from 'vitest';
import { pickerFields, withPickerFields } from '../../../codegen/build-division-pickers.ts';
import type { DivisionPicker } from '../../../src/shared/view-types.ts';
import { join } from 'node:path';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { detailViews } from '../../../generated/details.ts';
import { repoRoot } from './helpers.ts';

const ORIGIN: DivisionPicker = { levels: { province: { code: 'pCode', name: 'p' }, county: { code: 'cCode', name: 'c' } } };

describe('division pickers in a form', () => {
  it('lists its fields top down, code before name', () => {
    expect(pickerFields(ORIGIN)).toEqual(['pCode', 'p', 'cCode', 'c']);
  });

  it('stands where the first of its fields is listed, its other fields after it', () => {
    expect(withPickerFields(['price', 'c', 'address', 'p'], { origin: ORIGIN })).toEqual(['price', 'pCode', 'p', 'cCode', 'c', 'address']);
  });

  it('goes last when the form lists none of its fields', () => {
    expect(withPickerFields(['price', 'address'], { origin: ORIGIN })).toEqual(['price', 'address', 'pCode', 'p', 'cCode', 'c']);
  });
});

describe('places an entity stores, for showing them', () => {
  const model = buildModel(loadSpec(join(repoRoot, 'spec'), repoRoot));
  const places = (entity: string) => model.entities.find((e) => e.name === entity)?.places;

  it("takes each name field's code from the entity's own divisions and from the forms that write it", () => {
    expect(places('broker')).toEqual({
      provinceName: ['provinceCode', 'provinceName'],
      cityName: ['cityCode', 'cityName'],
      countyName: ['countyCode', 'countyName'],
    });
    expect(places('buySell')).toEqual({
      goodsProvince: ['goodsProvinceCode', 'goodsProvince'],
      goodsProductionArea: ['goodsProductionAreaCode', 'goodsProductionArea'],
      goodsTownship: ['goodsTownshipCode', 'goodsTownship'],
    });
    expect(places('coldStorageRent')).toMatchObject({ county: ['countyCode', 'county'], town: ['townCode', 'town'] });
  });

  it('gives a field that joins the divisions every level, largest first', () => {
    expect(places('seedGrowth')?.fullAddr).toEqual(['provinceCode', 'province', 'cityCode', 'city', 'countyCode', 'county', 'streetCode', 'street']);
  });

  it('reaches the detail views as the place of each field', () => {
    expect(detailViews['transaction/transaction-detail'].fieldViews.goodsProductionArea.place).toEqual(['goodsProductionAreaCode', 'goodsProductionArea']);
  });
});
