import { describe, expect, it } from 'vitest';
import type { ChartDataCard, ChartPicker } from '../../../../src/shared/chart-view-types.ts';
import { changeText, keptRows, rowParams } from '../../../../src/web/views/chart-day-cells.tsx';
import { dayInput } from '../../../../src/web/views/chart-day-picker.tsx';
import { cellText, paramValue, unitFormat } from '../../../../src/web/views/chart-view-model.ts';

const day = { date: 'priceDate', previous: 'previousBatchNum', next: 'nextBatchNum', compact: true };
const picker: ChartPicker = { param: 'batchNum', label: { en: 'Day', zh: '日期' }, day, testId: 'batch' };
const card: ChartDataCard = { title: { en: 'T', zh: 'T' }, rows: 'rows', where: 'headline' };

// A chart view over one quotation day (decision 0148) on the web.
describe('a chart view of a day', () => {
  it('sends a picked day as its input takes it, and takes from the route params only a day of that shape', () => {
    expect(dayInput(day, '2026-11-20')).toBe('20261120');
    expect(dayInput({ ...day, compact: false }, '2026-11-20')).toBe('2026-11-20');
    expect([paramValue(picker, '20261120'), paramValue(picker, '2026-11-20'), paramValue(picker, 20261120)]).toEqual(['20261120', undefined, undefined]);
  });

  it('keeps the rows where marks them, and gives a row link its fields', () => {
    const rows = [
      { regionId: 'a', goodsId: 'g', headline: true },
      { regionId: 'a', goodsId: 'h', headline: false },
      { regionId: 'b', goodsId: 'g' },
    ];
    expect(keptRows(card, rows)).toEqual([rows[0]]);
    expect(keptRows({ ...card, where: undefined }, rows)).toHaveLength(3);
    expect(rowParams(['regionId', 'goodsId'], rows[1]!)).toEqual({ regionId: 'a', goodsId: 'h' });
  });

  it('shows prices with two decimals and a change with its arrow', () => {
    expect([cellText(3.2, 'price', 'en'), cellText(null, 'price', 'zh')]).toEqual(['3.20', '–']);
    expect([0.05, -0.1, 0, null].map(changeText)).toEqual(['▲0.05', '▼0.10', '0.00', '–']);
    expect(cellText(-0.1, 'change', 'en')).toBe('▼0.10');
    expect([unitFormat.price.axis(5, 'en'), unitFormat.price.tip(2.954, 'zh'), unitFormat.price.tip(null, 'en')]).toEqual(['5', '2.95', '–']);
  });
});
