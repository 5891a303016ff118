import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { PLOTS, demoSeedlingRows, seedSeedlings } from '../../../src/server/seed/demo-seedlings.ts';
import { dailyWeather } from '../../../src/server/seed/demo-weather-model.ts';
import { seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { parseList } from '../../../src/server/handlers/seed-growth-groups.ts';
import { seasonOf, termOf } from '../../../src/shared/solar-terms.ts';

const NOW = new Date('2026-11-23T02:30:00Z');
const USERS = Array.from({ length: 24 }, (_, i) => ({ frontUserId: `u${i}`, regionId: ['370828', '320382', '410221', '410122', null][i % 5]! }));
const rows = demoSeedlingRows(NOW, USERS);
const mean = (list: number[]) => list.reduce((s, n) => s + n, 0) / list.length;
const inTerms = (terms: string[]) => rows.filter((r) => terms.includes(r.solarTerm!));

const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

describe('demo seedling records', () => {
  it('visits every plot once a term from 霜降 to 小满 over three seasons and the current one, up to today', () => {
    expect(new Set(rows.map((r) => r.fullAddr))).toEqual(new Set(PLOTS.map((p) => p.names.filter(Boolean).join(''))));
    const seasons = [...new Set(rows.map((r) => seasonOf(r.recordDate)))].sort();
    expect(seasons).toEqual([2023, 2024, 2025, 2026]);
    // 15 visits a full season; 2026/27 has had 霜降, 立冬 and, at plots visited on the 23rd, 小雪
    expect(rows.filter((r) => seasonOf(r.recordDate) < 2026)).toHaveLength(PLOTS.length * 15 * 3);
    const current = rows.filter((r) => seasonOf(r.recordDate) === 2026);
    expect(
      current
        .filter((r) => r.solarTerm !== '20')
        .map((r) => r.solarTerm)
        .sort(),
    ).toEqual([...Array(PLOTS.length).fill('18'), ...Array(PLOTS.length).fill('19')]);
    expect(current.filter((r) => r.solarTerm === '20').every((r) => r.recordDate === '2026-11-23')).toBe(true);
    for (const r of rows) {
      expect(r.recordDate <= '2026-11-23').toBe(true);
      expect(termOf(r.recordDate).term).toBe(Number(r.solarTerm));
      expect(r.fullAddr).toBe(`${r.province}${r.city}${r.county}${r.street ?? ''}`);
      expect(r.cityCode.startsWith(r.provinceCode)).toBe(true);
      expect(r.countyCode.startsWith(r.cityCode)).toBe(true);
      if (r.streetCode) expect(r.streetCode.startsWith(r.countyCode)).toBe(true);
      expect(r.title.length).toBeLessThanOrEqual(40);
    }
  });

  it('overwinters at 4–5 leaves, greens up in March and is harvested with 5–6.5 cm bulbs', () => {
    const leaves = (terms: string[]) => mean(inTerms(terms).flatMap((r) => parseList(r.leafAgeList)));
    expect(leaves(['21', '22', '23', '24', '1', '2'])).toBeGreaterThanOrEqual(4);
    expect(leaves(['21', '22', '23', '24', '1', '2'])).toBeLessThanOrEqual(6);
    expect(leaves(['18'])).toBeLessThan(3.5);
    expect(leaves(['8'])).toBeGreaterThan(10);
    const height = (terms: string[]) => mean(inTerms(terms).map((r) => r.height));
    expect(height(['3', '4'])).toBeGreaterThan(height(['23', '24']) + 3);
    const harvest = inTerms(['8']).map((r) => r.headDiameter!);
    expect(mean(harvest)).toBeGreaterThan(4.8);
    expect(Math.max(...harvest)).toBeLessThan(7);
    expect(
      mean(
        inTerms(['8'])
          .filter((r) => r.countyCode === '320382')
          .map((r) => r.headDiameter!),
      ),
    ).toBeGreaterThan(mean(harvest));
  });

  it('has the stage of each term, emergence in October, bolting in April, emergence rates only at the first visits', () => {
    const stages = Object.fromEntries(rows.map((r) => [r.solarTerm, r.stageType]));
    expect(stages).toMatchObject({ 18: '1', 19: '2', 20: '2', 21: '3', 2: '3', 3: '4', 4: '4', 5: '5', 6: '5', 7: '6', 8: '7' });
    for (const r of rows) {
      if (r.unearthDate) expect(r.unearthDate.slice(5, 7)).toBe('10');
      if (r.boltingDate) expect(['03', '04', '05']).toContain(r.boltingDate.slice(5, 7));
      expect(r.emergenceRate !== null).toBe(r.solarTerm === '18' || r.solarTerm === '19');
    }
    expect(inTerms(['7', '8']).every((r) => r.boltingDate !== null)).toBe(true);
    expect(mean(inTerms(['18']).map((r) => r.emergenceRate!))).toBeGreaterThan(85);
  });

  it("records each plot's measures consistently and the day's temperatures of its region's weather", () => {
    for (const r of rows) {
      const diameters = parseList(r.diameterList);
      expect(diameters).toHaveLength(5);
      expect(r.headDiameter).toBeCloseTo(mean(diameters), 2);
      const day = dailyWeather(r.countyCode, '2026-11-23').find((d) => d.date === r.recordDate)!;
      expect(r.surfaceTemp).toBeCloseTo(day.surface, 1);
      expect(r.ground10Temp).toBeCloseTo(day.ground10, 1);
      if (r.weather === '1') expect(day.sunny).toBe(true);
    }
  });

  it("is written by demo users of the plot's county where there are some, and the same for the same day", () => {
    const jinxiang = rows.filter((r) => r.countyCode === '370828').map((r) => r.publishUserId);
    expect(jinxiang.every((id) => USERS.find((u) => u.frontUserId === id)?.regionId === '370828')).toBe(true);
    expect(demoSeedlingRows(NOW, USERS)).toEqual(rows);
    expect(demoSeedlingRows(NOW, [])).toEqual([]);
    // A later day only adds visits; and no visit is later than now
    const later = demoSeedlingRows(new Date('2027-01-30T02:30:00Z'), USERS);
    expect(later.filter((r) => r.recordDate < '2026-11-23')).toEqual(rows.filter((r) => r.recordDate < '2026-11-23'));
    expect(rows.every((r) => (r.createTime ?? '') <= NOW.toISOString())).toBe(true);
  });

  it('seeds an empty table once, from the demo users in the database', async () => {
    const handle = await openDatabase({ dataDir: '', file: ':memory:' });
    open.push(handle);
    expect(await seedSeedlings(handle.db, { now: NOW })).toEqual({ table: 'seed_growth', rows: 0 });
    await seedDemoData(handle.db, { now: NOW });
    const first = await seedSeedlings(handle.db, { now: NOW });
    expect(first.rows).toBe(rows.length);
    expect(await seedSeedlings(handle.db, { now: NOW })).toEqual({ table: 'seed_growth', rows: 0 });
  });
});
