import { describe, expect, it } from 'vitest';
import { SqliteDialect, Kysely } from 'kysely';
import SQLite from 'better-sqlite3';
import { listHolds, resetOnChange } from '../../../src/server/engine/entity-rules.ts';
import { entityMeta } from '../../../src/server/engine/rows.ts';

const meta = entityMeta('broker');
const stored = {
  brokerName: '金乡蒜行老张',
  brokerPhone: '13953700021',
  certFiles: JSON.stringify([{ fileName: 'a.jpg', filePath: '/files/a.jpg' }]),
  isAssociationAuth: 1,
};

describe('resetOnChange', () => {
  it('keeps the certification when the vouched-for fields come back the same, in any key order', () => {
    const values: Record<string, unknown> = {
      brokerName: '金乡蒜行老张',
      certFiles: JSON.stringify([{ filePath: '/files/a.jpg', fileName: 'a.jpg' }]),
      workingYears: 3,
    };
    resetOnChange(meta, values, stored);
    expect(values.isAssociationAuth).toBeUndefined();
  });

  it('resets it to its default when one of them changes', () => {
    const values: Record<string, unknown> = { certFiles: JSON.stringify([]) };
    resetOnChange(meta, values, stored);
    expect(values.isAssociationAuth).toBe(0);
  });
});

describe('listHolds', () => {
  it('matches a whole item of a stored list, taking % and _ literally', async () => {
    const db = new Kysely<{ t: { id: number; list: string } }>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema.createTable('t').addColumn('id', 'integer').addColumn('list', 'text').execute();
    await db
      .insertInto('t')
      .values([
        { id: 1, list: '["1","6"]' },
        { id: 2, list: '["11"]' },
        { id: 3, list: '["a%b"]' },
        { id: 4, list: '["axb"]' },
      ])
      .execute();
    const ids = async (item: string) => (await db.selectFrom('t').select('id').where(listHolds('list', item)).orderBy('id').execute()).map((r) => r.id);
    expect(await ids('1')).toEqual([1]);
    expect(await ids('11')).toEqual([2]);
    expect(await ids('a%b')).toEqual([3]);
    expect(await ids('a_b')).toEqual([]);
    await db.destroy();
  });
});
