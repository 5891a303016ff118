import { describe, expect, it } from 'vitest';
import { nextTerm, previousTerm, seasonOf, solarTermDate, termOf, termPeriod, termYear } from '../../../src/shared/solar-terms.ts';
import { seasonLabel } from '../../../src/shared/china-time.ts';

// ../shared/DOMAIN.md 2.2: the 24 terms' 2025 dates, computed there with lunar-javascript@1.7.7.
const DATES_2025 = [
  '02-03',
  '02-18',
  '03-05',
  '03-20',
  '04-04',
  '04-20',
  '05-05',
  '05-21',
  '06-05',
  '06-21',
  '07-07',
  '07-22',
  '08-07',
  '08-23',
  '09-07',
  '09-23',
  '10-08',
  '10-23',
  '11-07',
  '11-22',
  '12-07',
  '12-21',
  '01-05',
  '01-20',
];

describe('solar terms', () => {
  it.each(DATES_2025.map((d, i) => [i + 1, d]))('term %i begins on 2025-%s in China', (term, date) => {
    expect(solarTermDate(2025, term as number)).toBe(`2025-${date}`);
  });

  it('knows other years: 立春 2024-02-04, 冬至 2026-12-22, 寒露 2023-10-08', () => {
    expect(solarTermDate(2024, 1)).toBe('2024-02-04');
    expect(solarTermDate(2026, 22)).toBe('2026-12-22');
    expect(solarTermDate(2023, 17)).toBe('2023-10-08');
  });

  it('steps across the new year', () => {
    expect(nextTerm(2025, 22)).toEqual([2026, 23]);
    expect(nextTerm(2026, 24)).toEqual([2026, 1]);
    expect(previousTerm(2026, 23)).toEqual([2025, 22]);
    expect(previousTerm(2026, 1)).toEqual([2026, 24]);
  });

  it('finds the term holding a day, with its last day', () => {
    expect(termOf('2025-10-10')).toEqual({ term: 17, start: '2025-10-08', end: '2025-10-22' });
    expect(termOf('2025-12-31')).toEqual({ term: 22, start: '2025-12-21', end: '2026-01-04' });
    expect(termOf('2025-01-05')).toEqual({ term: 23, start: '2025-01-05', end: '2025-01-19' });
    expect(termPeriod(2025, 24)).toEqual({ term: 24, start: '2025-01-20', end: '2025-02-02' });
  });

  it('puts September to August in one season', () => {
    expect(seasonOf('2025-09-07')).toBe(2025);
    expect(seasonOf('2026-05-25')).toBe(2025);
    expect(seasonOf('2026-08-31')).toBe(2025);
    expect(termYear(2025, 17)).toBe(2025);
    expect(termYear(2025, 23)).toBe(2026);
    expect(termYear(2025, 14)).toBe(2026);
    expect(seasonLabel(2025)).toBe('2025/26');
    expect(seasonLabel(2099)).toBe('2099/00');
  });
});
