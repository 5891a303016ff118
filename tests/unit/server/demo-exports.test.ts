import { describe, expect, it } from 'vitest';
import { demoExportRows, type DemoExportRow } from '../../../src/server/seed/demo-exports.ts';
import { dicts } from '../../../generated/app.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const rows = demoExportRows(NOW);
const key = (r: DemoExportRow) => `${r.exportYear}-${String(r.exportMonth).padStart(2, '0')}`;
const totals = new Map<string, number>();
for (const r of rows) totals.set(key(r), (totals.get(key(r)) ?? 0) + r.sumQuantity);
const sumOf = (test: (r: DemoExportRow) => boolean) => rows.filter(test).reduce((s, r) => s + r.sumQuantity, 0);
const shareOf = (country: string, month: string) => rows.find((r) => key(r) === month && r.exportCountry === country)!.sumQuantity / totals.get(month)!;

describe('demo exports', () => {
  it('has every destination in every month from January 2020 to last month', () => {
    const months = [...totals.keys()];
    expect(months[0]).toBe('2020-01');
    expect(months.at(-1)).toBe('2026-10');
    expect(months).toHaveLength(82);
    expect(rows).toHaveLength(82 * 17);
    expect(new Set(rows.map((r) => r.exportCountry))).toEqual(new Set(dicts.exportCountry.items.map((i) => i.id)));
    expect(rows.every((r) => r.estimate === 1 && r.sumQuantity > 0 && r.exportQuantityId === `${r.exportYear}|${r.exportMonth}|${r.exportCountry}`)).toBe(true);
  });

  it('keeps months within 140k–285k t and the published figures exactly', () => {
    for (const total of totals.values()) {
      expect(total).toBeGreaterThanOrEqual(140_000);
      expect(total).toBeLessThanOrEqual(285_000);
    }
    expect(totals.get('2020-05')).toBe(284_000);
    expect(sumOf((r) => r.exportYear === 2020)).toBe(2_232_000);
    expect(totals.get('2021-07')).toBe(185_200);
    expect(totals.get('2022-07')).toBe(241_600);
    expect(totals.get('2022-10')).toBe(218_000);
    expect(totals.get('2023-04')).toBe(173_100);
    expect(sumOf((r) => r.exportYear === 2023)).toBe(2_258_600);
    const janJul = (year: number) => sumOf((r) => r.exportYear === year && r.exportMonth <= 7);
    expect(janJul(2025)).toBe(1_514_700);
    expect(janJul(2025) / janJul(2024)).toBeCloseTo(1.085, 3);
  });

  it('gives the main destinations their shares: Indonesia 28–30%, Vietnam 9–12%, Malaysia about 7%', () => {
    for (const month of totals.keys()) {
      expect(shareOf('ID', month)).toBeGreaterThanOrEqual(0.28);
      expect(shareOf('ID', month)).toBeLessThanOrEqual(0.3);
      expect(shareOf('VN', month)).toBeGreaterThanOrEqual(0.09);
      expect(shareOf('VN', month)).toBeLessThanOrEqual(0.12);
      expect(shareOf('MY', month)).toBeGreaterThan(0.065);
      expect(shareOf('MY', month)).toBeLessThan(0.076);
      expect(shareOf('ZZ', month)).toBeGreaterThan(0.05);
    }
  });

  it('peaks in December and the new-crop months and dips in February', () => {
    const mean = (month: number) => [2021, 2022, 2023, 2024, 2025].reduce((s, y) => s + totals.get(`${y}-${String(month).padStart(2, '0')}`)!, 0) / 5;
    expect(mean(12)).toBeGreaterThan(mean(9) * 1.2);
    expect(mean(2)).toBeLessThan(mean(1) * 0.8);
    expect(mean(7)).toBeGreaterThan(mean(4));
  });

  it('is the same for the same day, and the past does not change as time goes on', () => {
    expect(demoExportRows(new Date('2026-11-20T15:00:00Z'))).toEqual(rows);
    const later = demoExportRows(new Date('2027-03-05T00:00:00Z'));
    expect(later.slice(0, rows.length)).toEqual(rows);
    expect(later.length).toBe(rows.length + 4 * 17);
  });
});
