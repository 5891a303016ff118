import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../../../src/server/db/database.ts';
import { seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { seedPioneers } from '../../../src/server/seed/demo-pioneers.ts';
import { DEMO_ACCOUNT } from '../../../src/server/seed/demo-users.ts';
import { addMonths } from '../../../src/server/handlers/pioneer-periods.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const open: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

async function seeded(): Promise<Db> {
  const handle = await openDatabase({ dataDir: '', file: ':memory:' });
  open.push(handle);
  await seedDemoData(handle.db, { now: NOW });
  await seedPioneers(handle.db, { now: NOW });
  return handle.db;
}

const dump = async (db: Db) => ({
  pioneers: await db.selectFrom('garlic_pioneer_user').selectAll().orderBy('id').execute(),
  fees: await db.selectFrom('garlic_pioneer_fee_model').selectAll().orderBy('feeModelId').execute(),
  articles: await db.selectFrom('garlic_pioneer_article').selectAll().orderBy('id').execute(),
  orders: await db.selectFrom('garlic_pioneer_order').selectAll().orderBy('orderId').execute(),
  subscriptions: await db.selectFrom('garlic_pioneer_subscribe').selectAll().orderBy('subscribeId').execute(),
});

describe('demo pioneers', () => {
  it('are the same on every machine for the same now, and seed only once', async () => {
    const a = await seeded();
    const b = await seeded();
    const first = await dump(a);
    expect(await dump(b)).toEqual(first);
    expect(await seedPioneers(a, { now: NOW })).toEqual({ table: 'garlic_pioneer_user', rows: 0 });
    expect((await dump(a)).articles).toHaveLength(first.articles.length);
  });

  it('give every list at least two pages and the demo account a full centre', async () => {
    const { pioneers, articles, orders, subscriptions } = await dump(await seeded());
    const demo = (await (await seeded()).selectFrom('front_user').select('frontUserId').where('phone', '=', DEMO_ACCOUNT.phone).executeTakeFirstOrThrow())
      .frontUserId;
    const active = pioneers.filter((p) => p.status === '1');
    expect(pioneers).toHaveLength(15);
    expect(active.length).toBeGreaterThan(10); // the pioneer list pages by 10
    expect(articles.filter((a) => !a.isDraft && a.status === '1' && active.some((p) => p.id === a.pioneerId)).length).toBeGreaterThan(100);
    const mine = articles.filter((a) => a.publishUserId === demo);
    expect(mine.filter((a) => a.isDraft).length).toBe(2);
    expect(mine.length).toBeGreaterThan(20);
    expect(orders.filter((o) => o.publishUserId === demo && o.status === '1').length).toBeGreaterThan(20);
    const read = subscriptions.filter((s) => s.frontUserId === demo);
    expect(read.length).toBeGreaterThan(10); // the subscribed list pages by 10 too
    expect(read.filter((s) => s.endTime > NOW.toISOString()).length).toBeGreaterThanOrEqual(5);
    expect(read.filter((s) => s.endTime <= NOW.toISOString()).length).toBeGreaterThanOrEqual(2);
  });

  it('write prices in 元/斤 within the trade’s bands, and paid and free articles', async () => {
    const { articles } = await dump(await seeded());
    const prices = articles.flatMap((a) =>
      [...a.content.matchAll(/(\d+\.\d{2})(?:-(\d+\.\d{2}))?元\/斤/g)].flatMap((m) => [Number(m[1]), ...(m[2] ? [Number(m[2])] : [])]),
    );
    expect(prices.length).toBeGreaterThan(100);
    for (const p of prices) expect(p).toBeGreaterThanOrEqual(1);
    for (const p of prices) expect(p).toBeLessThanOrEqual(8.5);
    const paid = articles.filter((a) => a.subscribeType === '2').length;
    expect(paid / articles.length).toBeGreaterThan(0.2);
    expect(paid / articles.length).toBeLessThan(0.6);
    for (const a of articles) expect(a.content.length).toBeGreaterThan(60);
    for (const a of articles) expect(a.title.length).toBeLessThanOrEqual(60);
  });

  it('charge the listed price and chain each subscription from its paid orders', async () => {
    const { fees, orders, subscriptions } = await dump(await seeded());
    for (const o of orders) {
      const fee = fees.find((f) => f.feeModelId === o.feeModelId)!;
      expect([o.amount, o.months, o.goodsId]).toEqual([fee.price, fee.months, fee.goodsId]);
      expect(o.createTime! <= NOW.toISOString()).toBe(true);
      if (o.status === '1') expect(o.subscribeEnd).toBe(addMonths(new Date(o.subscribeStart!), o.months).toISOString());
      else expect([o.payTime, o.subscribeEnd]).toEqual([null, null]);
    }
    for (const s of subscriptions) {
      const paid = orders.filter((o) => o.status === '1' && o.frontUserId === s.frontUserId && o.pioneerId === s.pioneerId && o.goodsId === s.goodsId);
      expect(s.endTime).toBe(
        paid
          .map((o) => o.subscribeEnd!)
          .sort()
          .at(-1),
      );
      expect(s.lastOrderId).toBe(paid.sort((x, y) => (x.payTime! < y.payTime! ? -1 : 1)).at(-1)!.orderId);
    }
    expect(orders.some((o) => o.status === '0')).toBe(true);
    expect(orders.some((o) => o.status === '2')).toBe(true);
  });
});
