import type { Db } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom } from './random.ts';
import { batchOf } from '../handlers/price-batches.ts';
import { PRICE_MARKETS } from '../handlers/prices-markets.ts';
import { round2 } from '../handlers/prices-rows.ts';
import { DEMO_ACCOUNT } from './demo-users.ts';
import { addDays, chinaToday, daysBetween } from '../../shared/china-time.ts';

// Demo official prices (DOMAIN.md 2.4 and 6), 元/斤. A season's level L is the storage-intake price of
// Jinxiang hybrid medium mixed grade: about 4 in 2023, 3.5 in 2024, 2.35 in 2025 (2026 a demo guess).
// Through a season the price firms from the June intake, drifts up in cold store to January, bumps
// before the Spring Festival, softens March–May, then drops sharply at the late-May harvest to the
// next season's level. Markets, varieties and specs scale that level; a day-to-day walk of about
// ±1–2% a day is shared by a market's grades, with a little of each grade's own.

const SEASON_LEVEL: Record<number, number> = { 2022: 3.2, 2023: 4, 2024: 3.5, 2025: 2.35, 2026: 2.5 };
const DEFAULT_LEVEL = 2.8;
/** [month-day, multiple of the season's level], June of the season's year to May of the next. */
const SEASON_SHAPE: readonly [string, number][] = [
  ['06-01', 0.9],
  ['06-15', 0.95],
  ['07-15', 1.01],
  ['08-15', 1.06],
  ['09-15', 1.1],
  ['10-15', 1.14],
  ['11-15', 1.18],
  ['12-15', 1.22],
  ['01-15', 1.25],
  ['02-15', 1.23],
  ['03-15', 1.17],
  ['04-15', 1.1],
  ['05-18', 1.06],
];
export const SPEC_FACTOR: Record<string, number> = { '1': 0.82, '2': 0.92, '3': 1, '4': 1.1, '5': 1.15, '6': 1.28, '7': 1.42, '8': 1.6, '9': 2.6 };
export const VARIETY_FACTOR: Record<string, number> = { '1': 1, '2': 1.18, '3': 1.06, '4': 0.95, '5': 1.02, '6': 1.12, '7': 1, '8': 0.7 };
/** Chinese New Year's day: prices bump in the run-up; markets publish nothing from two days before to five after. */
const SPRING_FESTIVAL = ['2023-01-22', '2024-02-10', '2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13', '2030-02-03'];

export const seasonStartYear = (date: string): number => Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) >= 6 ? 0 : 1);
const seasonLevel = (year: number): number => SEASON_LEVEL[year] ?? DEFAULT_LEVEL;

/** The seasonal level on a date, interpolated between the shape's anchors (the harvest drop runs from May 18 to June 1). */
export function seasonalLevel(date: string): number {
  const season = seasonStartYear(date);
  const anchors = [
    ...SEASON_SHAPE.map(([md, k], i) => [`${season + (i >= 8 ? 1 : 0)}-${md}`, k * seasonLevel(season)] as const),
    [`${season + 1}-06-01`, SEASON_SHAPE[0]![1] * seasonLevel(season + 1)] as const,
  ];
  const next = anchors.findIndex(([d]) => d > date);
  if (next <= 0) return anchors[0]![1];
  const [d0, v0] = anchors[next - 1]!;
  const [d1, v1] = anchors[next]!;
  return v0 + ((v1 - v0) * daysBetween(d0, date)) / daysBetween(d0, d1);
}

/** Festival days from the nearest Spring Festival (negative before it). */
function festivalOffset(date: string): number {
  return SPRING_FESTIVAL.map((f) => daysBetween(f, date)).reduce((a, b) => (Math.abs(b) < Math.abs(a) ? b : a));
}

/** Up to +5% about ten days before the festival, when buyers stock up. */
export const festivalBump = (date: string): number => 1 + 0.05 * Math.exp(-(((festivalOffset(date) + 10) / 8) ** 2));

export interface DemoPriceRow {
  priceId: string;
  priceDate: string;
  priceYear: number;
  priceMonth: number;
  priceDay: number;
  batchNum: string;
  regionId: string;
  goodsId: string;
  specsId: string;
  avgPrice: number;
  maxPrice: number;
  minPrice: number;
  source: 'demo';
}

/**
 * The first day of the demo series. Every day's figures are drawn from the one seeded sequence that
 * starts here, so a day's numbers never depend on when the demo was made or rolled (decision 0046).
 */
export const DEMO_PRICES_START = '2023-06-01';

/** Quotations from June three seasons back to today (China time): Sundays mostly and the festival week without a batch. */
export function demoPriceRows(now: Date): DemoPriceRow[] {
  const today = chinaToday(now.getTime());
  return demoPriceRowsBetween(`${seasonStartYear(today) - 3}-06-01`, today);
}

