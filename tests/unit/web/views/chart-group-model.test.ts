import { describe, expect, it } from 'vitest';
import type { ChartPicker } from '../../../../src/shared/chart-view-types.ts';
import { TERM_ORDERS, todaysTermIn } from '../../../../src/web/charts/solar-term-format.ts';
import { groupText, valueAt } from '../../../../src/web/views/chart-group-model.ts';
import { firstValue, paramValue, unitFormat } from '../../../../src/web/views/chart-view-model.ts';

// A chart view over groups (decision 0143): the weather pages' seasons, each with its solar terms.
const season = { seasonYear: 2025, term: { tempAvg: 3.84, termDate: '2025-11-22', sunnyDays: 4, days: 15, accumulatedTemp: 513.6 }, terms: [] };
const term: ChartPicker = { param: 'solarTerm', label: { en: 'Solar term', zh: '节气' }, terms: 'growing', testId: 'db-term' };
const at = (date: string) => Date.parse(`${date}T04:00:00Z`);

describe('chart views over groups on the web', () => {
  it('read a field of an object field, and nothing through a null one', () => {
    expect(valueAt(season, 'term.tempAvg')).toBe(3.84);
    expect(valueAt({ ...season, term: null }, 'term.tempAvg')).toBeUndefined();
    expect(valueAt(season, 'seasonYear')).toBe(2025);
  });

  it('show a value in its format, and one out of another', () => {
    expect(groupText(season, { field: 'seasonYear', format: 'season' }, 'en')).toBe('2025/26');
    expect(groupText(season, { field: 'term.tempAvg', format: 'celsius' }, 'en')).toBe('3.8');
    expect(groupText(season, { field: 'term.accumulatedTemp', format: 'exact' }, 'en')).toBe('514');
    expect(groupText(season, { field: 'term.termDate', format: 'date' }, 'en')).toBe('Nov 22');
    expect(groupText(season, { field: 'term.termDate', format: 'date' }, 'zh')).toBe('11月22日');
    expect(groupText(season, { field: 'term.sunnyDays', of: 'term.days' }, 'en')).toBe('4/15');
    expect(groupText({ ...season, term: null }, { field: 'term.sunnyDays', of: 'term.days' }, 'en')).toBe('–');
  });

  it('start a solar-term picker on the term running today in China, or the order’s first outside it', () => {
    expect(todaysTermIn('growing', at('2025-11-25'))).toBe('20'); // 小雪
    expect(todaysTermIn('growing', at('2025-07-01'))).toBe('17'); // 夏至 is not a growing term: 寒露
    expect(todaysTermIn('season', at('2025-07-01'))).toBe('10');
    expect(TERM_ORDERS.season).toHaveLength(24);
    expect(TERM_ORDERS.growing).toHaveLength(16);
  });

  it("take a term from the route's params only when the order has it", () => {
    expect([paramValue(term, '6'), paramValue(term, '12'), paramValue(term, 6)]).toEqual(['6', undefined, undefined]);
    expect(firstValue(term, '21')).toBe('21');
  });

  it('show the units grouped charts add', () => {
    expect(unitFormat.celsius.tip(12.34, 'en')).toBe('12.3 °C');
    expect(unitFormat.degreeDays.tip(1234.4, 'zh')).toBe('1,234 °C·日');
    expect(unitFormat.days.tip(9, 'en')).toBe('9 days');
  });
});
