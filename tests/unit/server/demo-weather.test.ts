import { describe, expect, it } from 'vitest';
import { demoWeatherRows } from '../../../src/server/seed/demo-weather.ts';
import { demoRegionAreaRows } from '../../../src/server/seed/demo-region-area.ts';
import { dicts } from '../../../generated/app.ts';
import { termPeriod } from '../../../src/shared/solar-terms.ts';

const NOW = new Date('2026-11-23T02:30:00Z'); // 2026-11-23 in China; 小雪 began on the 22nd
const rows = demoWeatherRows(NOW);
const JINXIANG = '370828';
const of = (regionId: string) => rows.filter((r) => r.regionId === regionId);
const mean = (list: number[]) => list.reduce((s, n) => s + n, 0) / list.length;
const inMonth = (months: string[]) => (r: { termDate: string }) => months.includes(r.termDate.slice(5, 7));

describe('demo weather', () => {
  it('has every region, every term from 白露 2023 to the term running yesterday, day after day', () => {
    expect(new Set(rows.map((r) => r.regionId))).toEqual(new Set(dicts.region.items.map((i) => i.id)));
    const jx = of(JINXIANG);
    expect(jx[0]).toMatchObject({ solarTerm: '15', termDate: '2023-09-08' });
    expect(jx.at(-1)).toMatchObject({ solarTerm: '20', termDate: '2026-11-22', days: 1 });
    expect(jx).toHaveLength(24 * 3 + 6); // three whole seasons, then 白露 … 小雪 of 2026/27
    expect(rows).toHaveLength(jx.length * 8);
    // each term begins the day after the one before ends
    for (const r of jx.slice(0, -1)) {
      const year = Number(r.termDate.slice(0, 4));
      expect(termPeriod(year, Number(r.solarTerm)).start).toBe(r.termDate);
      expect(r.days).toBe((Date.parse(termPeriod(year, Number(r.solarTerm)).end) - Date.parse(r.termDate)) / 86_400_000 + 1);
    }
  });

  it('keeps each row within itself: min ≤ mean ≤ max, sunny days within the days, active sum within the days', () => {
    for (const r of rows) {
      expect(r.tempMin).toBeLessThanOrEqual(r.tempAvg);
      expect(r.tempAvg).toBeLessThanOrEqual(r.tempMax);
      expect(r.sunnyDays).toBeLessThanOrEqual(r.days);
      expect(r.activeTemp).toBeLessThanOrEqual(r.days * Math.max(0, r.tempMax) + 0.05);
      expect(r.weatherId).toBe(`${r.regionId}|${r.termDate}`);
    }
  });

  it('has North China winters and summers, and a mild Yunnan highland', () => {
    const jx = of(JINXIANG);
    expect(mean(jx.filter(inMonth(['01'])).map((r) => r.tempAvg))).toBeLessThan(3);
    expect(mean(jx.filter(inMonth(['07'])).map((r) => r.tempAvg))).toBeGreaterThan(24);
    expect(Math.min(...jx.map((r) => r.tempMin))).toBeLessThan(-8);
    const heqing = of('532932');
    expect(mean(heqing.filter(inMonth(['01'])).map((r) => r.tempAvg))).toBeGreaterThan(5);
    expect(mean(heqing.filter(inMonth(['07'])).map((r) => r.tempAvg))).toBeLessThan(23);
  });

  it('keeps the soil warmer than the air in winter, and the 10 cm layer warmer than 5 cm', () => {
    const winter = of(JINXIANG).filter(inMonth(['12', '01']));
    expect(mean(winter.map((r) => r.ground5Temp - r.tempAvg))).toBeGreaterThan(1);
    expect(mean(winter.map((r) => r.ground10Temp - r.ground5Temp))).toBeGreaterThan(0);
  });

  it('has clearer winters than summers in the north, and a season of about 2000 °C·d from 寒露 to 小满', () => {
    const jx = of(JINXIANG);
    const share = (months: string[]) => mean(jx.filter(inMonth(months)).map((r) => r.sunnyDays / r.days));
    expect(share(['12', '01'])).toBeGreaterThan(share(['07', '08']) + 0.1);
    const season = jx.filter((r) => r.termDate >= '2024-10-08' && r.termDate <= '2025-05-21');
    expect(season).toHaveLength(16);
    const heat = season.reduce((s, r) => s + r.activeTemp, 0);
    expect(heat).toBeGreaterThan(1800);
    expect(heat).toBeLessThan(2600);
  });

  it('is the same for the same day, and a later day only adds terms', () => {
    expect(demoWeatherRows(NOW)).toEqual(rows);
    const later = demoWeatherRows(new Date('2026-12-30T02:30:00Z'));
    const finished = rows.filter((r) => r.termDate < '2026-11-22');
    expect(later.filter((r) => r.termDate < '2026-11-22')).toEqual(finished);
    expect(later.length).toBeGreaterThan(rows.length);
  });
});

describe('demo planted area', () => {
  const area = demoRegionAreaRows();
  const find = (year: number, regionId: string) => area.find((r) => r.year === year && r.regionId === regionId)!;

  it("carries MOA's national figures with their source, and marks everything unpublished an estimate", () => {
    expect([2022, 2023, 2024, 2025].map((y) => find(y, '100000').area)).toEqual([1166, 1081, 1131, 1188]);
    expect(find(2024, '100000')).toMatchObject({ estimate: 0, source: expect.stringContaining('农业农村部') });
    expect(find(2019, '100000')).toMatchObject({ estimate: 1, source: null });
    expect(find(2015, '370828')).toMatchObject({ area: 53, estimate: 0 });
    expect(find(2021, '370828')).toMatchObject({ area: 62, estimate: 0 });
    expect(find(2023, '370828').estimate).toBe(1);
  });

  it('keeps 2014–2023 within 1000–1200万亩 and Jinxiang within 50–70万亩, 16 years of 9 regions', () => {
    expect(area).toHaveLength(16 * 9);
    for (const r of area.filter((x) => x.regionId === '100000' && x.year >= 2014 && x.year <= 2023)) {
      expect(r.area).toBeGreaterThanOrEqual(1000);
      expect(r.area).toBeLessThanOrEqual(1200);
    }
    for (const r of area.filter((x) => x.regionId === '370828' && x.year >= 2014)) {
      expect(r.area).toBeGreaterThanOrEqual(50);
      expect(r.area).toBeLessThanOrEqual(70);
    }
    expect(demoRegionAreaRows()).toEqual(area);
  });
});
