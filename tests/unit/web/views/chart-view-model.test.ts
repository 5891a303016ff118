import { describe, expect, it } from 'vitest';
import type { ChartPicker } from '../../../../src/shared/chart-view-types.ts';
import { cellText, fillText, latestValue, newestIn, paramValue, pickerLabel, textLabels } from '../../../../src/web/views/chart-view-model.ts';

const label = { en: 'Month', zh: '月份' };
const calendar: ChartPicker = { param: 'month', label, months: 'calendar', latest: { call: 'x.list', field: 'exportMonth' }, testId: 'm' };
const yearMonth: ChartPicker = { param: 'month', label, months: 'season', latest: { call: 'x.list', field: 'storeMonth' }, yearMonth: true, testId: 'm' };

describe('a statistics page (view.chart) on the web', () => {
  it('takes a month from the route params only when it is one the call takes', () => {
    expect([paramValue(calendar, 7), paramValue(calendar, '10'), paramValue(calendar, 13), paramValue(calendar, 'July')]).toEqual([
      7,
      10,
      undefined,
      undefined,
    ]);
    expect([paramValue(yearMonth, '2025-09'), paramValue(yearMonth, 9)]).toEqual(['2025-09', undefined]);
  });

  it("starts from the latest call's first row: a calendar month of a YYYY-MM, or the month itself", () => {
    expect(latestValue(calendar, [{ exportMonth: '2026-07' }, { exportMonth: '2026-06' }])).toBe(7);
    expect(latestValue(yearMonth, [{ storeMonth: '2026-10' }])).toBe('2026-10');
    expect(latestValue(calendar, [])).toBeUndefined();
  });

  it('turns a month chip into the newest month of the rows that falls in it', () => {
    const rows = [{ storeMonth: '2026-10' }, { storeMonth: '2026-09' }, { storeMonth: '2025-10' }];
    expect(newestIn(yearMonth, rows, 10)).toBe('2026-10');
    expect(newestIn(yearMonth, rows, 9)).toBe('2026-09');
    expect(newestIn(yearMonth, rows, 3)).toBeUndefined();
  });

  it('fills {name} with the chosen label, then a field of the reply, in both languages', () => {
    const labels = (lang: 'en' | 'zh') => textLabels({ storeMonth: '2025-09', regions: [] }, { month: pickerLabel(yearMonth, '2025-09', lang) }, lang);
    expect(fillText('End of {month} · {storeMonth} · {other}', labels('en'))).toBe('End of Sep · Sep 2025 · {other}');
    expect(fillText('历年{month}末 · {storeMonth}', labels('zh'))).toBe('历年9月末 · 2025年9月');
  });

  it('shows a cell in its format', () => {
    expect(cellText(1968749, 'exact', 'en')).toBe('1,968,749');
    expect(cellText(-12.34, 'percent', 'en')).toBe('−12.3%');
    expect(cellText(42.345, 'share', 'en')).toBe('42.3%');
    expect(cellText(null, 'share', 'en')).toBe('–');
    expect(cellText(-625000, 'signedTonnes', 'zh')).toBe('−62.5万吨');
    expect(cellText('2025/26', 'text', 'en')).toBe('2025/26');
  });
});
