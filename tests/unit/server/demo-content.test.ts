import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../../../src/server/db/database.ts';
import { seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { DEMO_ACCOUNT } from '../../../src/server/seed/demo-users.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const open: DatabaseHandle[] = [];
async function seeded(now = NOW) {
  const handle = await openDatabase({ dataDir: '', file: ':memory:' });
  open.push(handle);
  await seedDemoData(handle.db, { now });
  return handle.db;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

const TABLES = [
  ['conjuncture', 'conjunctureId', '2', ['agree', 'disagree', 'comment', 'collection']],
  ['quotation_article', 'quotationArticleId', '3', ['agree', 'disagree', 'comment', 'collection']],
  ['forum_post', 'forumId', '4', ['agree', 'disagree', 'comment', 'collection']],
  ['forefront_info', 'id', '5', ['agree', 'comment', 'collection']],
  ['buy_sell', 'buySellId', '1', ['collection']],
] as const;

async function all(db: Db, table: string): Promise<Record<string, unknown>[]> {
  return (db as any).selectFrom(table).selectAll().execute();
}

describe('demo community content', () => {
  it('fills every public list past its second page, written by existing users', async () => {
    const db = await seeded();
    const users = new Set((await all(db, 'front_user')).map((u) => u.frontUserId));
    for (const [table] of TABLES.slice(0, 4)) expect((await all(db, table)).length, table).toBeGreaterThanOrEqual(41);
    const listed = (await all(db, 'conjuncture')).filter((r) => r.publishStatus === '1');
    expect(listed.length).toBeGreaterThanOrEqual(41);
    for (const table of ['conjuncture', 'quotation_article', 'forum_post']) {
      for (const row of await all(db, table)) expect(users.has(row.publisherId), `${table} ${String(row.publisherId)}`).toBe(true);
    }
  });

  it('keeps counters that match the rows they count', async () => {
    const db = await seeded();
    const toggles = await all(db, 'user_toggle');
    const comments = await all(db, 'user_comment');
    expect(toggles.length).toBeGreaterThan(500);
    expect(comments.length).toBeGreaterThan(200);
    for (const [table, id, type, counters] of TABLES) {
      for (const row of await all(db, table)) {
        for (const counter of counters) {
          const rows =
            counter === 'comment'
              ? comments.filter((c) => c.businessType === type && c.businessId === row[id])
              : toggles.filter((t) => t.kind === counter && t.businessType === type && t.businessId === row[id]);
          expect(row[`${counter}Count`], `${table} ${String(row[id])} ${counter}`).toBe(rows.length);
        }
        expect(Number(row.readCount)).toBeGreaterThanOrEqual(0);
      }
    }
    const keys = toggles.map((t) => `${String(t.kind)}|${String(t.businessType)}|${String(t.businessId)}|${String(t.frontUserId)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('dates comments and toggles after what they are about and before now', async () => {
    const db = await seeded();
    const times = new Map<string, number>();
    for (const [table, id, type] of TABLES)
      for (const row of await all(db, table)) times.set(`${type}:${String(row[id])}`, Date.parse(String(row.publishTime)));
    for (const row of [...(await all(db, 'user_comment')), ...(await all(db, 'user_toggle'))]) {
      const at = Date.parse(String(row.createTime));
      expect(at).toBeGreaterThanOrEqual(times.get(`${String(row.businessType)}:${String(row.businessId)}`)!);
      expect(at).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it("quotes prices by grade within the trade's bands (元/斤) and writes the reports in Chinese", async () => {
    const db = await seeded();
    for (const row of await all(db, 'conjuncture')) {
      const prices = JSON.parse(String(row.priceList)) as { specsId: string; price: number }[];
      expect(prices.length).toBeGreaterThan(0);
      for (const { specsId, price } of prices) {
        const [low, high] = Number(specsId) <= 4 ? [1, 5] : specsId === '9' ? [7, 9] : [2.5, 8];
        expect(price, `spec ${specsId}`).toBeGreaterThanOrEqual(low);
        expect(price, `spec ${specsId}`).toBeLessThanOrEqual(high);
      }
      expect(String(row.conjunctureContent)).toMatch(/元\/斤/);
      expect(String(row.conjunctureContent).match(/[\u4e00-\u9fa5]/g)?.length ?? 0).toBeGreaterThan(40);
    }
    const titles = (await all(db, 'forum_post')).map((r) => r.forumTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives the demo account its own articles and two pages of each favourites tab', async () => {
    const db = await seeded();
    const demo = (await all(db, 'front_user')).find((u) => u.phone === DEMO_ACCOUNT.phone)!;
    const own = (table: string) => all(db, table).then((rows) => rows.filter((r) => r.publisherId === demo.frontUserId).length);
    expect((await own('conjuncture')) + (await own('quotation_article')) + (await own('forum_post'))).toBeGreaterThanOrEqual(21);
    const collected = (await all(db, 'user_toggle')).filter((t) => t.kind === 'collection' && t.frontUserId === demo.frontUserId);
    expect(collected.filter((t) => t.businessType === '1').length).toBeGreaterThanOrEqual(21);
    expect(collected.filter((t) => t.businessType !== '1').length).toBeGreaterThanOrEqual(21);
  });

  it('is the same for the same moment', async () => {
    const [a, b] = [await seeded(), await seeded()];
    for (const table of ['conjuncture', 'quotation_article', 'forum_post', 'forefront_info', 'user_comment', 'user_toggle']) {
      const order = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
      expect(order(await all(a, table)), table).toEqual(order(await all(b, table)));
    }
  });
});
