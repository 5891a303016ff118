import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  chinaDate,
  chinaDayAndMonthStart,
  chinaDayStart,
  chinaDayStartOf,
  chinaMonthOf,
  chinaToday,
  currentMonth,
  daysBetween,
  isRealDate,
  isoWeekLabel,
  monthRange,
  seasonFirstMonth,
  seasonLabel,
  seasonMonthKeys,
  seasonOfMonth,
  seasonStartYear,
  weekStart,
} from '../../../src/shared/china-time.ts';

describe('the China calendar day', () => {
  it("turns at 16:00 UTC, whatever the server's zone", () => {
    expect(chinaToday(Date.parse('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24');
    expect(chinaToday(Date.parse('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
    expect(chinaDate('2026-12-31T16:30:00Z')).toBe('2027-01-01');
    expect(currentMonth(Date.parse('2026-11-30T17:00:00Z'))).toBe('2026-12');
    expect(chinaMonthOf(Date.parse('2026-05-31T16:00:00Z'))).toBe(6);
  });

  it('starts at 00:00 China time, and every instant of the day maps to that start', () => {
    expect(new Date(chinaDayStart('2026-11-25')).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2100-01-01') }), (at) => {
        const start = chinaDayStartOf(at);
        return start <= at && at - start < 86_400_000 && start === chinaDayStart(chinaToday(at));
      }),
    );
    expect(chinaDayAndMonthStart(new Date('2026-11-24T17:00:00Z'))).toEqual({ day: '2026-11-24T16:00:00.000Z', month: '2026-10-31T16:00:00.000Z' });
  });
});

describe('days, months and weeks', () => {
  it('counts days and knows real dates', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(monthRange(2028, 2)).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('moves by months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -240, max: 240 }), (y, m, d) => {
        const key = `${y}-${String(m).padStart(2, '0')}`;
        return addMonths(addMonths(key, d), -d) === key;
      }),
    );
  });

  it('labels ISO weeks by the year of their Thursday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(isoWeekLabel('2026-11-23')).toBe('2026-W48');
    expect(isoWeekLabel(weekStart('2027-01-01'))).toBe('2026-W53');
  });
});

describe('trading seasons: new garlic opens them on June 1', () => {
  it('puts May in the season before and June in the new one', () => {
    expect(seasonStartYear('2026-05-31')).toBe(2025);
    expect(seasonStartYear('2026-06-01')).toBe(2026);
    expect(seasonOfMonth('2026-05')).toBe(2025);
    expect(seasonFirstMonth('2027-03')).toBe('2026-06');
    expect(seasonMonthKeys(2025)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
    expect(seasonLabel(2025)).toBe('2025/26');
    expect(seasonLabel(2099)).toBe('2099/00');
  });
});
