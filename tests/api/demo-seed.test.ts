import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { App } from '../../src/server/app.ts';
import { seedDemoData } from '../../src/server/seed/seed-demo-data.ts';
import { seedMarketData } from '../../src/server/seed/market-data.ts';
import { startTestApp } from './helpers/test-app.ts';
import { seedFingerprint } from './helpers/seed-fingerprint.ts';

// A first start's demo data (main.ts: the reference tables in buildApp, then the demo data and the
// market series), on SQLite and on PostgreSQL. The fixture holds each table's row count and a hash of
// its rows as the seed wrote them before the bulk loading of decision 0136: a faster seed must write
// the very same rows.
const expected = JSON.parse(readFileSync(new URL('../fixtures/demo-seed-fingerprint.json', import.meta.url), 'utf8')) as Record<
  string,
  { rows: number; hash: string }
>;
const now = new Date('2026-11-20T04:00:00Z');
let app: App;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the demo data of a first start', () => {
  it('writes the same rows, table by table, as the seed always has', async () => {
    await seedDemoData(app.services.db, { now });
    const market = await seedMarketData(app.services.db, { now });
    const fingerprint = await seedFingerprint(app.services.db);
    expect(Object.keys(fingerprint).sort()).toEqual(Object.keys(expected).sort());
    for (const table of Object.keys(expected)) expect({ table, ...fingerprint[table] }).toEqual({ table, ...expected[table] });
    // The market seeders report what they wrote.
    const price = market.find((m) => m.table === 'price');
    expect(price?.rows).toBe(fingerprint.price!.rows);
  });

  it('adds nothing on a second start the same day', async () => {
    const before = await seedFingerprint(app.services.db);
    expect(await seedMarketData(app.services.db, { now })).toEqual([]);
    expect(await seedFingerprint(app.services.db)).toEqual(before);
  });
});
