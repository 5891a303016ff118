import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/database.ts';
import { seedReferenceData } from '../../../src/server/seed/reference-data.ts';
import { DEMO_POST_COUNT, isDatabaseEmpty, seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { verifyPassword } from '../../../src/server/auth/password.ts';
import { dicts } from '../../../generated/app.ts';
import { PRICE_BANDS } from '../../../src/server/seed/demo-texts.ts';
import { isValidMobilePhone } from '../../../src/shared/validators/phone.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const open: DatabaseHandle[] = [];
async function fresh() {
  const handle = await openDatabase({ dataDir: '', file: ':memory:' });
  open.push(handle);
  return handle.db;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

const ids = (code: keyof typeof dicts) => new Set<string>(dicts[code].items.map((i) => i.id));

describe('reference data', () => {
  it('writes every dictionary item, and again without duplicates', async () => {
    const db = await fresh();
    const expected = Object.values(dicts).reduce((n, d) => n + d.items.length, 0);
    expect(await seedReferenceData(db)).toBe(expected);
    await seedReferenceData(db);
    const rows = await db.selectFrom('dict_item').selectAll().execute();
    expect(rows).toHaveLength(expected);
    expect(rows.find((r) => r.dictItemId === 'region:370828')).toMatchObject({ name: '金乡', nameEn: 'Jinxiang', dictCode: 'region' });
  });
});

describe('demo data', () => {
  it('fills an empty database with posts over eight weeks, with valid ids, prices and phones', async () => {
    const db = await fresh();
    expect(await isDatabaseEmpty(db)).toBe(true);
    const summary = await seedDemoData(db, { now: NOW });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const posts = await db.selectFrom('buy_sell').selectAll().execute();
    expect(posts).toHaveLength(DEMO_POST_COUNT);
    expect(summary.posts).toBeGreaterThanOrEqual(200);
    const days = new Set(posts.map((p) => p.publishTime!.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(40);
    for (const p of posts) {
      const t = Date.parse(p.publishTime!);
      expect(t).toBeLessThanOrEqual(NOW.getTime());
      expect(t).toBeGreaterThan(NOW.getTime() - 57 * 86400_000);
      expect(ids('varieties').has(p.varietiesId)).toBe(true);
      expect(ids('specs').has(p.specsId)).toBe(true);
      expect(ids('region').has(p.regionId!)).toBe(true);
      const [low, high] = PRICE_BANDS[p.specsId]!;
      expect(p.price).toBeGreaterThanOrEqual(low);
      expect(p.price).toBeLessThanOrEqual(high);
      expect(isValidMobilePhone(p.contactPhone)).toBe(true);
    }
    const buying = posts.filter((p) => p.transactionType === '1').length / posts.length;
    expect(buying).toBeGreaterThan(0.3);
    expect(buying).toBeLessThan(0.6);
  });

  it('gives the demo account a working password and posts of both kinds, one off shelf', async () => {
    const db = await fresh();
    const { demoAccount } = await seedDemoData(db, { now: NOW });
    const user = await db.selectFrom('front_user').selectAll().where('phone', '=', demoAccount.phone).executeTakeFirstOrThrow();
    expect(await verifyPassword(user.passwordHash!, demoAccount.password)).toBe(true);
    const own = await db.selectFrom('buy_sell').selectAll().where('publishUserId', '=', user.frontUserId).execute();
    expect(new Set(own.map((p) => p.transactionType))).toEqual(new Set(['1', '2']));
    expect(own.some((p) => p.publishStatus === '0')).toBe(true);
  });

  it('is deterministic for the same moment', async () => {
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ passwordHash: _h, ...rest }) => rest);
    const [a, b] = [await fresh(), await fresh()];
    await seedDemoData(a, { now: NOW });
    await seedDemoData(b, { now: NOW });
    expect(await b.selectFrom('buy_sell').selectAll().orderBy('buySellId').execute()).toEqual(await a.selectFrom('buy_sell').selectAll().orderBy('buySellId').execute());
    expect(strip(await b.selectFrom('front_user').selectAll().orderBy('frontUserId').execute())).toEqual(strip(await a.selectFrom('front_user').selectAll().orderBy('frontUserId').execute()));
  });
});
