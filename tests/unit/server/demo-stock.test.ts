import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { demoCapacityRows, demoStockRows, seedStock, seedStockCapacity, type DemoStockRow } from '../../../src/server/seed/demo-stock.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const rows = demoStockRows(NOW);
const WAN = 10_000;

const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

const national = (category = '1') => new Map(rows.filter((r) => r.regionId === null && r.goodsCategoryId === category).map((r) => [r.storeMonth, r]));
const garlic = national();
const wan = (month: string) => garlic.get(month)!.stockQuantity / WAN;
const outflow = (month: string, before: string) => wan(before) - wan(month);

describe('demo cold-storage stock', () => {
  it('has the nation and eight regions, three categories each, every month from June 2021 to last month', () => {
    const months = [...new Set(rows.map((r) => r.storeMonth))].sort();
    expect(months[0]).toBe('2021-06');
    expect(months.at(-1)).toBe('2026-10');
    expect(months).toHaveLength(65);
    expect(rows).toHaveLength(65 * 9 * 3);
    expect(rows.every((r: DemoStockRow) => r.stockId === `${r.storeMonth}|${r.regionId ?? ''}|${r.goodsCategoryId}` && r.stockQuantity >= 0)).toBe(true);
  });

  it('keeps the published national figures and marks only them as not estimated', () => {
    expect(wan('2022-08')).toBe(509.9);
    expect(wan('2023-05')).toBe(140);
    expect(wan('2023-08')).toBe(440);
    expect([wan('2024-03'), wan('2024-04'), wan('2024-05')]).toEqual([130, 95, 90]);
    expect(wan('2024-08')).toBe(420);
    expect(wan('2025-05')).toBe(40);
    expect(wan('2025-09')).toBe(493);
    const published = [...garlic.values()].filter((r) => r.estimate === 0).map((r) => r.storeMonth);
    expect(published).toEqual(['2022-08', '2023-05', '2023-08', '2024-03', '2024-04', '2024-05', '2024-08', '2025-05', '2025-09']);
    expect(rows.filter((r) => r.regionId !== null || r.goodsCategoryId !== '1').every((r) => r.estimate === 1)).toBe(true);
  });

  it('has the trade shape: intake to a 420–530万吨 peak in August, outflow through spring, 40–140万吨 left in May', () => {
    expect(wan('2021-08')).toBe(444.3);
    for (const season of [2021, 2022, 2023, 2024, 2025, 2026]) {
      const [jun, jul, aug] = ['06', '07', '08'].map((m) => wan(`${season}-${m}`));
      expect(jun).toBeLessThan(jul!);
      expect(jul).toBeLessThan(aug!);
      expect(aug).toBeGreaterThanOrEqual(season === 2021 ? 440 : 420);
      expect(aug).toBeLessThanOrEqual(530);
    }
    for (const season of [2021, 2022, 2023, 2024, 2025]) {
      const may = wan(`${season + 1}-05`);
      expect(may).toBeGreaterThanOrEqual(40);
      expect(may).toBeLessThanOrEqual(140);
      // winter and spring (December to April): about 25–40万吨 out a month (a record crop runs a little
      // over), less in the Spring Festival month of February
      for (const [month, before] of [
        [`${season}-12`, `${season}-11`],
        [`${season + 1}-01`, `${season}-12`],
        [`${season + 1}-02`, `${season + 1}-01`],
        [`${season + 1}-03`, `${season + 1}-02`],
        [`${season + 1}-04`, `${season + 1}-03`],
      ] as const) {
        expect(outflow(month, before)).toBeGreaterThanOrEqual(month.endsWith('-02') ? 20 : 25);
        expect(outflow(month, before)).toBeLessThanOrEqual(45);
      }
    }
  });

  it("gives Jinxiang the largest share of the nation's stock, and regions less than the whole", () => {
    const month = '2025-10';
    const regions = rows.filter((r) => r.storeMonth === month && r.goodsCategoryId === '1' && r.regionId !== null);
    const jinxiang = regions.find((r) => r.regionId === '370828')!.stockQuantity / garlic.get(month)!.stockQuantity;
    expect(jinxiang).toBeGreaterThan(0.4);
    expect(jinxiang).toBeLessThan(0.5);
    expect(regions.reduce((s, r) => s + r.stockQuantity, 0)).toBeLessThan(garlic.get(month)!.stockQuantity);
  });

  it('stores garlic scapes from the April–May harvest and runs them down by March', () => {
    const scapes = national('3');
    expect(scapes.get('2025-05')!.stockQuantity).toBeGreaterThan(scapes.get('2025-03')!.stockQuantity * 20);
    expect(scapes.get('2026-03')!.stockQuantity).toBeLessThan(2 * WAN);
  });

  it('gives every season a capacity above its peak', () => {
    const capacity = demoCapacityRows(NOW);
    expect(capacity).toHaveLength(6 * 9);
    for (const season of [2021, 2022, 2023, 2024, 2025, 2026]) {
      const nationalCapacity = capacity.find((r) => r.seasonYear === season && r.regionId === null)!.capacity;
      const peak = ['1', '2', '3'].reduce((s, c) => s + national(c).get(`${season}-08`)!.stockQuantity, 0);
      expect(peak / nationalCapacity).toBeGreaterThan(0.65);
      expect(peak / nationalCapacity).toBeLessThan(0.95);
    }
  });

  it('is deterministic and keeps the past as time goes on', () => {
    expect(demoStockRows(new Date('2026-11-01T00:00:00Z'))).toEqual(rows);
    const later = demoStockRows(new Date('2027-02-10T00:00:00Z'));
    expect(later.slice(0, rows.length)).toEqual(rows);
  });

  it('seeds empty tables once', async () => {
    const handle = await openDatabase({ dataDir: '/tmp', file: ':memory:' });
    open.push(handle);
    expect(await seedStock(handle.db, { now: NOW })).toEqual({ table: 'cold_storage_stock', rows: rows.length });
    expect(await seedStock(handle.db, { now: NOW })).toEqual({ table: 'cold_storage_stock', rows: 0 });
    expect(await seedStockCapacity(handle.db, { now: NOW })).toEqual({ table: 'stock_capacity', rows: 54 });
  });
});
