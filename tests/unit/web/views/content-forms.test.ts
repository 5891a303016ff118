import { describe, expect, it } from 'vitest';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { errorPath, transformFormErrors } from '../../../../src/web/views/form-errors.ts';
import { buildUiSchema } from '../../../../src/web/views/form-ui-schema.ts';
import { formDictCodes } from '../../../../src/web/views/form-schema.ts';

const report = await loadForm('conjuncture/conjuncture-add');

function messages(data: Record<string, unknown>, lang: 'en' | 'zh') {
  const result = report.validator.validateFormData(data, report.schema, undefined, (errors) => transformFormErrors(errors, report.schema, lang));
  return Object.fromEntries(result.errors.map((e) => [errorPath(e).join('.'), e.message]));
}

const valid = { regionId: '370828', goodsId: '1', conjunctureContent: '今日金乡市场走货平稳，价格稳定。' };
const dictItems = (code: string) => [{ id: '3', en: `${code} three`, zh: `${code}三` }];

describe('the market report form: a list field of prices by grade and a voice note', () => {
  it('names a field of a list row by the list, the row number and the field', () => {
    const en = messages({ ...valid, priceList: [{ specsId: '3', price: 2.9 }, { specsId: '4', price: 0 }, { price: 3 }] }, 'en');
    expect(en['priceList.1.price']).toBe('Prices by grade 2 · Price must be at least 0.1');
    expect(en['priceList.2.specsId']).toBe('Please choose Prices by grade 3 · Grade');
    const zh = messages({ ...valid, priceList: [{ specsId: '3', price: 2.999 }] }, 'zh');
    expect(zh['priceList.0.price']).toBe('分级报价 1 · 价格最多2位小数');
  });

  it('takes a voice note or none, but not half of one', () => {
    expect(messages({ ...valid, audioFile: {} }, 'en')).toEqual({});
    expect(messages({ ...valid, audioFile: { fileName: 'a.mp3', filePath: '/files/2026-11/a.mp3' } }, 'en')).toEqual({});
    expect(messages({ ...valid, audioFile: { fileName: 'a.mp3' } }, 'en')['audioFile.filePath']).toBe('Voice note is not valid');
  });

  it("loads the dictionaries of list rows too, and titles the rows' fields", () => {
    expect(formDictCodes(report.schema)).toEqual(['region', 'specs', 'varieties']);
    const ui = buildUiSchema(report.schema, report.form, 'zh', dictItems);
    expect(ui.priceList['ui:title']).toBe('分级报价');
    expect(ui.priceList['ui:options']).toEqual({ orderable: false, copyable: false });
    expect(ui.priceList.items.specsId).toMatchObject({ 'ui:title': '规格', 'ui:enumNames': { '3': 'specs三' } });
    expect(ui.priceList.items.price['ui:title']).toBe('价格 (元/斤)');
    expect(ui.audioFile['ui:field']).toBe('upload');
    expect(report.schema.properties.audioFile?.['x-accept']).toBe('audio');
  });
});
