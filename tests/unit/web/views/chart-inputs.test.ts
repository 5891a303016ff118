import { describe, expect, it } from 'vitest';
import type { ChartPicker } from '../../../../src/shared/chart-view-types.ts';
import { inputLabels, optionChoice, optionsInput, optionValues, withInputs } from '../../../../src/web/views/chart-inputs.ts';
import { pickerLabel } from '../../../../src/web/views/chart-view-model.ts';
import { shapeRows } from '../../../../src/web/views/chart-rows.ts';

// Decision 0151: page inputs made of pickers, and chips from a call that takes the pickers before it.
const label = { en: 'Month', zh: '月份' };
const months: ChartPicker = {
  param: 'month',
  label,
  options: { call: 'x.item', rows: 'months', field: 'month', filled: 'sumQuantity', ascending: true, format: 'month', inputs: ['year'] },
  testId: 'm',
};
const seasons: ChartPicker = { param: 'seasonYear', label, options: { call: 'x.years', field: 'seasonYear', format: 'season' }, testId: 's' };
const reply = {
  year: 2026,
  months: [
    { month: 1, sumQuantity: 10 },
    { month: 2, sumQuantity: 12 },
    { month: 3, sumQuantity: null },
  ],
};

describe('chart view inputs and dependent options', () => {
  it('joins a year and a calendar month into YYYY-MM, or passes a picker on under another name', () => {
    const inputs = [
      { param: 'exportMonth', year: 'year', month: 'month' },
      { param: 'yearOf', from: 'seasonYear' },
    ];
    expect(withInputs(inputs, { year: 2026, month: 7, seasonYear: 2025 })).toEqual({
      year: 2026,
      month: 7,
      seasonYear: 2025,
      exportMonth: '2026-07',
      yearOf: 2025,
    });
    // A month not chosen yet leaves the joined input out.
    expect(withInputs(inputs, { year: 2026 }).exportMonth).toBeUndefined();
    expect(inputLabels(inputs, { year: 2026, month: 7, seasonYear: 2025 }, { seasonYear: '2025/26' }, 'en')).toEqual({
      exportMonth: 'Jul 2026',
      yearOf: '2025/26',
    });
    expect(withInputs(undefined, { year: 1 })).toEqual({ year: 1 });
  });

  it('asks an options call with the pickers before it, and only once they have values', () => {
    expect(optionsInput(months, { year: 2026 })).toEqual({ input: { year: 2026 }, ready: true });
    expect(optionsInput(months, {})).toEqual({ input: {}, ready: false });
    expect(optionsInput(seasons, {})).toEqual({ input: {}, ready: true });
  });

  it("offers the filled rows' values of a list of the reply, newest first", () => {
    expect(optionValues(months, reply)).toEqual([2, 1]);
    expect(optionValues(months, undefined)).toEqual([]);
    expect(optionValues(seasons, [{ seasonYear: 2024 }, { seasonYear: 2025 }])).toEqual([2025, 2024]);
  });

  it('keeps a chosen value the rows have, else takes the newest; waits for a call that takes pickers before it', () => {
    expect(optionChoice(months, 1, reply)).toBe(1);
    expect(optionChoice(months, '1', reply)).toBe(1);
    expect(optionChoice(months, 3, reply)).toBe(2);
    expect(optionChoice(months, undefined, reply)).toBe(2);
    expect(optionChoice(months, 1, undefined)).toBeUndefined();
    expect(optionChoice(seasons, '2024', undefined)).toBe('2024');
  });

  it('labels a chip as a calendar month or a season', () => {
    expect([pickerLabel(months, 7, 'en'), pickerLabel(months, '2025-09', 'zh'), pickerLabel(seasons, 2025, 'en')]).toEqual(['Jul', '9月', '2025/26']);
  });

  it('keeps the rows whose filled field is not null, before the limit', () => {
    expect(shapeRows({ filled: 'sumQuantity', limit: 1 }, reply.months)).toEqual([{ month: 1, sumQuantity: 10 }]);
    expect(shapeRows({ filled: 'sumQuantity', reverse: true }, reply.months).map((r) => r.month)).toEqual([2, 1]);
  });
});
