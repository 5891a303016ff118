// npm run bench:roll: what the demo roll-forward (decisions 0046, 0060) adds to a start. Seeds the market
// series into a fresh SQLite file as on a day, then times each seeder on a restart the same day (nothing
// to add: the cost every restart pays) and on a start 30 days later (a month of rows to add), median of RUNS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, migrate } from '../src/server/db/database.ts';
import { seedWalkQuantity } from '../src/server/seed/demo-walk-quantity.ts';
import { seedPrices } from '../src/server/seed/demo-prices.ts';
import { seedExports } from '../src/server/seed/demo-exports.ts';
import { seedStock, seedStockCapacity } from '../src/server/seed/demo-stock.ts';
import { seedWeather } from '../src/server/seed/demo-weather.ts';

const runs = Number(process.env.RUNS ?? 3);
const seeders = { prices: seedPrices, walk: seedWalkQuantity, exports: seedExports, stock: seedStock, capacity: seedStockCapacity, weather: seedWeather };
const made = new Date('2026-10-20T04:00:00Z');
const later = new Date('2026-11-19T04:00:00Z');
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;

async function timed(db: Parameters<typeof seedPrices>[0], now: Date) {
  const out: Record<string, number> = {};
  for (const [name, seed] of Object.entries(seeders)) {
    const t = performance.now();
    await seed(db, { now });
    out[name] = performance.now() - t;
  }
  return out;
}

const sameDay: Record<string, number>[] = [];
const month: Record<string, number>[] = [];
for (let i = 0; i < runs; i++) {
  const handle = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'garlic-bench-roll-')) });
  await migrate(handle);
  await timed(handle.db, made);
  sameDay.push(await timed(handle.db, made));
  month.push(await timed(handle.db, later));
  await handle.close();
}
const line = (label: string, rows: Record<string, number>[]) => {
  const parts = Object.keys(seeders).map((k) => `${k} ${median(rows.map((r) => r[k]!)).toFixed(0)}`);
  const total = median(rows.map((r) => Object.values(r).reduce((a, b) => a + b, 0)));
  console.log(`${label}: ${total.toFixed(0)} ms (${parts.join(', ')} ms)`);
};
line('restart the same day (nothing to add)', sameDay);
line('start 30 days later (a month to add)  ', month);
