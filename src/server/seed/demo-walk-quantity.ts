import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertMissing, lastDemo, seedOrRoll } from './demo-roll.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom, type Random } from './random.ts';
import { keyId } from '../import/import-rows.ts';
import { addDays, chinaToday, parseIso, seasonStartYear } from '../../shared/china-time.ts';

// Demo shipments (DOMAIN.md 2.8): dry containers carry new-season garlic June–August, reefers from
// late August to May with an Oct–Jan high and a pre-Spring-Festival peak, trucks all year with peaks
// after the harvest and before the festival. Figures are Jinxiang's; other markets are scaled down.

/** Jinxiang's containers / trucks a day at mid-month, January first. */
const CONTAINERS = [110, 65, 60, 50, 35, 60, 70, 60, 70, 95, 110, 115] as const;
const TRUCKS = [100, 60, 55, 50, 60, 115, 80, 65, 60, 65, 70, 85] as const;
/** Yunnan's garlic comes out in spring, so Heqing's trucks peak in March–May. */
const EARLY_TRUCKS = [40, 45, 90, 110, 100, 50, 30, 25, 25, 30, 35, 40] as const;

const MARKETS: { regionId: string; containers: number; trucks: number; early?: boolean }[] = [
  { regionId: '370828', containers: 1, trucks: 1 },
  { regionId: '320382', containers: 0.45, trucks: 0.5 },
  { regionId: '410221', containers: 0.2, trucks: 0.35 },
  { regionId: '410122', containers: 0.16, trucks: 0.3 },
  { regionId: '371324', containers: 0.12, trucks: 0.22 },
  { regionId: '370116', containers: 0.08, trucks: 0.15 },
  { regionId: '532932', containers: 0.03, trucks: 0.12, early: true },
  { regionId: '130408', containers: 0.04, trucks: 0.1 },
];

/** Chinese New Year's day; the markets close for about a week from two days before. */
const SPRING_FESTIVAL = ['2022-02-01', '2023-01-22', '2024-02-10', '2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13', '2030-02-03'];
/** A big crop sells more (2025 output +10%); keyed by the season's opening year. */
const SEASON_FACTOR: Record<number, number> = { 2022: 1, 2023: 0.92, 2024: 0.97, 2025: 1.08, 2026: 1.12 };

const DAY_MS = 86_400_000;

/** A month-level figure interpolated between mid-month values, so the series has no steps. */
function level(levels: readonly number[], date: string): number {
  const month = Number(date.slice(5, 7)) - 1;
  const day = Number(date.slice(8, 10));
  const offset = (day - 15) / 30;
  const other = offset >= 0 ? (month + 1) % 12 : (month + 11) % 12;
  return levels[month]! * (1 - Math.abs(offset)) + levels[other]! * Math.abs(offset);
}

/** The festival's pull on trade: a run-up peak, the holiday stop and the slow restart. */
export function festivalFactor(date: string, truck: boolean): number {
  const t = parseIso(date);
  for (const festival of SPRING_FESTIVAL) {
    const d = Math.round((t - parseIso(festival)) / DAY_MS);
    if (d < -25 || d > 14) continue;
    if (d <= -5) return 1 + ((d + 25) / 20) * (truck ? 0.4 : 0.3);
    if (d < -2) return 0.7;
    if (d <= 6) return 0.06;
    return 0.4 + ((d - 7) / 7) * 0.6;
  }
  return 1;
}

/** Share of a day's containers that are reefers: none June to Aug 20, all from September. */
export function reeferShare(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (month >= 6 && month <= 7) return 0;
  if (month === 8) return day <= 20 ? 0 : (day - 20) / 11;
  return 1;
}

function weekdayFactor(date: string): number {
  const weekday = new Date(parseIso(date)).getUTCDay();
  return weekday === 0 ? 0.82 : weekday === 6 ? 0.93 : 1;
}

function count(random: Random, value: number): number {
  return Math.max(0, Math.round(value * random.float(0.85, 1.15)));
}

export interface DemoWalkRow {
  walkQuantityId: string;
  walkQuantityDate: string;
  year: number;
  month: number;
  day: number;
  regionId: string;
  dryArkQuantity: number;
  frozenArkQuantity: number;
  truckQuantity: number;
  totalQuantity: number;
  source: 'demo';
}

/** The first day of the demo series: every day's figures come from one sequence started here (decision 0060). */
export const DEMO_WALK_START = '2023-06-01';

/** One row per market and day from June three seasons back to today (China time). */
export function demoWalkQuantityRows(now: Date): DemoWalkRow[] {
  const today = chinaToday(now.getTime());
  return demoWalkRowsBetween(`${seasonStartYear(today) - 3}-06-01`, today);
}

/** The demo series' rows from `from` to `to` (inclusive), the same numbers whichever day asks. */
export function demoWalkRowsBetween(from: string, to: string): DemoWalkRow[] {
  const random = createRandom(20_230_601);
  const rows: DemoWalkRow[] = [];
  for (let date = DEMO_WALK_START; date <= to; date = addDays(date, 1)) {
    const season = SEASON_FACTOR[seasonStartYear(date)] ?? 1;
    const week = weekdayFactor(date);
    const reefer = reeferShare(date);
    // The day's festival pull is the same for every market.
    const festivalContainers = festivalFactor(date, false);
    const festivalTrucks = festivalFactor(date, true);
    for (const market of MARKETS) {
      const containers = level(CONTAINERS, date) * market.containers * season * week * festivalContainers;
      const trucks = level(market.early ? EARLY_TRUCKS : TRUCKS, date) * market.trucks * season * week * festivalTrucks;
      const dry = count(random, containers * (1 - reefer));
      const frozen = count(random, containers * reefer);
      const truck = count(random, trucks);
      if (date < from) continue;
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      const key = { walkQuantityDate: date, regionId: market.regionId };
      rows.push({
        walkQuantityId: keyId(['walkQuantityDate', 'regionId'], key),
        ...key,
        year,
        month,
        day,
        dryArkQuantity: dry,
        frozenArkQuantity: frozen,
        truckQuantity: truck,
        totalQuantity: dry + frozen + truck,
        source: 'demo',
      });
    }
  }
  return rows;
}

/** Adds the demo days after the last demo row through yesterday in China (decision 0060). */
export async function rollDemoWalkQuantity(db: Db, now: Date): Promise<number> {
  const last = await lastDemo(db, 'walk_quantity', sql.ref('walkQuantityDate'));
  const yesterday = addDays(chinaToday(now.getTime()), -1);
  if (last === undefined || String(last) >= yesterday) return 0;
  return insertMissing(db, 'walk_quantity', 'walkQuantityId', demoWalkRowsBetween(addDays(String(last), 1), yesterday));
}

export const seedWalkQuantity: MarketSeeder = (db: Db, { now }) =>
  seedOrRoll(
    db,
    'walk_quantity',
    () => demoWalkQuantityRows(now),
    () => rollDemoWalkQuantity(db, now),
  );
