import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { buildUiSchema, LOCATION_FIELD, locationFields } from '../../../../src/web/views/form-ui-schema.ts';
import { applyPrefill } from '../../../../src/web/views/form-data.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';
import { dictCache } from '../../../../src/web/dicts/dict-cache.ts';

const certify = await loadForm('agent/cold-storage-certification-add');
const rent = await loadForm('cold-storage-apply/rent-add');
const report = await loadForm('cold-storage-apply/add-error-message');
const field = (ui: UiSchema, name: string) => ui[name] as UiSchema;

describe('a form’s point on a map (location:)', () => {
  const ui = buildUiSchema(certify.schema, certify.form, 'en', dictCache.items);

  it('stands at the latitude, hides the longitude, and keeps the address an input of its own', () => {
    expect(field(ui, 'latitude')['ui:field']).toBe(LOCATION_FIELD);
    expect(field(ui, 'latitude')['ui:options']).toEqual({ location: certify.form.location, required: true });
    expect(field(ui, 'longitude')['ui:widget']).toBe('hidden');
    expect(field(ui, 'address')['ui:field']).toBeUndefined();
    expect(certify.form.fields.indexOf('latitude')).toBe(certify.form.fields.indexOf('address') + 1);
    expect(locationFields(certify.form.location)).toEqual(['latitude', 'longitude']);
  });

  it('is optional where the call does not require a point', () => {
    expect(field(buildUiSchema(rent.schema, rent.form, 'en', dictCache.items), 'latitude')['ui:options']).toMatchObject({ required: false });
  });

  it('shows a list of dictionary ids as named checkboxes', () => {
    expect(field(ui, 'goodsCategoryIdList')['ui:widget']).toBe('checkboxes');
    expect(field(ui, 'goodsCategoryIdList').items).toEqual({ 'ui:enumNames': expect.objectContaining({ '1': 'Garlic', '3': 'Garlic scapes' }) });
    const zh = buildUiSchema(certify.schema, certify.form, 'zh', dictCache.items);
    expect((field(zh, 'goodsCategoryIdList').items as UiSchema)['ui:enumNames']).toMatchObject({ '1': '大蒜' });
  });
});

describe('add forms that edit (edit:)', () => {
  it('load through the edit call’s own id input and save through its update call', () => {
    expect(certify.form.endpoint).toBe('coldStorageAuth.add');
    expect(certify.form).toMatchObject({
      edit: 'coldStorageAuth.update',
      load: 'coldStorageAuth.getDetailById',
      loadKey: 'coldStorageId',
      idField: 'coldStorageAuthId',
    });
    expect(rent.form).toMatchObject({ edit: 'coldStorageRent.update', load: 'coldStorageRent.getById', loadKey: 'coldStorageRentId' });
  });
});

describe('prefill from the route', () => {
  it('fills a field from params.<name>', () => {
    expect(report.form.prefill).toEqual({ coldStorageAuthId: 'params.coldStorageAuthId' });
    expect(applyPrefill({}, report.form.prefill, {}, { coldStorageAuthId: '42' })).toEqual({ coldStorageAuthId: '42' });
    expect(applyPrefill({}, report.form.prefill, {}, {})).toEqual({});
  });
});

describe('templates of list fields', () => {
  it('name every id of a dictionary list, joined in the language', () => {
    const names = (lang: 'en' | 'zh') =>
      createTemplateHelpers({
        fields: {},
        lang,
        dictName: (_c, id, l) => (l === 'zh' ? { '1': '大蒜', '2': '蒜米' } : { '1': 'Garlic', '2': 'Cloves' })[String(id)] ?? '',
      });
    expect(names('zh').dict('goodsCategory', ['1', '2'])).toBe('大蒜、蒜米');
    expect(names('en').dict('goodsCategory', ['1', '2'])).toBe('Garlic, Cloves');
    expect(names('en').dict('goodsCategory', '2')).toBe('Cloves');
  });
});
