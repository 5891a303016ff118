import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { buildUiSchema, DIVISION_FIELD, UPLOAD_FIELD } from '../../../../src/web/views/form-ui-schema.ts';
import { dictCache } from '../../../../src/web/dicts/dict-cache.ts';

const add = await loadForm('transaction/transaction-add');
const regist = await loadForm('entry/regist');

describe('buildUiSchema', () => {
  const zh = buildUiSchema(add.schema, add.form, 'zh', dictCache.items);
  const en = buildUiSchema(add.schema, add.form, 'en', dictCache.items);
  const field = (ui: UiSchema, name: string) => ui[name] as UiSchema;

  it('orders the fields as the descriptor lists them', () => {
    expect(zh['ui:order']).toEqual([...add.form.fields, '*']);
  });

  it('titles each field from x-label in the language, with its unit', () => {
    expect(field(zh, 'contacts')['ui:title']).toBe('联系人');
    expect(field(en, 'contacts')['ui:title']).toBe('Contact person');
    expect(field(en, 'price')['ui:title']).toBe('Price (yuan/jin)');
    expect(field(zh, 'quantity')['ui:title']).toBe('数量 (吨)');
  });

  it('names dictionary ids and enum values for selects and radios', () => {
    expect(field(en, 'varietiesId')['ui:enumNames']).toMatchObject({ '1': 'Hybrid garlic', '7': 'Solo garlic' });
    expect(field(zh, 'regionId')['ui:enumNames']).toMatchObject({ '370828': '金乡' });
    expect(field(zh, 'transactionType')['ui:enumNames']).toEqual({ '1': '求购', '2': '出售' });
    expect(field(zh, 'transactionType')['ui:widget']).toBe('radio');
    expect(field(zh, 'varietiesId')['ui:placeholder']).toBe('请选择');
  });

  it('shows a division picker at its first field, hiding the fields it fills', () => {
    const picker = field(zh, 'goodsProvinceCode');
    expect(picker['ui:field']).toBe(DIVISION_FIELD);
    expect(picker['ui:options']).toEqual({ pickerName: 'goodsOrigin', picker: add.form.divisions.goodsOrigin, required: false });
    for (const f of ['goodsProvince', 'goodsProductionAreaCode', 'goodsProductionArea', 'goodsTownshipCode', 'goodsTownship'])
      expect(field(zh, f)['ui:widget']).toBe('hidden');
    expect(add.form.fields.indexOf('goodsProvinceCode')).toBe(add.form.fields.indexOf('regionId') + 1);
  });

  it('maps widget hints and uploads', () => {
    expect(field(en, 'supplement')['ui:widget']).toBe('textarea');
    expect(field(en, 'fileInfoList')['ui:field']).toBe(UPLOAD_FIELD);
    const ui = buildUiSchema(regist.schema, regist.form, 'en', dictCache.items);
    expect(field(ui, 'password')['ui:widget']).toBe('password');
    expect(field(ui, 'wxOpenid')['ui:widget']).toBe('hidden');
    expect(field(ui, 'phone')['ui:title']).toBe('Mobile phone');
  });

  it('leaves the JSON Schema untouched so the precompiled validator accepts it', () => {
    const before = JSON.stringify(add.schema);
    buildUiSchema(add.schema, add.form, 'zh', dictCache.items);
    expect(JSON.stringify(add.schema)).toBe(before);
    expect(add.validator.isValid(add.schema, {}, add.schema)).toBe(false);
  });
});
