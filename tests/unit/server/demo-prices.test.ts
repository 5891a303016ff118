import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { demoPriceRows, demoPriceRowsBetween, demoVoteRows, festivalBump, seedPrices } from '../../../src/server/seed/demo-prices.ts';
import { dicts } from '../../../generated/app.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const rows = demoPriceRows(NOW);
const JINXIANG = '370828';

const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

const mean = (list: number[]) => list.reduce((s, n) => s + n, 0) / Math.max(1, list.length);
/** Jinxiang's headline grade (hybrid, medium mixed) between two dates. */
const headline = (from: string, to: string) =>
  mean(
    rows.filter((r) => r.regionId === JINXIANG && r.goodsId === '1' && r.specsId === '3' && r.priceDate >= from && r.priceDate <= to).map((r) => r.avgPrice),
  );
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('demo prices', () => {
  it('quotes every market from June three seasons back to today in China, within the row budget', () => {
    const dates = [...new Set(rows.map((r) => r.priceDate))].sort();
    expect(dates[0]).toBe('2023-06-01');
    expect(dates.at(-1)).toBe('2026-11-20');
    expect(rows.length).toBeGreaterThan(45_000);
    expect(rows.length).toBeLessThanOrEqual(60_000);
    expect(new Set(rows.map((r) => r.regionId))).toEqual(new Set(dicts.region.items.map((i) => i.id)));
  });

  it('gives each market 3–4 varieties and 3–5 specs of the dictionaries', () => {
    for (const { id } of dicts.region.items) {
      const market = rows.filter((r) => r.regionId === id);
      expect(new Set(market.map((r) => r.goodsId)).size, id).toBeGreaterThanOrEqual(3);
      expect(new Set(market.map((r) => r.goodsId)).size, id).toBeLessThanOrEqual(4);
      expect(new Set(market.map((r) => r.specsId)).size, id).toBeGreaterThanOrEqual(3);
      expect(new Set(market.map((r) => r.specsId)).size, id).toBeLessThanOrEqual(5);
    }
    const varieties = new Set<string>(dicts.varieties.items.map((i) => i.id));
    const specs = new Set<string>(dicts.specs.items.map((i) => i.id));
    expect(rows.every((r) => varieties.has(r.goodsId) && specs.has(r.specsId))).toBe(true);
  });

  it('keeps max ≥ avg ≥ min > 0 in 元/斤 with two decimals, and the date columns in step', () => {
    const cents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
    const broken = rows.filter(
      (r) => !(r.maxPrice >= r.avgPrice && r.avgPrice >= r.minPrice && r.minPrice > 0 && cents(r.avgPrice) && cents(r.maxPrice) && cents(r.minPrice)),
    );
    expect(broken).toEqual([]);
    for (const r of rows.slice(0, 400)) {
      expect(r.priceId).toBe(`${r.priceDate}|${r.regionId}|${r.goodsId}|${r.specsId}`);
      expect([r.priceYear, r.priceMonth, r.priceDay]).toEqual(r.priceDate.split('-').map(Number));
      expect(r.batchNum).toBe(r.priceDate.replaceAll('-', ''));
    }
    expect(Math.min(...rows.map((r) => r.minPrice))).toBeGreaterThan(0.9);
    expect(Math.max(...rows.map((r) => r.maxPrice))).toBeLessThan(15);
  });

  it('follows the year levels: 2023 high, 2024 lower, 2025 low', () => {
    // storage intake, July–August
    expect(headline('2023-07-01', '2023-08-31')).toBeGreaterThan(3.7);
    expect(headline('2024-07-01', '2024-08-31')).toBeGreaterThan(3.2);
    expect(headline('2024-07-01', '2024-08-31')).toBeLessThan(headline('2023-07-01', '2023-08-31'));
    expect(headline('2025-07-01', '2025-08-31')).toBeGreaterThan(2.2);
    expect(headline('2025-07-01', '2025-08-31')).toBeLessThan(2.6);
    // autumn 2025 金乡库蒜 2.63–2.86 元/斤 (DOMAIN.md 2.4)
    expect(headline('2025-10-01', '2025-11-30')).toBeGreaterThan(2.55);
    expect(headline('2025-10-01', '2025-11-30')).toBeLessThan(2.95);
  });

  it('drops at the late-May harvest, firms through intake, drifts up in cold store and softens in spring', () => {
    for (const year of [2024, 2025, 2026]) {
      expect(headline(`${year}-06-01`, `${year}-06-07`), `harvest ${year}`).toBeLessThan(headline(`${year}-05-01`, `${year}-05-15`) * 0.92);
    }
    for (const year of [2023, 2024, 2025]) {
      expect(headline(`${year}-08-01`, `${year}-08-31`), `intake ${year}`).toBeGreaterThan(headline(`${year}-06-01`, `${year}-06-30`));
      expect(headline(`${year}-12-01`, `${year}-12-31`), `cold store ${year}`).toBeGreaterThan(headline(`${year}-09-01`, `${year}-09-30`) * 1.05);
      expect(headline(`${year + 1}-04-15`, `${year + 1}-05-15`), `spring ${year + 1}`).toBeLessThan(headline(`${year + 1}-01-01`, `${year + 1}-02-28`));
    }
  });

  it('bumps before the Spring Festival and publishes nothing over the holiday', () => {
    expect(festivalBump('2025-01-19')).toBeGreaterThan(1.045);
    expect(festivalBump('2024-12-01')).toBeLessThan(1.001);
    const dates = new Set(rows.map((r) => r.priceDate));
    for (const day of ['2024-02-10', '2024-02-14', '2025-01-29', '2026-02-17']) expect(dates.has(day), day).toBe(false);
  });

  it('moves about 1–2% a day, skips some Sundays and is the same for the same day', () => {
    const series = rows.filter((r) => r.regionId === JINXIANG && r.goodsId === '1' && r.specsId === '3');
    const changes = series
      .slice(1)
      .map((r, i) => Math.abs(r.avgPrice / series[i]!.avgPrice - 1))
      .sort((a, b) => a - b);
    expect(changes[Math.floor(changes.length / 2)]).toBeGreaterThan(0.003);
    expect(changes[Math.floor(changes.length / 2)]).toBeLessThan(0.02);
    expect(changes[Math.floor(changes.length * 0.9)]).toBeLessThan(0.03);
    const sundays = [...new Set(rows.map((r) => r.priceDate))].filter((d) => weekday(d) === 0).length;
    expect(sundays).toBeGreaterThan(20);
    expect(sundays).toBeLessThan(120);
    const again = demoPriceRows(new Date('2026-11-20T15:00:00Z')); // 23:00 the same day in China
    expect(again).toEqual(rows);
  });

  it('seeds an empty table once, in batches', async () => {
    const handle = await openDatabase({ dataDir: '/tmp', file: ':memory:' });
    open.push(handle);
    const first = await seedPrices(handle.db, { now: NOW });
    expect(first).toEqual({ table: 'price', rows: rows.length });
    const stored = await handle.db.selectFrom('price').selectAll().where('priceId', '=', rows[100]!.priceId).executeTakeFirstOrThrow();
    expect(stored).toEqual(rows[100]);
    expect(await seedPrices(handle.db, { now: NOW })).toEqual({ table: 'price', rows: 0 });
  });
});

