import { describe, expect, it } from 'vitest';
import { pickerFields, withPickerFields } from '../../../codegen/build-division-pickers.ts';
import type { DivisionPicker } from '../../../src/shared/view-types.ts';

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
