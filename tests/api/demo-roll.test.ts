import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { grantOperator } from '../../src/server/admin/operators.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { demoPriceRowsBetween, seedPrices } from '../../src/server/seed/demo-prices.ts';
import { startTestApp } from './helpers/test-app.ts';
import { post, registerUser } from './helpers/calls.ts';

// Demo that lives (issue 11 point 8, decision 0046): each start rolls the demo prices forward through
// yesterday in China, leaving what an operator or an import wrote as it is.
let app: App;
let operator: Awaited<ReturnType<typeof registerUser>>;
const JINXIANG = '370828';
const made = new Date('2026-11-10T04:00:00Z'); // 12:00 on 11-10 in China
const started = new Date('2026-11-21T01:00:00Z'); // 09:00 on 11-21 in China: yesterday is 11-20

beforeAll(async () => {
  app = await startTestApp();
  operator = await registerUser(app);
  await grantOperator(app.services.db, operator.phone);
});
afterAll(() => app.close());

const rowsOf = (from: string, to: string) =>
  app.services.db
    .selectFrom('price')
    .select(['priceId', 'avgPrice', 'maxPrice', 'minPrice', 'source'])
    .where('priceDate', '>=', from)
    .where('priceDate', '<=', to)
    .orderBy('priceId')
    .execute();

describe('rolling the demo prices forward', () => {
  it('adds the demo days through yesterday in China and never touches operator or imported rows', async () => {
    expect((await seedPrices(app.services.db, { now: made })).rows).toBeGreaterThan(40_000);
    expect((await rowsOf('2026-11-11', '2026-11-30')).length).toBe(0);

    // An operator enters 11-16 (through the console's call), an import loads 11-17 for one series.
    const entered = await post(
      app,
      '/admin/prices/enter',
      { date: '2026-11-16', confirm: true, rows: [{ regionId: JINXIANG, goodsId: '1', specsId: '3', avgPrice: 9.99, maxPrice: 10.5, minPrice: 9.5 }] },
      operator.accessToken,
    );
    expect(entered.status).toBe(200);
    const csv = [
      'priceDate,priceYear,priceMonth,priceDay,batchNum,regionId,goodsId,specsId,avgPrice,maxPrice,minPrice',
      `2026-11-17,2026,11,17,20261117,${JINXIANG},1,4,8.88,9.00,8.80`,
    ].join('\n');
    expect((await importCsv(app.services.db, 'price', csv)).ok).toBe(true);
    const written = await rowsOf('2026-11-16', '2026-11-17');
    expect(written).toEqual([
      { priceId: `2026-11-16|${JINXIANG}|1|3`, avgPrice: 9.99, maxPrice: 10.5, minPrice: 9.5, source: 'operator' },
      { priceId: `2026-11-17|${JINXIANG}|1|4`, avgPrice: 8.88, maxPrice: 9, minPrice: 8.8, source: 'import' },
    ]);

    const rolled = await seedPrices(app.services.db, { now: started });
    const expected = demoPriceRowsBetween('2026-11-11', '2026-11-20').filter(
      (r) => r.priceId !== `2026-11-16|${JINXIANG}|1|3` && r.priceId !== `2026-11-17|${JINXIANG}|1|4`,
    );
    expect(rolled.rows).toBe(expected.length);
    const after = await rowsOf('2026-11-11', '2026-11-30');
    // Yesterday is there, today is not (its figures are not published yet).
    expect(after.some((r) => r.priceId.startsWith('2026-11-20|'))).toBe(true);
    expect(after.some((r) => r.priceId.startsWith('2026-11-21|'))).toBe(false);
    // The operator's and the import's rows are as they were written.
    expect(after.filter((r) => r.source !== 'demo')).toEqual(written);
    // Every other row is the demo series' own figures for that day.
    expect(after.filter((r) => r.source === 'demo').map((r) => [r.priceId, Number(r.avgPrice)])).toEqual(
      expected.map((r) => [r.priceId, r.avgPrice]).sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );

    // A second start the same day adds nothing.
    expect((await seedPrices(app.services.db, { now: started })).rows).toBe(0);
  });
});
