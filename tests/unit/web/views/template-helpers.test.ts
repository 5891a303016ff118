import { describe, expect, it } from 'vitest';
import { createTemplateHelpers, formatNumber } from '../../../../src/web/views/template-helpers.ts';
import { listItems } from '../../../../generated/lists.ts';

const NOW = Date.parse('2024-05-10T12:00:00Z');

function helpers(lang: 'en' | 'zh') {
  return createTemplateHelpers({ fields: { ...listItems.tradePost.fields, contacts: {} }, lang, now: () => NOW });
}

describe('month', () => {
  it('names a YYYY-MM month per language, and nothing for a month that does not exist', () => {
    expect(helpers('en').month('2026-11')).toBe('Nov 2026');
    expect(helpers('zh').month('2026-01')).toBe('2026年1月');
    expect(helpers('en').month('2026-13')).toBe('');
    expect(helpers('zh').month('2026-00')).toBe('');
    expect(helpers('en').month('Nov')).toBe('');
  });
});

describe('formatNumber', () => {
  it.each([
    [12.5, '12.5'],
    [3, '3'],
    [0.125, '0.13'],
    ['7.10', '7.1'],
    [100, '100'],
    [-0.001, '0'],
    [1234567.891, '1234567.89'],
  ])('%s → %s', (value, want) => {
    expect(formatNumber(value)).toBe(want);
  });

  it('is blank for what is not a number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(true)).toBe('');
  });
});

describe('createTemplateHelpers', () => {
  it('names dictionary ids from the seeded cache, per language', () => {
    expect(helpers('en').dict('varieties', '1')).toBe('Hybrid garlic');
    expect(helpers('zh').dict('varieties', '1')).toBe('杂交蒜');
    expect(helpers('en').dict('region', 370828)).toBe('Jinxiang');
  });

  it("shows '[Unknown]' for an id the dictionary lacks, and nothing for no id", () => {
    expect(helpers('en').dict('varieties', '999')).toBe('[Unknown]');
    expect(helpers('zh').dict('varieties', '999')).toBe('[未知]');
    expect(helpers('en').dict('varieties', null)).toBe('');
  });

  it('labels enum values and units from the field views the registry carries', () => {
    expect(helpers('en').enum('transactionType', '2')).toBe('Selling');
    expect(helpers('zh').enum('transactionType', '1')).toBe('求购');
    expect(helpers('en').enum('transactionType', '7')).toBe('7');
    expect(helpers('en').unit('price')).toBe('yuan/jin');
    expect(helpers('zh').unit('quantity')).toBe('吨');
    expect(helpers('en').unit('contacts')).toBe('');
  });

  it("labels fields from the field views the registry carries (an entity's or a reply shape's)", () => {
    const price = { price: { label: { en: 'Price', zh: '价格' } } };
    expect(createTemplateHelpers({ fields: price, lang: 'en' }).label('price')).toBe('Price');
    expect(createTemplateHelpers({ fields: price, lang: 'zh' }).label('nope')).toBe('');
    const shape = { yoy: { label: { en: 'YoY', zh: '同比' } }, total: { unit: { en: 't', zh: '吨' } } };
    expect(createTemplateHelpers({ fields: shape, lang: 'zh' }).label('yoy')).toBe('同比');
    expect(createTemplateHelpers({ fields: shape, lang: 'en' }).unit('total')).toBe('t');
    expect(createTemplateHelpers({ fields: shape, lang: 'en' }).unit('yoy')).toBe('');
  });

  it('writes a change in % signed, with one decimal, and – without one', () => {
    const h = helpers('en');
    expect(h.pct(8.46)).toBe('+8.5%');
    expect(h.pct(-3.2)).toBe('−3.2%');
    expect(h.pct(0)).toBe('0.0%');
    expect(h.pct(-0.01)).toBe('0.0%');
    expect(h.pct(null)).toBe('–');
    expect(h.pct('')).toBe('–');
  });

  it('formats money, large numbers and relative times', () => {
    const h = helpers('en');
    expect(h.money(123456789)).toBe('1,234,567.89');
    expect(h.money('x')).toBe('');
    expect(h.short(25000)).toBe('25k');
    expect(helpers('zh').short(300000000)).toBe('3亿');
    expect(h.ago('2024-05-10T09:00:00Z')).toBe('3 hours ago');
    expect(helpers('zh').ago(NOW - 30_000)).toBe('刚刚');
    expect(h.ago('not a date')).toBe('');
    expect(h.text(null)).toBe('');
    expect(h.text(42)).toBe('42');
  });

  it('runs the generated tradePost template into readable text', () => {
    const row = {
      transactionType: '2',
      varietiesId: '2',
      specsId: '5',
      price: 3.2,
      quantity: 30,
      regionId: '370828',
      goodsProductionArea: 'Jinxiang county',
      contacts: 'Li',
      publishTime: '2024-05-08T12:00:00Z',
    };
    const h = helpers('en');
    expect(listItems.tradePost.title(row, h)).toBe('Pure white garlic · 5.0 cm');
    expect(listItems.tradePost.highlight(row, h)).toBe('3.2 yuan/jin');
    expect(listItems.tradePost.meta(row, h)).toBe('Li · 2 days ago');
  });
});
