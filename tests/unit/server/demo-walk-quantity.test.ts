import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { demoWalkQuantityRows, seedWalkQuantity, type DemoWalkRow } from '../../../src/server/seed/demo-walk-quantity.ts';
import { dicts } from '../../../generated/app.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const rows = demoWalkQuantityRows(NOW);
const JINXIANG = '370828';

const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

const of = (regionId: string, test: (r: DemoWalkRow) => boolean = () => true) => rows.filter((r) => r.regionId === regionId && test(r));
const mean = (list: number[]) => list.reduce((s, n) => s + n, 0) / Math.max(1, list.length);
const containers = (r: DemoWalkRow) => r.dryArkQuantity + r.frozenArkQuantity;
const inMonths = (months: number[]) => (r: DemoWalkRow) => months.includes(r.month);
const between = (from: string, to: string) => (r: DemoWalkRow) => r.walkQuantityDate >= from && r.walkQuantityDate <= to;

describe('demo walk quantity', () => {
  it('has every market on every day from June three seasons back to today in China', () => {
    const dates = [...new Set(rows.map((r) => r.walkQuantityDate))].sort();
    expect(dates[0]).toBe('2023-06-01');
    expect(dates.at(-1)).toBe('2026-11-20');
    expect(dates).toHaveLength(1269);
    expect(rows).toHaveLength(1269 * 8);
    expect(new Set(rows.map((r) => r.regionId))).toEqual(new Set(dicts.region.items.map((i) => i.id)));
    for (const r of rows.slice(0, 500)) {
      expect(r.walkQuantityId).toBe(`${r.walkQuantityDate}|${r.regionId}`);
      expect([r.year, r.month, r.day]).toEqual(r.walkQuantityDate.split('-').map(Number));
      expect(r.totalQuantity).toBe(r.dryArkQuantity + r.frozenArkQuantity + r.truckQuantity);
    }
  });

  it('ships dry containers only June–August and reefers only from August 21 to May', () => {
    expect(rows.filter((r) => r.dryArkQuantity > 0).every((r) => r.month >= 6 && r.month <= 8)).toBe(true);
    expect(rows.filter((r) => r.frozenArkQuantity > 0).every((r) => !(r.month === 6 || r.month === 7 || (r.month === 8 && r.day <= 20)))).toBe(true);
    expect(mean(of(JINXIANG, inMonths([7])).map((r) => r.dryArkQuantity))).toBeGreaterThan(50);
    expect(mean(of(JINXIANG, inMonths([11])).map((r) => r.frozenArkQuantity))).toBeGreaterThan(80);
  });

  it('is busiest October–January, peaks before the Spring Festival and stops for the holiday', () => {
    const autumn = mean(of(JINXIANG, inMonths([10, 11, 12, 1])).map(containers));
    const spring = mean(of(JINXIANG, inMonths([3, 4, 5])).map(containers));
    expect(autumn).toBeGreaterThan(spring * 1.6);
    // Spring Festival 2025-01-29
    const runUp = mean(of(JINXIANG, between('2025-01-14', '2025-01-24')).map(containers));
    const november = mean(of(JINXIANG, between('2024-11-01', '2024-11-30')).map(containers));
    const holiday = mean(of(JINXIANG, between('2025-01-29', '2025-02-03')).map(containers));
    expect(runUp).toBeGreaterThan(november * 1.1);
    expect(holiday).toBeLessThan(runUp * 0.15);
    const peak = Math.max(...of(JINXIANG).map(containers));
    expect(peak).toBeGreaterThanOrEqual(140);
    expect(peak).toBeLessThanOrEqual(220);
  });

  it('sends trucks all year, most after the harvest and before the festival', () => {
    for (let month = 1; month <= 12; month++) expect(mean(of(JINXIANG, inMonths([month])).map((r) => r.truckQuantity))).toBeGreaterThan(20);
    const june = mean(of(JINXIANG, inMonths([6])).map((r) => r.truckQuantity));
    const september = mean(of(JINXIANG, inMonths([9])).map((r) => r.truckQuantity));
    expect(june).toBeGreaterThan(september * 1.4);
  });

  it('makes Jinxiang far the largest, Pizhou next, Heqing and Yongnian small', () => {
    const total = (regionId: string) => of(regionId).reduce((s, r) => s + r.totalQuantity, 0);
    const ranked = dicts.region.items.map((i) => i.id).sort((a, b) => total(b) - total(a));
    expect(ranked.slice(0, 2)).toEqual([JINXIANG, '320382']);
    expect(total(JINXIANG)).toBeGreaterThan(total('320382') * 1.8);
    for (const small of ['532932', '130408']) expect(Math.max(...of(small).map(containers))).toBeLessThan(15);
  });

  it('ships less on Sundays and varies from day to day', () => {
    const weekday = (n: number) => (r: DemoWalkRow) => new Date(`${r.walkQuantityDate}T00:00:00Z`).getUTCDay() === n;
    expect(mean(of(JINXIANG, weekday(0)).map((r) => r.totalQuantity))).toBeLessThan(mean(of(JINXIANG, weekday(3)).map((r) => r.totalQuantity)) * 0.92);
    const october = of(JINXIANG, between('2025-10-06', '2025-10-10')).map((r) => r.frozenArkQuantity);
    expect(new Set(october).size).toBeGreaterThan(2);
  });

  it('is deterministic and seeds only an empty table', async () => {
    expect(demoWalkQuantityRows(NOW)).toEqual(rows);
    const handle = await openDatabase({ dataDir: '', file: ':memory:' });
    open.push(handle);
    expect(await seedWalkQuantity(handle.db, { now: NOW })).toEqual({ table: 'walk_quantity', rows: rows.length });
    expect(await seedWalkQuantity(handle.db, { now: NOW })).toEqual({ table: 'walk_quantity', rows: 0 });
    const stored = await handle.db.selectFrom('walk_quantity').selectAll().where('walkQuantityDate', '=', '2025-12-01').orderBy('regionId').execute();
    expect(stored).toEqual(rows.filter((r) => r.walkQuantityDate === '2025-12-01').sort((a, b) => a.regionId.localeCompare(b.regionId)));
  });
});
