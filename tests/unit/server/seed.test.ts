import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Db } from '../../../src/server/db/database.ts';
import { seedReferenceData } from '../../../src/server/seed/reference-data.ts';
import { isDatabaseEmpty, seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { verifyPassword } from '../../../src/server/auth/password.ts';
import { dicts, type DictCode } from '../../../generated/app.ts';
import { entities } from '../../../generated/entities.ts';
import { chinaMonthOf } from '../../../src/shared/china-time.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const DAY = 86400_000;
const PHONE = /^1[3-9]\d{9}$/;
// 元/斤 bands of the brief by spec name, and processed goods by goods-type name.
const BANDS: Record<string, [number, number]> = {
  蒜米料: [1.8, 2.6],
  一般混级: [2.0, 3.0],
  中混级: [2.3, 3.3],
  大混级: [2.6, 3.6],
  '5.0公分': [2.8, 3.8],
  '5.5公分': [3.2, 4.3],
  '6.0公分': [3.6, 5.0],
  '6.5公分': [4.0, 6.5],
  '独头3.0公分': [7.5, 8.5],
  蒜米: [2.5, 5.25],
  蒜片: [8.5, 9.0],
};
// DOMAIN.md codes: county → [province, province code, county name].
const COUNTIES: Record<string, [string, string, string]> = {
  370828: ['山东省', '37', '金乡县'],
  320382: ['江苏省', '32', '邳州市'],
  410221: ['河南省', '41', '杞县'],
  410122: ['河南省', '41', '中牟县'],
  371324: ['山东省', '37', '兰陵县'],
  370116: ['山东省', '37', '莱芜区'],
  532932: ['云南省', '53', '鹤庆县'],
  130408: ['河北省', '13', '永年区'],
};

const open: DatabaseHandle[] = [];
async function fresh() {
  const handle = await openDatabase({ dataDir: '', file: ':memory:' });
  open.push(handle);
  return handle.db;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

const name = (code: DictCode, id: string | null) => dicts[code].items.find((i) => i.id === id)?.zh;
const share = <T>(rows: T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;
const dump = async (db: Db) => ({
  users: (await db.selectFrom('front_user').selectAll().orderBy('frontUserId').execute()).map(({ passwordHash: _h, ...rest }) => rest),
  posts: await db.selectFrom('buy_sell').selectAll().orderBy('buySellId').execute(),
});

/** Every dict field holds an id of its dictionary, every enum field one of its values. */
function expectValidCodes(entity: 'buySell' | 'user', row: Record<string, unknown>) {
  for (const [field, meta] of Object.entries(entities[entity].fields) as [string, { dict?: DictCode; enumLabels?: object }][]) {
    const value = row[field];
    if (value === null || value === undefined) continue;
    if (meta.dict) expect(name(meta.dict, value as string), `${field}=${String(value)}`).toBeDefined();
    if (meta.enumLabels) expect(Object.keys(meta.enumLabels), field).toContain(value);
  }
}

describe('reference data', () => {
  it('writes every dictionary item, again without duplicates, and drops items no longer in dicts.yaml', async () => {
    const db = await fresh();
    const expected = Object.values(dicts).reduce((n, d) => n + d.items.length, 0);
    await db.insertInto('dict_item').values({ dictItemId: 'specs:99', dictCode: 'specs', id: '99', name: '旧规格', nameEn: 'Old', sort: 99 }).execute();
    expect(await seedReferenceData(db)).toBe(expected);
    await seedReferenceData(db);
    const rows = await db.selectFrom('dict_item').selectAll().execute();
    expect(rows).toHaveLength(expected);
    expect(rows.find((r) => r.dictItemId === 'specs:99')).toBeUndefined();
    expect(rows.find((r) => r.dictItemId === 'region:370828')).toMatchObject({ id: '370828', name: '金乡', nameEn: 'Jinxiang', dictCode: 'region', sort: 0 });
    expect(rows.find((r) => r.dictItemId === 'specs:9')).toMatchObject({ name: '独头3.0公分', sort: 8 });
  });
});

describe('demo data', () => {
  it('fills an empty database with realistic posts over eight weeks of trading hours', async () => {
    const db = await fresh();
    expect(await isDatabaseEmpty(db)).toBe(true);
    const summary = await seedDemoData(db, { now: NOW });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const { users, posts } = await dump(db);
    expect(summary).toMatchObject({ users: users.length, posts: posts.length });
    expect(posts.length).toBeGreaterThanOrEqual(240);
    expect(users.length).toBeGreaterThanOrEqual(40);
    expect(new Set(posts.map((p) => p.publishTime!.slice(0, 10))).size).toBeGreaterThanOrEqual(40);
    expect(new Set(posts.map((p) => p.supplement)).size).toBeGreaterThanOrEqual(25);
    const phoneOf = new Map(users.map((u) => [u.frontUserId, u.phone]));
    for (const p of posts) {
      const t = Date.parse(p.publishTime!);
      expect(t).toBeLessThanOrEqual(NOW.getTime());
      expect(t).toBeGreaterThan(NOW.getTime() - 56 * DAY);
      const hour = new Date(t + 8 * 3600_000).getUTCHours();
      expect(hour >= 6 && hour <= 20, p.publishTime!).toBe(true);
      expect(p.updateTime).toBe(p.publishTime);
      expectValidCodes('buySell', p);
      const [low, high] = BANDS[(p.productType === '3' ? name('goodsType', p.goodsTypeId) : name('specs', p.specsId))!]!;
      expect(p.price, `${p.specsId}/${p.goodsTypeId}`).toBeGreaterThanOrEqual(low);
      expect(p.price).toBeLessThanOrEqual(high);
      expect(Math.round(p.price * 100) / 100).toBe(p.price);
      expect(p.quantity).toBeGreaterThanOrEqual(5);
      expect(p.quantity).toBeLessThanOrEqual(600);
      expect(p.minTrading ?? 0).toBeLessThanOrEqual(p.quantity);
      expect(p.contactPhone).toBe(phoneOf.get(p.publishUserId!));
      expect(p.contacts.length).toBeGreaterThan(0);
      expect(p.supplement).not.toMatch(/[{}]/);
      expect(p.fileInfoList).toBe('[]');
      expect([p.goodsProvince, p.goodsProvinceCode, p.goodsProductionArea]).toEqual(COUNTIES[p.regionId!]);
      expect(p.goodsProductionAreaCode).toBe(p.regionId);
      if (p.goodsTownshipCode) expect(p.goodsTownshipCode.slice(0, 6)).toBe(p.regionId);
      expect(Math.abs(p.latitude! - (p.regionId === '532932' ? 26.5 : 35.3))).toBeLessThan(1.7);
      if (p.specsId === '9') expect([p.regionId, p.varietiesId]).toEqual(['532932', '7']);
      if (p.productType === '2') expect([8, 9, 10]).toContain(chinaMonthOf(Date.parse(p.publishTime!)));
    }
    expect(share(posts, (p) => p.transactionType === '1')).toBeGreaterThan(0.35);
    expect(share(posts, (p) => p.transactionType === '1')).toBeLessThan(0.55);
    expect(share(posts, (p) => p.productType === '1')).toBeGreaterThan(0.7);
    expect(posts.some((p) => p.productType === '2') && posts.some((p) => p.productType === '3')).toBe(true);
    expect(share(posts, (p) => p.buySellStatus === '3')).toBeGreaterThan(0.04);
    expect(share(posts, (p) => p.buySellStatus === '3')).toBeLessThan(0.2);
    expect(share(posts, (p) => p.publishStatus === '0')).toBeGreaterThan(0.03);
    expect(share(posts, (p) => p.publishStatus === '0')).toBeLessThan(0.15);
    expect(share(posts, (p) => p.isConceal === 0)).toBeGreaterThan(0.8);
    const recent = share(posts, (p) => Date.parse(p.publishTime!) > NOW.getTime() - 14 * DAY);
    expect(recent).toBeGreaterThan(0.35);
    // Ids sort by time: dump orders by id, so publish times never go back.
    expect(posts.map((p) => p.publishTime)).toEqual(posts.map((p) => p.publishTime).sort());
    expect(new Set(posts.map((p) => p.buySellId.length)).size).toBe(1);
    for (const u of users) {
      expect(u.phone).toMatch(PHONE);
      expectValidCodes('user', u);
      expect(Date.parse(u.createTime!)).toBeGreaterThan(NOW.getTime() - 366 * DAY);
    }
    expect(new Set(users.map((u) => u.phone)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.wxOpenid)).size).toBe(users.length);
    expect(users.find((u) => u.nickname === '邳州蒜业周经理')?.regionId).toBe('320382');
  });

  it('gives the demo account a working password and posts of both kinds, one off shelf', async () => {
    const db = await fresh();
    const { demoAccount } = await seedDemoData(db, { now: NOW });
    expect(demoAccount).toEqual({ phone: '13800138000', password: 'garlic123' });
    const user = await db.selectFrom('front_user').selectAll().where('phone', '=', demoAccount.phone).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ nickname: '蒜农老王', regionId: '370828', wxOpenid: 'demo-openid-0001', roles: '[]' });
    expect(await verifyPassword(user.passwordHash!, demoAccount.password)).toBe(true);
    expect(await verifyPassword(user.passwordHash!, 'garlic124')).toBe(false);
    const own = await db.selectFrom('buy_sell').selectAll().where('publishUserId', '=', user.frontUserId).execute();
    expect(own.length).toBeGreaterThanOrEqual(6);
    expect(new Set(own.map((p) => p.transactionType))).toEqual(new Set(['1', '2']));
    expect(own.some((p) => p.publishStatus === '0')).toBe(true);
  });

  it('is deterministic for the same moment, and follows the season of another', async () => {
    const [a, b, spring] = [await fresh(), await fresh(), await fresh()];
    await seedDemoData(a, { now: NOW });
    await seedDemoData(b, { now: NOW });
    expect(await dump(b)).toEqual(await dump(a));
    await seedDemoData(spring, { now: new Date('2026-04-10T04:00:00Z') });
    const posts = (await dump(spring)).posts;
    expect(posts.some((p) => p.productType === '2')).toBe(false);
    expect(posts.every((p) => ['1', '3', '5', '6'].includes(p.goodsTypeId!))).toBe(true);
  });
});

// Only where a PostgreSQL is given (npm test runs the unit project without one).
if (process.env.DATABASE_URL)
  describe('on PostgreSQL', () => {
    it('writes the same rows as SQLite', async () => {
      const url = process.env.DATABASE_URL!;
      const schema = `seed_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      try {
        const handle = await openDatabase({
          url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
          dataDir: '',
        });
        open.push(handle);
        await seedReferenceData(handle.db);
        expect(await isDatabaseEmpty(handle.db)).toBe(true);
        await seedDemoData(handle.db, { now: NOW });
        const lite = await fresh();
        await seedDemoData(lite, { now: NOW });
        expect(await dump(handle.db)).toEqual(await dump(lite));
        await handle.close();
        open.splice(open.indexOf(handle), 1);
      } finally {
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    });
  });
