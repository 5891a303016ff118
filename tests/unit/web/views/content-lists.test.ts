import { describe, expect, it } from 'vitest';
import { listItems, listViews, tabViews } from '../../../../generated/lists.ts';
import { detailViews } from '../../../../generated/details.ts';
import { renderItem } from '../../../../src/web/views/list-item-model.ts';
import { filterDef } from '../../../../src/web/views/list-filter-options.ts';
import { createTemplateHelpers } from '../../../../src/web/views/template-helpers.ts';
import { detailListTables } from '../../../../src/web/views/detail-list-model.ts';
import { tabIndex } from '../../../../src/web/views/tabs-view.tsx';

const NOW = Date.parse('2026-11-20T04:00:00Z');
const names: Record<string, Record<string, string>> = {
  businessType: { '2': '行情信息', '5': '新闻资讯' },
  specs: { '3': 'Medium mixed grade', '4': 'Large mixed grade' },
};
const dictName = (code: string, id: unknown) => names[code]?.[String(id)] ?? '';

describe('content cards that mix kinds', () => {
  const h = createTemplateHelpers({ fields: listItems.contentCard.fields, lang: 'en', now: () => NOW, dictName });
  const card = {
    businessId: '88',
    businessType: '2',
    title: '【金乡·杂交蒜】中混级 2.96元/斤',
    summary: '今日金乡市场走货平稳',
    publisherName: '蒜农老王',
    publishTime: '2026-11-20T03:00:00Z',
    readCount: 120,
    cover: {},
  };

  it("open the detail route of their own kind, with that entity's id parameter", () => {
    expect(renderItem(listItems.contentCard, card, h, 0).link).toEqual({ route: 'conjuncture/conjuncture-detail', params: { conjunctureId: '88' } });
    expect(renderItem(listItems.contentCard, { ...card, businessType: '5' }, h, 0).link).toEqual({ route: 'news/news-detail', params: { id: '88' } });
    expect(renderItem(listItems.contentCard, { ...card, businessType: '6' }, h, 0).link).toBeUndefined();
  });

  it('show the kind, title, summary and who published when', () => {
    const view = renderItem(listItems.contentCard, card, h, 0);
    expect([view.badge, view.title, view.lines, view.meta]).toEqual(['行情信息', card.title, ['今日金乡市场走货平稳'], '蒜农老王 · 1 hour ago · Reads 120']);
  });
});

describe('filters narrowed to what a call takes', () => {
  it('offers only the kinds my articles hold', () => {
    const meta = listViews['user/my-articles-list'].filterFields.businessType;
    const items = (code: string) => (code === 'businessType' ? ['1', '2', '3', '4', '5', '6'].map((id) => ({ id, en: `type ${id}`, zh: `类型${id}` })) : []);
    expect(filterDef('businessType', meta, 'en', items).options.map((o) => o.value)).toEqual(['', '2', '3', '4']);
  });
});

describe('tabs', () => {
  it('hold one list each, and the open tab comes from the route params', () => {
    const tabs = tabViews['user/my-collected-list'];
    expect(tabs.map((t) => [t.title.en, t.view.endpoint])).toEqual([
      ['Trade posts', 'mine.getMyCollectBuySellByPage'],
      ['Articles', 'mine.getMyCollectArticleByPage'],
    ]);
    expect(tabIndex({ tab: 1 }, 2)).toBe(1);
    expect(tabIndex({ tab: '1' }, 2)).toBe(1);
    expect(tabIndex({ tab: 5 }, 2)).toBe(0);
    expect(tabIndex({}, 2)).toBe(0);
  });
});

describe('detailListTables', () => {
  it("turns a report's prices by grade into a table with grade names and units", () => {
    const spec = detailViews['conjuncture/conjuncture-detail'];
    const h = createTemplateHelpers({ fields: spec.fieldViews, lang: 'en', dictName });
    const tables = detailListTables(
      spec.fieldViews,
      spec.fields,
      {
        priceList: [
          { specsId: '3', price: 2.96 },
          { specsId: '4', price: 3.3 },
        ],
      },
      h,
      'en',
    );
    expect(tables).toEqual([
      {
        field: 'priceList',
        label: 'Prices by grade',
        columns: [
          { key: 'specsId', label: 'Grade' },
          { key: 'price', label: 'Price' },
        ],
        rows: [
          ['Medium mixed grade', '2.96 yuan/jin'],
          ['Large mixed grade', '3.3 yuan/jin'],
        ],
      },
    ]);
    expect(detailListTables(spec.fieldViews, spec.fields, { priceList: [] }, h, 'en')).toEqual([]);
  });
});
