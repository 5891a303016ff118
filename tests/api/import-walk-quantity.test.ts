import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { importCsv } from '../../src/server/import/import-rows.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get } from './helpers/calls.ts';

const good = readFileSync(new URL('../fixtures/walk-quantity.csv', import.meta.url), 'utf8');
const bad = readFileSync(new URL('../fixtures/walk-quantity-bad.csv', import.meta.url), 'utf8');

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('walk_quantity')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('import walk-quantity', () => {
  it('loads the sample file, one row per market and day, and the statistics see it', async () => {
    const result = await importCsv(app.services.db, 'walkQuantity', good);
    expect(result).toEqual({ ok: true, loaded: 6, replaced: 0, problems: [] });
    expect(await count()).toBe(6);
    const row = await app.services.db.selectFrom('walk_quantity').selectAll().where('walkQuantityId', '=', '2025-12-08|370828').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      walkQuantityDate: '2025-12-08',
      year: 2025,
      month: 12,
      day: 8,
      regionId: '370828',
      dryArkQuantity: 0,
      frozenArkQuantity: 118,
      truckQuantity: 82,
      totalQuantity: 200,
    });
    const { data } = (await get(app, '/v1/walk-quantity/monthChain', { walkQuantityDate: '2025-07' })).body;
    expect(data.total.current).toBe(157 + 75 + 11);
    expect(data.routes[0]).toMatchObject({ routeId: '1', current: 72 + 31 + 2 });
  });

  it('replaces rows with the same date and market on a second load', async () => {
    const result = await importCsv(app.services.db, 'walkQuantity', good);
    expect(result).toMatchObject({ ok: true, loaded: 6, replaced: 6 });
    expect(await count()).toBe(6);
  });

  it('reports each bad row with its line and reason, and writes nothing of the file', async () => {
    const result = await importCsv(app.services.db, 'walkQuantity', bad);
    expect(result.ok).toBe(false);
    expect(result.loaded).toBe(0);
    expect(result.problems.map((p) => p.line)).toEqual([3, 5, 6]);
    expect(result.problems[0]!.message).toMatch(/^regionId .*\(got "999999"\)$/);
    expect(result.problems[1]!.message).toBe('truckQuantity must be integer (got "abc")');
    expect(result.problems[2]!.message).toBe('frozenArkQuantity must be >= 0 (got "-3")');
    expect(await count()).toBe(6);
    const written = await app.services.db.selectFrom('walk_quantity').select('walkQuantityId').where('walkQuantityDate', '=', '2025-12-09').execute();
    expect(written).toEqual([]);
  });
});