describe('demo forecast votes', () => {
  it('has a third of the traders vote on each of the last seven days, once per variety and day', () => {
    const users = Array.from({ length: 40 }, (_, i) => `u${i}`);
    const votes = demoVoteRows(NOW, users);
    expect(new Set(votes.map((v) => v.voteDate))).toEqual(
      new Set(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']),
    );
    expect(new Set(votes.map((v) => `${v.frontUserId}|${v.goodsId}|${v.voteDate}`)).size).toBe(votes.length);
    expect(votes.length).toBeGreaterThan(40 * 5 * 7 * 0.25);
    expect(votes.length).toBeLessThan(40 * 5 * 7 * 0.45);
    expect(votes.every((v) => ['1', '2', '3'].includes(v.voteType) && v.createTime <= NOW.toISOString())).toBe(true);
    expect(demoVoteRows(NOW, users)).toEqual(votes);
  });
});

describe('the demo series rolled forward (decision 0046)', () => {
  it('gives a day the same numbers whichever day asks for it, and run after run', () => {
    const week = demoPriceRowsBetween('2026-11-14', '2026-11-20');
    expect(new Set(week.map((r) => r.priceDate)).size).toBeGreaterThanOrEqual(6);
    expect(week).toEqual(rows.filter((r) => r.priceDate >= '2026-11-14' && r.priceDate <= '2026-11-20'));
    expect(demoPriceRowsBetween('2026-11-14', '2026-11-20')).toEqual(week);
    // A demo made months later still draws the same figures for those days.
    const later = demoPriceRows(new Date('2027-07-01T02:00:00Z'));
    expect(later.filter((r) => r.priceDate >= '2026-11-14' && r.priceDate <= '2026-11-20')).toEqual(week);
    expect(week.every((r) => r.source === 'demo')).toBe(true);
  });
});
