// The view engine's pieces the pioneer pages brought: money inputs, several submit buttons, forms
// that edit the caller's own record, rows of an object (prices per variety), list fields, and the
// template helpers label, date and dict of a list.
import { describe, expect, it } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { loadForm } from '../../../../src/web/views/form-module.ts';
import { errorPath, transformFormErrors } from '../../../../src/web/views/form-errors.ts';
import { buildUiSchema, MONEY_WIDGET } from '../../../../src/web/views/form-ui-schema.ts';
import { pickFields, submitPayload, visibleSubmits } from '../../../../src/web/views/form-data.ts';
import { centsToYuanText, yuanTextToCents } from '../../../../src/web/views/money-input.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';
import { renderItem } from '../../../../src/web/views/list-item-model.ts';
import { listItems } from '../../../../generated/lists.ts';
import { dictCache } from '../../../../src/web/dicts/dict-cache.ts';

const apply = await loadForm('famous-person/apply-enter');
const edit = await loadForm('famous-person/person-edit');
const publish = await loadForm('famous-person/publish-article');

function messages(data: Record<string, unknown>, lang: 'en' | 'zh') {
  const result = apply.validator.validateFormData(data, apply.schema, undefined, (errors) => transformFormErrors(errors, apply.schema, lang));
  return Object.fromEntries(result.errors.map((e) => [errorPath(e).join('.'), e.message]));
}
const valid = {
  headImg: { fileName: 'a.png', filePath: '/files/a.png' },
  username: '赵金山',
  phone: '13612345678',
  goodsIds: ['1'],
  remark: '金乡冷库老板，专注杂交蒜。',
};

describe('money inputs', () => {
  it.each([
    ['29.9', 2990],
    ['29.90', 2990],
    ['1', 100],
    ['0.05', 5],
    ['12345.6', 1234560],
    ['', undefined],
    ['  ', undefined],
    ['abc', 'abc'],
    ['1.234', '1.234'],
    ['-3', '-3'],
  ])('typed %j is %j fen', (typed, fen) => {
    expect(yuanTextToCents(typed)).toEqual(fen);
  });

  it('shows fen as yuan with two decimals', () => {
    expect([centsToYuanText(2990), centsToYuanText(5), centsToYuanText(undefined), centsToYuanText('abc')]).toEqual(['29.90', '0.05', '', 'abc']);
  });
});

describe('rows of an object, list fields and money in the uiSchema', () => {
  const ui = buildUiSchema(apply.schema, apply.form, 'zh', dictCache.items);
  const field = (name: string) => ui[name] as UiSchema;

  it('names a list field’s choices from its dictionary and shows them as checkboxes', () => {
    expect(field('goodsIds')['ui:widget']).toBe('checkboxes');
    expect(field('goodsIds')['ui:enumNames']).toMatchObject({ '1': '杂交蒜', '7': '独头蒜' });
  });

  it('titles each part of a row and types prices as yuan', () => {
    const items = field('fees').items as Record<string, UiSchema>;
    expect(items.goodsId!['ui:title']).toBe('品种');
    expect(items.goodsId!['ui:enumNames']).toMatchObject({ '2': '纯白蒜' });
    expect(items.monthly!['ui:title']).toBe('包月价');
    expect(items.yearly!['ui:widget']).toBe(MONEY_WIDGET);
    expect(field('fees')['ui:options']).toMatchObject({ orderable: false });
  });

  it('takes a textarea’s rows from the manifest', () => {
    expect((buildUiSchema(publish.schema, publish.form, 'en', dictCache.items).content as UiSchema)['ui:options']).toEqual({ rows: 12 });
  });
});

describe('friendly messages inside rows', () => {
  it('names the part of the row, in yuan for prices', () => {
    expect(messages({ ...valid, fees: [{ goodsId: '1', monthly: 50 }] }, 'en')).toEqual({
      'fees.0.monthly': 'Subscription prices 1 · Monthly (1 month) must be at least 1.00',
    });
    expect(messages({ ...valid, fees: [{ monthly: 2990 }] }, 'zh')).toEqual({ 'fees.0.goodsId': '请选择订阅价格 1 · 品种' });
    expect(messages({ ...valid, fees: [{ goodsId: '1', quarterly: 'abc' }] }, 'zh')).toEqual({ 'fees.0.quarterly': '订阅价格 1 · 包季价须为金额，如29.90' });
  });

  it('explains an empty list field and a missing portrait', () => {
    const { headImg: _h, ...noPortrait } = valid;
    expect(messages({ ...noPortrait, goodsIds: [] }, 'en')).toEqual({ headImg: 'Please choose Portrait', goodsIds: 'Varieties I cover: at least 1' });
  });
});

describe('forms that edit one’s own record, and several submit buttons', () => {
  it('requires on an edit form what the manifest adds, though the call takes each field alone', () => {
    expect(edit.schema.required).toEqual(['headImg', 'username', 'phone', 'goodsIds', 'remark']);
    expect([edit.form.load, edit.form.idField]).toEqual(['garlicPioneerUser.info', null]);
  });

  it('treats the seed’s empty avatar {} as no value', () => {
    expect(pickFields({ headImg: {}, username: '王守信' }, edit.form.fields)).toEqual({ username: '王守信' });
  });

  it('shows draft and publish on a new or draft article, and only save on a published one', () => {
    const labels = (record?: Record<string, unknown>) => visibleSubmits(publish.form.submits, record).map((s) => s.label.en);
    expect(labels()).toEqual(['Save draft', 'Publish']);
    expect(labels({ isDraft: true })).toEqual(['Save draft', 'Publish']);
    expect(labels({ isDraft: false })).toEqual(['Save']);
  });

  it('sends the pressed button’s values, and no id for one’s own record', () => {
    expect(submitPayload({ title: 'T', other: 1 }, publish.form.fields, [], undefined, { isDraft: true })).toEqual({ title: 'T', isDraft: true });
    expect(submitPayload({ username: '赵', remark: '' }, edit.form.fields, ['remark'])).toEqual({ username: '赵', remark: '' });
    expect(submitPayload({ title: 'T' }, publish.form.fields, [], { idField: 'id', id: 'a1' }, {})).toEqual({ title: 'T', id: 'a1' });
  });
});

describe('template helpers and portrait items', () => {
  const en = createTemplateHelpers({ fields: listItems.pioneerCard.fields, lang: 'en', dictName: (code, id, lang) => `${code}:${String(id)}:${lang}` });

  it('label names a field, date gives a day, dict names every id of a list', () => {
    expect(en.label('articleCount')).toBe('Articles');
    expect(en.label('nothing')).toBe('');
    expect(en.date('2027-02-23')).toBe('2027-02-23');
    expect(en.date(new Date(2027, 1, 23, 18).toISOString())).toBe('2027-02-23');
    expect(en.date(null)).toBe('');
    expect(en.dict('varieties', ['1', '6'])).toBe('varieties:1:en, varieties:6:en');
  });

  it('renders a pioneer card as a portrait with its counts', () => {
    const item = renderItem(
      listItems.pioneerCard,
      { id: 'p1', username: '王守信', role: '1', regionId: '370828', goodsIds: ['1'], remark: '金乡', articleCount: 3, subscriberCount: 2, headImg: {} },
      en,
      0,
    );
    expect([item.avatar, item.image, item.title, item.badge, item.meta]).toEqual([
      true,
      undefined,
      '王守信',
      'Cold-storage owner',
      'Articles 3 · Subscribers 2',
    ]);
    expect(item.link).toEqual({ route: 'famous-person/person-detail', params: { id: 'p1' } });
  });
});
