import { describe, expect, it } from 'vitest';
import { namesText } from '../../../../src/web/views/chart-view-model.ts';
import { fillRow } from '../../../../src/web/views/chart-sourced.tsx';

describe('a chart table column of names and a tile of YYYY-MM months (decision 0155)', () => {
  it("names a code from a dictionary in the reader's language, else shows the field as it comes", () => {
    const names = { code: 'key', from: 'goodsCategory' };
    expect(namesText(names, { key: '2', name: '蒜米' }, 'name', 'en')).toBe('Peeled cloves');
    expect(namesText(names, { key: '2', name: '蒜米' }, 'name', 'zh')).toBe('蒜米');
    expect(namesText(names, { key: '99', name: '新品类' }, 'name', 'en')).toBe('新品类');
    expect(namesText(names, { key: '99', name: null }, 'name', 'en')).toBe('–');
  });

  it('names a division code by its stored name in Chinese, and while its English name is not known', () => {
    const places = { code: 'key', from: 'places' };
    expect(namesText(places, { key: '370828', name: '金乡县' }, 'name', 'zh')).toBe('金乡县');
    expect(namesText(places, { key: 'not-a-code', name: '金乡县' }, 'name', 'en')).toBe('金乡县');
  });

  it('writes {field:month} of a YYYY-MM month by name, and a calendar month 1–12 as before', () => {
    expect(fillRow('in {peak:month}', { peak: '2026-09' }, {}, 'en')).toBe('in Sep 2026');
    expect(fillRow('{peak:month}', { peak: '2026-09' }, {}, 'zh')).toBe('2026年9月');
    expect(fillRow('in {peak:month}', { peak: null }, {}, 'en')).toBe('in –');
  });
});
