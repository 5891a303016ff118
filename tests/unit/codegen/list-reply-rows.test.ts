import { describe, expect, it } from 'vitest';
import { copySpec, editYaml, problemsOf } from './helpers.ts';
import { listItems, listViews } from '../../../generated/lists.ts';
import { renderItem } from '../../../src/web/views/list-item-model.ts';
import { wholeList } from '../../../src/web/views/paged-list-model.ts';
import { createTemplateHelpers } from '../../../src/web/views/template-helpers.ts';

type Item = Record<string, unknown> & { chips: Record<string, unknown>[]; notes: Record<string, unknown>[] };
const ITEMS = 'spec/items/cold-storage.yaml';
const AT = `${ITEMS}: /agentInventoryStore`;

function problemsWith(file: string, edit: (doc: Record<string, unknown>) => void): string[] {
  const root = copySpec();
  editYaml(root, file, edit);
  return problemsOf(root);
}
const item = (doc: Record<string, unknown>) => doc.agentInventoryStore as Item;

describe('list items of a reply with chips and notes, and unpaged lists (decision 0150)', { timeout: 30_000 }, () => {
  it("checks chip and note conditions and texts against the reply's fields", () => {
    const problems = problemsWith(ITEMS, (d) => {
      item(d).chips[0]!.when = { field: 'recorded', is: true };
      (item(d).notes[0]!.text as Record<string, string>).zh = '最近：{{month lastMonth}}';
    });
    expect(problems).toContain(`${AT}/chips/0/when/field: names field "recorded", which schema "inventoryStore" does not have`);
    expect(problems.some((p) => p.startsWith(`${AT}/notes/0/text/zh:`) && p.includes('lastMonth'))).toBe(true);
  });

  it('refuses a chip colour it does not know, and a key items do not take', () => {
    const problems = problemsWith(ITEMS, (d) => {
      item(d).chips[1]!.color = 'orange';
      item(d).notes[1]!.color = 'warning';
    });
    expect(problems.some((p) => p.startsWith(`${AT}/chips/1/color`))).toBe(true);
    expect(problems.some((p) => p.startsWith(`${AT}/notes/1`) && p.includes('color'))).toBe(true);
  });

  it('refuses a list over a call that answers neither pages nor an array of rows', () => {
    const problems = problemsWith('spec/pages/agent.yaml', (d) => {
      (d.routes as Record<string, { view: { list: Record<string, string> } }>)['inventory-list']!.view.list.endpoint = 'coldStorageInventory.myDetail';
    });
    expect(problems).toContain(
      'spec/pages/agent.yaml: /routes/inventory-list/view/list/endpoint: endpoint "coldStorageInventory.myDetail" is not a list (op: page, op: custom with paged: true, or a reply that is an array of rows)',
    );
  });

  it('marks a list over an array reply as unpaged', () => {
    expect(listViews['agent/inventory-list']).toMatchObject({ endpoint: 'coldStorageInventory.myList', unpaged: true });
  });
});

describe('a list item with chips and notes', () => {
  const template = listItems.agentInventoryStore;
  const row = { coldStorageAuthId: 's1', name: 'Store', countyCode: '370828', county: '金乡县', capacity: 8400, hole: 24 };
  const h = (lang: 'en' | 'zh') => createTemplateHelpers({ fields: template.fields, lang, dictName: () => '', placeName: () => '' });

  it('shows the chip and the line whose conditions hold, in the reader’s language', () => {
    const recorded = renderItem(template, { ...row, recordedThisMonth: true, latestMonth: '2026-11', latestCapacity: 1850.5 }, h('en'), 0, 'en');
    expect(recorded.chips).toEqual([{ label: 'Recorded', color: 'success', testId: 'inventory-status' }]);
    expect(recorded.notes).toEqual([{ text: 'Latest: Nov 2026, 1850.5 t', testId: 'inventory-latest' }]);
    const todo = renderItem(template, { ...row, recordedThisMonth: false, latestMonth: null, latestCapacity: 0 }, h('zh'), 0, 'zh');
    expect(todo.chips).toEqual([{ label: '待填报', color: 'warning', testId: 'inventory-status' }]);
    expect(todo.notes).toEqual([{ text: '尚未填报', testId: 'inventory-latest' }]);
  });

  it('formats months in each language', () => {
    expect(h('zh').month('2026-03')).toBe('2026年3月');
    expect(h('en').month('2026-03')).toBe('Mar 2026');
    expect(h('en').month(null)).toBe('');
  });

  it('reads an unpaged reply as one page of every row', () => {
    expect(wholeList({ data: [{ a: 1 }, { a: 2 }] })).toEqual({ rows: [{ a: 1 }, { a: 2 }], total: 2 });
    expect(() => wholeList({ data: { a: 1 } })).toThrow();
  });
});
