import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { bulkInsert } from '../../src/server/db/bulk-insert.ts';
import { startTestApp } from './helpers/test-app.ts';

// The demo seed's inserts (decision 0136), on SQLite and on PostgreSQL: rows over several statements
// arrive as the query builder would have written them, and rows of differing columns are refused.
let app: App;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    exportQuantityId: `bulk-${String(i).padStart(5, '0')}`,
    exportYear: 2020 + (i % 7),
    exportMonth: 1 + (i % 12),
    exportCountry: i % 3 === 0 ? 'Indonesia' : 'Viet "Nam"',
    sumQuantity: i * 37,
    estimate: i % 2,
    source: i % 5 === 0 ? null : 'demo',
  }));

const stored = (prefix: string) =>
  app.services.db
    .selectFrom('export_quantity')
    .select(['exportQuantityId', 'exportYear', 'exportMonth', 'exportCountry', 'sumQuantity', 'estimate', 'source'])
    .where('exportQuantityId', 'like', `${prefix}%`)
    .orderBy('exportQuantityId')
    .execute();

describe('bulkInsert', () => {
  it('writes every row, over several statements, as the query builder does', async () => {
    const rows = rowsOf(1_234);
    expect(await bulkInsert(app.services.db, 'export_quantity', rows)).toBe(rows.length);
    expect(await stored('bulk-')).toEqual(rows);

    const built = rowsOf(5).map((r) => ({ ...r, exportQuantityId: `built-${r.exportQuantityId}` }));
    await app.services.db.insertInto('export_quantity').values(built).execute();
    const again = built.map((r) => ({ ...r, exportQuantityId: `again-${r.exportQuantityId}` }));
    await bulkInsert(app.services.db, 'export_quantity', again);
    expect((await stored('again-')).map((r) => ({ ...r, exportQuantityId: r.exportQuantityId.slice(6) }))).toEqual(await stored('built-'));
  });

  it('refuses rows whose columns differ, writing none of them', async () => {
    const [a, b] = rowsOf(2).map((r) => ({ ...r, exportQuantityId: `odd-${r.exportQuantityId}` }));
    const { source: _dropped, ...withoutSource } = b!;
    await expect(bulkInsert(app.services.db, 'export_quantity', [a!, withoutSource])).rejects.toThrow(/rows differ in their columns/);
    await expect(bulkInsert(app.services.db, 'export_quantity', [a!, { ...b!, source: undefined }])).rejects.toThrow(/rows differ/);
    expect(await stored('odd-')).toEqual([]);
  });

  it('writes nothing for no rows', async () => {
    expect(await bulkInsert(app.services.db, 'export_quantity', [])).toBe(0);
  });
});
