import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertMissing, lastDemo, seedOrRoll } from './demo-roll.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom, type Random } from './random.ts';
import { keyId } from '../import/import-rows.ts';
import { chinaToday } from '../../shared/china-time.ts';

// Demo exports (DOMAIN.md 2.7): a month's total follows the trade's year (a pre-festival December and
// January, the February holiday, the April lull, the new crop from May) and is pinned where a figure
// is published; it is split over destinations by their known shares (Indonesia 28–30%, Vietnam
// 9–12%, Malaysia about 7%, …), so every row is an estimate.

/** A month's weight in its year, January first (they average 1). */
const PROFILE = [1.1, 0.8, 0.92, 0.86, 1.02, 1.0, 1.1, 1.0, 0.91, 0.97, 1.08, 1.24] as const;

interface YearPlan {
  /** Published month totals (t), by month 1–12. */
  anchors?: Record<number, number>;
  /** Totals (t) over sets of months, met in order by scaling the months not fixed before. */
  targets: { months: number[]; total: number }[];
}

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const JAN_JUL = [1, 2, 3, 4, 5, 6, 7];
const PLANS: Record<number, YearPlan> = {
  // 223.2万吨, a record, with May the peak month at 284,000 t [S-PR20].
  2020: { anchors: { 5: 284_000 }, targets: [{ months: ALL, total: 2_232_000 }] },
  // 216万吨 in all; July 185,200 t [S-TRADE-2022, S-FP2107].
  2021: { anchors: { 7: 185_200 }, targets: [{ months: ALL, total: 2_160_000 }] },
  // July 241,600 t and October 218,000 t [S-OPFL, S-TRIDGE22].
  2022: { anchors: { 7: 241_600, 10: 218_000 }, targets: [{ months: ALL, total: 2_380_000 }] },
  // April 173,100 t [S-G2304]; the year 225.86万吨 [S-NXF].
  2023: { anchors: { 4: 173_100 }, targets: [{ months: ALL, total: 2_258_600 }] },
  // 2025 Jan–Jul 151.47万吨 was +8.5% on 2024's [S-GJGS].
  2024: {
    targets: [
      { months: JAN_JUL, total: 1_396_037 },
      { months: ALL, total: 2_400_000 },
    ],
  },
  2025: {
    targets: [
      { months: JAN_JUL, total: 1_514_700 },
      { months: ALL, total: 2_560_000 },
    ],
  },
  2026: { targets: [{ months: ALL, total: 2_430_000 }] },
};

/** Base shares of a month's exports; Others (ZZ) takes what is left (about 14%). */
const SHARES: readonly (readonly [string, number, number])[] = [
  // [country, share, spread either side]
  ['ID', 0.29, 0.009],
  ['VN', 0.105, 0.013],
  ['MY', 0.071, 0.004],
  ['PH', 0.047, 0.006],
  ['TH', 0.042, 0.005],
  ['BD', 0.05, 0.008],
  ['AE', 0.042, 0.005],
  ['PK', 0.035, 0.006],
  ['BR', 0.04, 0.004],
  ['US', 0.035, 0.004],
  ['SA', 0.03, 0.004],
  ['RU', 0.025, 0.004],
  ['KR', 0.022, 0.003],
  ['NL', 0.018, 0.003],
  ['CO', 0.012, 0.002],
  ['SN', 0.01, 0.002],
];

/** Brazil buys from China mostly in its own off-season, January to June. */
const seasonal = (country: string, month: number) => (country === 'BR' ? (month <= 6 ? 1.3 : 0.7) : 1);

/** The twelve month totals of a year, meeting its anchors and targets. */
export function monthTotalsOf(year: number, random: Random): number[] {
  const plan = PLANS[year] ?? { targets: [{ months: ALL, total: Math.round(random.float(2_200_000, 2_500_000)) }] };
  const yearTotal = plan.targets.at(-1)!.total;
  const totals = PROFILE.map((w) => (yearTotal / 12) * w * random.float(0.96, 1.04));
  const fixed = new Set<number>();
  for (const [month, total] of Object.entries(plan.anchors ?? {})) {
    totals[Number(month) - 1] = total;
    fixed.add(Number(month));
  }
  for (const target of plan.targets) {
    const free = target.months.filter((m) => !fixed.has(m));
    const fixedSum = target.months.filter((m) => fixed.has(m)).reduce((s, m) => s + totals[m - 1]!, 0);
    const freeSum = free.reduce((s, m) => s + totals[m - 1]!, 0);
    for (const m of free) totals[m - 1] = (totals[m - 1]! * (target.total - fixedSum)) / freeSum;
    // Round the free months and put the rounding on the last, so the target is met to the tonne.
    const rounded = free.map((m) => Math.round(totals[m - 1]!));
    free.forEach((m, i) => (totals[m - 1] = rounded[i]!));
    const drift = target.total - target.months.reduce((s, m) => s + totals[m - 1]!, 0);
    if (free.length > 0) totals[free.at(-1)! - 1]! += drift;
    free.forEach((m) => fixed.add(m));
  }
  return totals;
}

/** A month's total split over destinations; Others takes the remainder, so the parts add up to the total. */
export function countrySplit(total: number, month: number, random: Random): [string, number][] {
  const named = SHARES.map(
    ([country, share, spread]) => [country, Math.round(total * (share + random.float(-spread, spread)) * seasonal(country, month))] as [string, number],
  );
  return [...named, ['ZZ', total - named.reduce((s, [, q]) => s + q, 0)]];
}

export interface DemoExportRow {
  exportQuantityId: string;
  exportYear: number;
  exportMonth: number;
  exportCountry: string;
  sumQuantity: number;
  estimate: number;
  source: 'demo';
}

/** One row per month and destination from January 2020 to the month before this one (China time). */
export function demoExportRows(now: Date): DemoExportRow[] {
  const random = createRandom(20_220_101);
  const today = chinaToday(now.getTime());
  const [lastYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const rows: DemoExportRow[] = [];
  for (let year = 2020; year <= lastYear; year++) {
    const totals = monthTotalsOf(year, random);
    totals.forEach((total, i) => {
      const month = i + 1;
      const split = countrySplit(total, month, random);
      if (year === lastYear && month >= thisMonth) return;
      for (const [exportCountry, sumQuantity] of split) {
        const key = { exportYear: year, exportMonth: month, exportCountry };
        rows.push({ exportQuantityId: keyId(['exportYear', 'exportMonth', 'exportCountry'], key), ...key, sumQuantity, estimate: 1, source: 'demo' });
      }
    });
  }
  return rows;
}

/** Adds the demo months after the last demo month through last month in China (decision 0060). */
export async function rollDemoExports(db: Db, now: Date): Promise<number> {
  const last = await lastDemo(db, 'export_quantity', sql`${sql.ref('exportYear')} * 100 + ${sql.ref('exportMonth')}`);
  const today = chinaToday(now.getTime());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  // Last month, the newest the demo publishes; nothing to add once the table has it.
  const lastMonth = month === 1 ? (year - 1) * 100 + 12 : year * 100 + month - 1;
  if (last === undefined || Number(last) >= lastMonth) return 0;
  const rows = demoExportRows(now).filter((r) => r.exportYear * 100 + r.exportMonth > Number(last));
  return insertMissing(db, 'export_quantity', 'exportQuantityId', rows);
}

export const seedExports: MarketSeeder = (db: Db, { now }) =>
  seedOrRoll(
    db,
    'export_quantity',
    () => demoExportRows(now),
    () => rollDemoExports(db, now),
  );
