import { describe, expect, it } from 'vitest';
import { listItems } from '../../../../generated/lists.ts';
import { filePaths, renderItem, tidy, uniqueByKey } from '../../../../src/web/views/list-item-model.ts';
import { filterDef } from '../../../../src/web/views/list-filter-options.ts';
import { listViews } from '../../../../generated/lists.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';
import { dictCache } from '../../../../src/web/dicts/dict-cache.ts';

const NOW = Date.parse('2024-05-10T12:00:00Z');
const h = createTemplateHelpers({ fields: listItems.tradePost.fields, lang: 'en', now: () => NOW });

const row = {
  buySellId: '42',
  transactionType: '1',
  varietiesId: '1',
  specsId: '2',
  price: 2.5,
  quantity: 12,
  regionId: '370828',
  goodsProductionArea: '',
  contacts: '',
  publishTime: '2024-05-10T11:30:00Z',
  fileInfoList: [
    { fileName: 'a.jpg', filePath: '/files/a.jpg' },
    { fileName: 'b.jpg', filePath: '/files/b.jpg' },
  ],
};

describe('tidy', () => {
  it('drops dangling separators left by blank parts', () => {
    expect(tidy(' · 3 days ago')).toBe('3 days ago');
    expect(tidy('Hybrid garlic · ')).toBe('Hybrid garlic');
    expect(tidy('a ·  · b')).toBe('a · b');
    expect(tidy('12  t · Jinxiang ')).toBe('12 t · Jinxiang');
  });
});

describe('renderItem', () => {
  it('fills every part of a card from the tradePost template', () => {
    expect(renderItem(listItems.tradePost, row, h, 0)).toEqual({
      key: '42',
      badge: 'Buying',
      title: 'Hybrid garlic · General mixed grade',
      highlight: '2.5 yuan/jin',
      lines: ['12 t · Jinxiang'],
      meta: '30 minutes ago',
      image: '/files/a.jpg',
      imageWide: false,
      avatar: false,
      link: { route: 'transaction/transaction-detail', params: { buySellId: '42' } },
    });
  });

  it('has no link and a positional key without an id, and no image without files', () => {
    const mine = createTemplateHelpers({ fields: listItems.myTradePost.fields, lang: 'en', now: () => NOW });
    const item = renderItem(listItems.myTradePost, { ...row, buySellId: undefined, fileInfoList: [] }, mine, 3);
    expect(item.key).toBe('row-3');
    expect(item.link).toBeUndefined();
    expect(item.image).toBeUndefined();
    expect(item.lines).toEqual(['12 t']);
    expect(renderItem(listItems.myTradePost, { ...row, publishStatus: '0' }, mine, 0).lines).toEqual(['12 t · Off shelf']);
  });
});

describe('filePaths and uniqueByKey', () => {
  it('reads one file or a list of them', () => {
    expect(filePaths({ fileName: 'x', filePath: '/files/x' })).toEqual(['/files/x']);
    expect(filePaths([{ filePath: '' }, { filePath: '/files/y' }, null])).toEqual(['/files/y']);
    expect(filePaths(undefined)).toEqual([]);
  });

  it('reads a plain path field (a poster) and refuses anything else in it', () => {
    expect(filePaths('/media/live/hall.jpg')).toEqual(['/media/live/hall.jpg']);
    expect(filePaths('https://cdn.example.cn/p.jpg')).toEqual(['https://cdn.example.cn/p.jpg']);
    expect(filePaths('javascript:alert(1)')).toEqual([]);
    expect(filePaths('http://plain.example.cn/p.jpg')).toEqual([]);
  });

  it('keeps the first item of a repeated key', () => {
    const a = renderItem(listItems.tradePost, row, h, 0);
    const b = renderItem(listItems.tradePost, { ...row, buySellId: '43' }, h, 1);
    expect(uniqueByKey([a, b, { ...a, title: 'again' }]).map((i) => [i.key, i.title])).toEqual([
      ['42', a.title],
      ['43', b.title],
    ]);
  });
});

describe('filterDef', () => {
  const filters = listViews['transaction/transaction-list'].filterFields;
  it("offers 'All' first, then the enum labels", () => {
    expect(filterDef('transactionType', filters.transactionType, 'en', dictCache.items)).toEqual({
      field: 'transactionType',
      label: 'Buy or sell',
      kind: 'select',
      options: [
        { value: '', label: 'All' },
        { value: '1', label: 'Buying' },
        { value: '2', label: 'Selling' },
      ],
    });
  });

  it('offers the dictionary names for a dictionary field, in the language asked', () => {
    const def = filterDef('varietiesId', filters.varietiesId, 'zh', dictCache.items);
    expect(def.label).toBe('品种');
    expect(def.options[0]).toEqual({ value: '', label: '全部' });
    expect(def.options[1]).toEqual({ value: '1', label: '杂交蒜' });
    expect(def.options).toHaveLength(9);
  });

  it('types in an input that has no choices: a day picker for a date, a text box for a string', () => {
    const audit = listViews['admin/audit'].filterFields;
    expect(filterDef('dateFrom', audit.dateFrom, 'zh', dictCache.items)).toEqual({ field: 'dateFrom', label: '开始日期', kind: 'date', options: [] });
    expect(filterDef('action', audit.action, 'en', dictCache.items)).toEqual({ field: 'action', label: 'Action', kind: 'text', options: [] });
    const users = listViews['admin/users'].filterFields;
    expect(filterDef('role', users.role, 'zh', dictCache.items)).toMatchObject({
      kind: 'select',
      options: [{ value: '' }, { value: 'agent', label: '代理商' }, { value: 'operator', label: '运营人员' }],
    });
    expect(filterDef('phone', users.phone, 'en', dictCache.items)).toMatchObject({ kind: 'text', label: 'Phone starts with' });
  });
});
