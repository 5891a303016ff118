import { describe, expect, it } from 'vitest';
import type { ChartPicker } from '../../../../src/shared/chart-view-types.ts';
import { optionChoice, optionLabel, optionRow, optionValues, termFromRow } from '../../../../src/web/views/chart-inputs.ts';
import { firstValue } from '../../../../src/web/views/chart-view-model.ts';

// Decision 0154: options as the call lists them, a preferred row, labels from the row, a term from its date.
const label = { en: 'Plot', zh: '地点' };
const plots: ChartPicker = {
  param: 'fullAddr',
  label,
  options: {
    call: 'seedGrowth.plots',
    field: 'fullAddr',
    listed: true,
    prefer: { regionId: '370828' },
    label: { en: '{divisions:places} · {records|# record|# records}', zh: '{divisions:places} · {records}条记录' },
  },
  testId: 'p',
};
const term: ChartPicker = { param: 'solar', label, terms: 'growing', termOf: { picker: 'fullAddr', field: 'latestDate' }, default: '18', testId: 't' };
const division = (code: string, name: string) => ({ code, name });
const rows = [
  { fullAddr: 'A', regionId: '370826', records: 9, latestDate: '2026-02-10', divisions: [division('37', '山东省'), division('370826', '微山县')] },
  { fullAddr: 'C', regionId: '370828', records: 1, latestDate: '2026-07-01', divisions: [division('370828', '金乡县')] },
  { fullAddr: 'B', regionId: '370828', records: 4, latestDate: '2026-03-01', divisions: [] },
];

describe('chart view options rows (decision 0154)', () => {
  it('lists the values as the call does, and prefers the first row of the preferred fields', () => {
    expect(optionValues(plots, rows)).toEqual(['A', 'C', 'B']);
    expect(optionChoice(plots, undefined, rows)).toBe('C');
    expect(optionChoice(plots, 'B', rows)).toBe('B');
    // A plot the rows lack gives way to the preferred one; none preferred there, the first.
    expect(optionChoice(plots, 'Z', rows)).toBe('C');
    expect(optionChoice(plots, undefined, rows.slice(0, 1))).toBe('A');
  });

  it("labels an option from its row: places joined in the reader's language, an English plural", () => {
    expect(optionLabel(plots, optionRow(plots, rows, 'A'), 'A', 'zh')).toBe('山东省微山县 · 9条记录');
    expect(optionLabel(plots, optionRow(plots, rows, 'C'), 'C', 'en')).toBe('金乡县 · 1 record');
    expect(optionLabel(plots, undefined, 'Q', 'en')).toBe('Q');
  });

  it("takes a term from the chosen row's date when the order has it, else the default", () => {
    expect(termFromRow(term, optionRow(plots, rows, 'A'))).toBe('1'); // 2026-02-10: 立春 (1)
    expect(termFromRow(term, optionRow(plots, rows, 'C'))).toBe('18'); // July: not a growing term
    expect(termFromRow(term, undefined)).toBeUndefined();
    expect(termFromRow({ ...term, default: undefined }, optionRow(plots, rows, 'C'))).toBe('17');
  });

  it("starts a term following a row on the route's term only: no default nor today's before the row is known", () => {
    expect(firstValue(term, '5')).toBe('5');
    expect(firstValue(term, undefined)).toBeUndefined();
    expect(firstValue(term, '12')).toBeUndefined(); // 大暑: not a growing term
  });
});
