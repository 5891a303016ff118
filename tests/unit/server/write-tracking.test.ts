import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { writtenTable } from '../../../src/server/db/write-tracking.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'garlic-writes-'));
let handle: DatabaseHandle;
const seen: string[][] = [];
beforeAll(async () => {
  handle = await openDatabase({ dataDir });
  handle.onWrite((tables) => seen.push([...tables]));
});
afterAll(() => handle.close());

const row = (id: string) => ({ dictItemId: id, dictCode: 'specs', id, name: id, nameEn: id, sort: 1 });

describe('writtenTable', () => {
  it('names the table of an insert, update or delete as Kysely writes them, nothing for a read', () => {
    expect(writtenTable('insert into "buy_sell" ("a") values (?)')).toBe('buy_sell');
    expect(writtenTable('update "front_user" set "nickname" = ?')).toBe('front_user');
    expect(writtenTable('delete from "price" where "priceId" = ?')).toBe('price');
    expect(writtenTable('insert or replace into "menu" values (?)')).toBe('menu');
    expect(writtenTable('select * from "buy_sell"')).toBeUndefined();
  });
});

describe('write tracking', () => {
  it('reports a write outside a transaction once it ran, and none for a read', async () => {
    seen.length = 0;
    await handle.db.insertInto('dict_item').values(row('w1')).execute();
    await handle.db.selectFrom('dict_item').selectAll().execute();
    expect(seen).toEqual([['dict_item']]);
  });

  it("reports a transaction's tables once, at commit, and nothing when it rolls back", async () => {
    seen.length = 0;
    await handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('dict_item').values(row('w2')).execute();
      await trx.updateTable('front_user').set({ nickname: 'x' }).where('frontUserId', '=', 'nobody').execute();
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([['dict_item', 'front_user']]);
    seen.length = 0;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.insertInto('dict_item').values(row('w3')).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(seen).toEqual([]);
  });

  it("reports another process's commit (SQLite's data_version) as a change of every table", async () => {
    seen.length = 0;
    handle.checkOtherWriters();
    const other = new SQLite(join(dataDir, 'garlic-market.sqlite'));
    other.prepare("update dict_item set name = 'changed' where dictItemId = 'w1'").run();
    other.close();
    await new Promise((resolve) => setTimeout(resolve, 150));
    handle.checkOtherWriters();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual(expect.arrayContaining(['dict_item', 'buy_sell', 'price']));
  });
});
