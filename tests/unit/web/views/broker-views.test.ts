import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { detailViews } from '../../../../generated/details.ts';
import { listItems, listViews } from '../../../../generated/lists.ts';
import { detailFieldRows, formatFieldValue } from '../../../../src/web/views/detail-model.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';
import { renderItem } from '../../../../src/web/views/list-item-model.ts';
import { filterDef } from '../../../../src/web/views/list-filter-options.ts';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { buildUiSchema, DIVISION_FIELD } from '../../../../src/web/views/form-ui-schema.ts';
import { dictCache } from '../../../../src/web/dicts/dict-cache.ts';
import type { FieldViews } from '../../../../src/shared/view-types.ts';

// The broker pages use the engine's list fields (goodsIds), flags and labels in templates, a detail
// badge and photo blocks, boolean filters with enum labels, checkboxes and help in forms.
const spec = detailViews['broker/agent-detail'];
const card = listItems.brokerCard;
const fieldViews: FieldViews = spec.fieldViews;
const helpers = (lang: 'en' | 'zh', fields: FieldViews = fieldViews) => createTemplateHelpers({ fields, lang, now: () => Date.parse('2026-05-10T12:00:00Z') });

const broker = {
  brokerId: 'b1',
  brokerName: '金乡蒜行老张',
  brokerPhone: '13953700021',
  regionId: '370828',
  goodsIds: ['1', '6'],
  businessScope: '代收代发，冷库蒜代购',
  workingYears: 12,
  provinceName: '山东省',
  provinceCode: '37',
  cityName: '济宁市',
  cityCode: '3708',
  countyName: '金乡县',
  countyCode: '370828',
  headFiles: [{ fileName: 'a.svg', filePath: '/files/demo/a.svg' }],
  isAssociationAuth: true,
};

describe('template helpers of lists', () => {
  it('name each id of a list, joined in the language', () => {
    expect(helpers('zh').dict('varieties', ['1', '6'])).toBe('杂交蒜、太空蒜');
    expect(helpers('en').dict('varieties', ['1', '6'])).toBe('Hybrid garlic, Space garlic');
    expect(helpers('en').dict('varieties', [])).toBe('');
  });

  it('show a flag only when it is set, by its enum label of true', () => {
    expect(helpers('zh').flag('isAssociationAuth', true)).toBe('协会认证');
    expect(helpers('en').flag('isAssociationAuth', 1)).toBe('Certified');
    expect(helpers('en').flag('isAssociationAuth', false)).toBe('');
    expect(helpers('en').flag('isAssociationAuth', null)).toBe('');
  });

  it('give a field its label', () => {
    expect(helpers('zh').label('workingYears')).toBe('从业年限');
    expect(helpers('en').label('nothing')).toBe('');
  });
});

describe('the broker card', () => {
  it('shows the badge, the varieties, the scope and the place with the years', () => {
    const item = renderItem(card, broker, helpers('zh', card.fields), 0);
    expect(item).toMatchObject({
      badge: '协会认证',
      title: '金乡蒜行老张',
      lines: ['杂交蒜、太空蒜', '代收代发，冷库蒜代购'],
      meta: '济宁市金乡县 · 从业年限 12 年',
      image: '/files/demo/a.svg',
      link: { route: 'broker/agent-detail', params: { brokerId: 'b1' } },
    });
    expect(renderItem(card, { ...broker, isAssociationAuth: false }, helpers('en', card.fields), 0).badge).toBe('');
  });

  it('filters the directory by region, variety and certification, with choices to pick', () => {
    const view = listViews['broker/index'];
    const defs = view.filters.map((f) => filterDef(f, view.filterFields[f as keyof typeof view.filterFields], 'zh', dictCache.items));
    expect(defs.map((d) => d.label)).toEqual(['主营产区', '主营品种', '认证状态']);
    expect(defs[2]!.options).toEqual([
      { value: '', label: '全部' },
      { value: 'true', label: '协会认证' },
      { value: 'false', label: '未认证' },
    ]);
    expect(defs[1]!.options).toContainEqual({ value: '7', label: '独头蒜' });
    expect(listViews['broker/my-agent-list'].add).toBe('broker/add-agent');
  });
});

describe('the broker detail', () => {
  it('shows a list of ids by name and the certification by its labels', () => {
    expect(formatFieldValue(spec.fieldViews.goodsIds, 'goodsIds', ['1', '6'], helpers('zh'), 'zh')).toBe('杂交蒜、太空蒜');
    expect(formatFieldValue(spec.fieldViews.isAssociationAuth, 'isAssociationAuth', false, helpers('en'), 'en')).toBe('Not certified');
    const rows = detailFieldRows(spec.fieldViews, spec.fields, { ...broker, goodsIds: [] }, helpers('en'), 'en');
    expect(rows.map((r) => r.field)).toEqual(['brokerPhone', 'regionId', 'businessScope', 'provinceName', 'cityName', 'countyName', 'isAssociationAuth']);
  });

  it("shows the place's levels by their codes: English names in English, the stored ones in Chinese", () => {
    const english: Record<string, string> = { '37': 'Shandong', '3708': 'Jining' };
    const placeName = (code: unknown, stored: unknown, lang: 'en' | 'zh') => (lang === 'en' && english[String(code)]) || String(stored ?? '');
    const place = (lang: 'en' | 'zh') => createTemplateHelpers({ fields: fieldViews, lang, placeName });
    const values = (lang: 'en' | 'zh') =>
      Object.fromEntries(detailFieldRows(spec.fieldViews, spec.fields, broker, place(lang), lang).map((r) => [r.field, r.value]));
    expect(values('en')).toMatchObject({ provinceName: 'Shandong', cityName: 'Jining', countyName: '金乡县' });
    expect(values('zh')).toMatchObject({ provinceName: '山东省', cityName: '济宁市', countyName: '金乡县' });
    expect(renderItem(card, broker, createTemplateHelpers({ fields: card.fields, lang: 'en', placeName }), 0).meta).toBe('金乡县, Jining · Experience 12 yrs');
  });

  it('has a badge and three labelled photo blocks', () => {
    expect(spec.badge(broker, helpers('zh'))).toBe('协会认证');
    expect(spec.images).toEqual(['headFiles', 'tradeFiles', 'certFiles']);
    expect(spec.images.map((f) => fieldViews[f]?.label?.zh)).toEqual(['个人照片', '交易现场', '资质证书']);
  });
});

describe('the broker forms', () => {
  it('pick varieties with checkboxes, the place with the division picker, and warn of the certification on edit', async () => {
    const add = await loadForm('broker/add-agent');
    const edit = await loadForm('broker/edit-agent');
    const ui = buildUiSchema(add.schema, add.form, 'zh', dictCache.items);
    const goods = ui.goodsIds as UiSchema;
    expect(goods['ui:widget']).toBe('checkboxes');
    expect(goods['ui:enumNames']).toMatchObject({ '1': '杂交蒜', '7': '独头蒜' });
    expect((ui.provinceCode as UiSchema)['ui:field']).toBe(DIVISION_FIELD);
    expect((ui.provinceCode as UiSchema)['ui:options']).toMatchObject({ pickerName: 'place', required: true });
    expect((ui.brokerName as UiSchema)['ui:help']).toBeUndefined();
    const editUi = buildUiSchema(edit.schema, edit.form, 'en', dictCache.items);
    expect((editUi.brokerPhone as UiSchema)['ui:help']).toContain('loses the association certification');
    expect(add.schema.properties).not.toHaveProperty('isAssociationAuth');
    expect(add.schema.properties).not.toHaveProperty('publishUserId');
  });
});