/** The demo series' quotations from `from` to `to` (inclusive), the same numbers whichever day asks. */
export function demoPriceRowsBetween(from: string, to: string): DemoPriceRow[] {
  const random = createRandom(20_230_602);
  const series = PRICE_MARKETS.flatMap((m) =>
    Object.entries(m.quotes).flatMap(([goodsId, specs]) => specs.map((specsId) => ({ market: m, goodsId, specsId, walk: 0 }))),
  );
  const marketWalk = new Map(PRICE_MARKETS.map((m) => [m.regionId, 0]));
  const rows: DemoPriceRow[] = [];
  for (let date = DEMO_PRICES_START; date <= to; date = addDays(date, 1)) {
    for (const m of PRICE_MARKETS) marketWalk.set(m.regionId, 0.92 * marketWalk.get(m.regionId)! + random.float(-0.012, 0.012));
    for (const s of series) s.walk = 0.9 * s.walk + random.float(-0.005, 0.005);
    const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    const closed = (sunday && random.chance(0.7)) || (festivalOffset(date) >= -2 && festivalOffset(date) <= 5);
    const marketOff = new Set(PRICE_MARKETS.filter(() => random.chance(0.01)).map((m) => m.regionId));
    const base = seasonalLevel(date) * festivalBump(date);
    // What every row of the day shares, worked out once (56,000 rows on a first start).
    const day = { priceYear: Number(date.slice(0, 4)), priceMonth: Number(date.slice(5, 7)), priceDay: Number(date.slice(8, 10)), batchNum: batchOf(date) };
    for (const s of series) {
      const high = random.float(0.02, 0.06);
      const low = random.float(0.02, 0.06);
      if (closed || marketOff.has(s.market.regionId) || date < from) continue;
      const avg = round2(
        base * s.market.factor * VARIETY_FACTOR[s.goodsId]! * SPEC_FACTOR[s.specsId]! * (1 + marketWalk.get(s.market.regionId)!) * (1 + s.walk),
      );
      rows.push({
        // The import's key id (keyId of priceDate, regionId, goodsId, specsId): the values joined by '|'.
        priceId: `${date}|${s.market.regionId}|${s.goodsId}|${s.specsId}`,
        priceDate: date,
        regionId: s.market.regionId,
        goodsId: s.goodsId,
        specsId: s.specsId,
        priceYear: day.priceYear,
        priceMonth: day.priceMonth,
        priceDay: day.priceDay,
        batchNum: day.batchNum,
        avgPrice: avg,
        maxPrice: Math.max(avg, round2(avg * (1 + high))),
        minPrice: Math.max(0.01, Math.min(avg, round2(avg * (1 - low)))),
        source: 'demo',
      });
    }
  }
  return rows;
}

async function isEmpty(db: Db, table: 'price' | 'price_forecast_vote'): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/**
 * Demo that lives (issue 11 point 8, decision 0046): on a start, the demo series is rolled forward from
 * its last demo day through yesterday in China. Only days after the last demo row are added, and only
 * the series nobody quoted on them: rows an import or an operator wrote are never replaced or removed.
 */
export async function rollDemoPrices(db: Db, now: Date): Promise<number> {
  const last = (
    await db
      .selectFrom('price')
      .select((eb) => eb.fn.max('priceDate').as('d'))
      .where((eb) => eb.or([eb('source', '=', 'demo'), eb('source', 'is', null)]))
      .executeTakeFirst()
  )?.d;
  const yesterday = addDays(chinaToday(now.getTime()), -1);
  if (!last || last >= yesterday) return 0;
  const from = addDays(String(last), 1);
  const taken = new Set(
    (await db.selectFrom('price').select('priceId').where('priceDate', '>=', from).where('priceDate', '<=', yesterday).execute()).map((r) => r.priceId),
  );
  const rows = demoPriceRowsBetween(from, yesterday).filter((r) => !taken.has(r.priceId));
  await db.transaction().execute((trx) => bulkInsert(trx, 'price', rows));
  return rows.length;
}

export const seedPrices: MarketSeeder = async (db, { now }) => {
  if (!(await isEmpty(db, 'price'))) return { table: 'price', rows: await rollDemoPrices(db, now) };
  const rows = demoPriceRows(now);
  await db.transaction().execute((trx) => bulkInsert(trx, 'price', rows));
  return { table: 'price', rows: rows.length };
};

/** Varieties the demo traders vote on, and how bullish each crowd is: weights of up, flat, down. */
const POLL_MOOD: readonly [string, readonly [number, number, number]][] = [
  ['1', [5, 3, 2]],
  ['2', [4, 4, 2]],
  ['3', [3, 3, 4]],
  ['5', [2, 5, 3]],
  ['7', [3, 4, 3]],
];

export interface DemoVoteRow {
  voteId: string;
  goodsId: string;
  voteType: string;
  voteDate: string;
  frontUserId: string;
  createTime: string;
}

/** About a third of the demo traders vote on each variety on each of the last seven days; the demo account never does. */
export function demoVoteRows(now: Date, userIds: readonly string[]): DemoVoteRow[] {
  const random = createRandom(20_230_603);
  const today = chinaToday(now.getTime());
  const rows: DemoVoteRow[] = [];
  for (let back = 6; back >= 0; back -= 1) {
    const voteDate = addDays(today, -back);
    for (const [goodsId, [up, flat, down]] of POLL_MOOD) {
      for (const frontUserId of userIds) {
        if (!random.chance(0.35)) continue;
        const voteType = random.weighted([
          ['1', up],
          ['2', flat],
          ['3', down],
        ] as const);
        // 07:00–19:59 China time on the vote's day (UTC+8).
        const at = Date.parse(`${voteDate}T00:00:00Z`) + (random.int(7, 19) - 8) * 3_600_000 + random.int(0, 3_599_999);
        rows.push({
          voteId: `${voteDate}|${goodsId}|${frontUserId}`,
          goodsId,
          voteType,
          voteDate,
          frontUserId,
          createTime: new Date(Math.min(at, now.getTime())).toISOString(),
        });
      }
    }
  }
  return rows;
}

export const seedPriceForecastVotes: MarketSeeder = async (db, { now }) => {
  if (!(await isEmpty(db, 'price_forecast_vote'))) return { table: 'price_forecast_vote', rows: 0 };
  const users = await db.selectFrom('front_user').select('frontUserId').where('phone', '<>', DEMO_ACCOUNT.phone).orderBy('frontUserId').execute();
  const rows = demoVoteRows(
    now,
    users.map((u) => u.frontUserId),
  );
  await db.transaction().execute((trx) => bulkInsert(trx, 'price_forecast_vote', rows));
  return { table: 'price_forecast_vote', rows: rows.length };
};
