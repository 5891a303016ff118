import { describe, expect, it } from 'vitest';
import { changesFor, parentFor, pickerLevels, selectionOf } from '../../../../src/web/divisions/division-picker-model.ts';
import type { DivisionPicker } from '../../../../src/shared/view-types.ts';

// The trade post's origin: no city field; and a cold store's province, city and county.
const TRADE: DivisionPicker = {
  levels: {
    province: { code: 'goodsProvinceCode', name: 'goodsProvince' },
    county: { code: 'goodsProductionAreaCode', name: 'goodsProductionArea' },
    street: { code: 'goodsTownshipCode', name: 'goodsTownship' },
  },
};
const STORE: DivisionPicker = { levels: { province: { code: 'provinceCode' }, city: { code: 'cityCode', name: 'city' }, county: { code: 'countyCode' } } };

describe('pickerLevels', () => {
  it('shows every level down to the deepest filled one', () => {
    expect(pickerLevels(TRADE)).toEqual(['province', 'city', 'county', 'street']);
    expect(pickerLevels(STORE)).toEqual(['province', 'city', 'county']);
    expect(pickerLevels({ levels: { city: { code: 'c' } } })).toEqual(['province', 'city']);
  });
});

describe('selectionOf', () => {
  it('reads codes from the fields, and a level without a field from a deeper code', () => {
    const data = { goodsProvinceCode: '41', goodsProductionAreaCode: '410221', goodsTownshipCode: '410221207' };
    expect(selectionOf(TRADE, data)).toEqual({ province: '41', city: '4102', county: '410221', street: '410221207' });
  });

  it('fills the province from a county code when the province field is empty', () => {
    expect(selectionOf(TRADE, { goodsProductionAreaCode: '370828' })).toEqual({ province: '37', city: '3708', county: '370828' });
  });

  it('keeps a city picked on the screen only (no field) while nothing deeper is chosen', () => {
    expect(selectionOf(TRADE, { goodsProvinceCode: '37' }, { city: '3708' })).toEqual({ province: '37', city: '3708' });
    // A picked city of another province does not count.
    expect(selectionOf(TRADE, { goodsProvinceCode: '41' }, { city: '3708' })).toEqual({ province: '41' });
  });

  it('ignores codes of the wrong length and a level that does not sit under the one above', () => {
    expect(selectionOf(STORE, { provinceCode: '3', cityCode: '3708' })).toEqual({ province: '37', city: '3708' });
    expect(selectionOf(STORE, { provinceCode: '41', cityCode: '3708', countyCode: '370828' })).toEqual({ province: '41' });
  });
});

describe('changesFor', () => {
  it('sets the chosen level and clears every filled level below it', () => {
    expect(changesFor(TRADE, 'province', { code: '41', name: '河南省' })).toEqual([
      ['goodsProvinceCode', '41'],
      ['goodsProvince', '河南省'],
      ['goodsProductionAreaCode', undefined],
      ['goodsProductionArea', undefined],
      ['goodsTownshipCode', undefined],
      ['goodsTownship', undefined],
    ]);
  });

  it("clears below a level that has no field of its own (the trade form's city)", () => {
    expect(changesFor(TRADE, 'city', { code: '4101', name: '郑州市' })).toEqual([
      ['goodsProductionAreaCode', undefined],
      ['goodsProductionArea', undefined],
      ['goodsTownshipCode', undefined],
      ['goodsTownship', undefined],
    ]);
  });

  it('clears the level itself when the choice is taken back, leaving fields without a name alone', () => {
    expect(changesFor(STORE, 'city', undefined)).toEqual([
      ['cityCode', undefined],
      ['city', undefined],
      ['countyCode', undefined],
    ]);
  });
});

describe('parentFor', () => {
  it('lists provinces at the top and each level under the chosen one above', () => {
    expect(parentFor('province', {})).toBe('');
    expect(parentFor('city', { province: '37' })).toBe('37');
    expect(parentFor('street', { province: '37', city: '3708' })).toBeUndefined();
  });
});
