import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../../../src/server/db/database.ts';
import { seedDemoData } from '../../../src/server/seed/seed-demo-data.ts';
import { DEMO_MAP_ENTRY_COUNT, DEMO_RENTAL_COUNT, seedColdStorage } from '../../../src/server/seed/seed-cold-storage.ts';
import { STORE_COUNTIES } from '../../../src/server/seed/demo-cold-storage-places.ts';

const NOW = new Date('2026-11-20T02:30:00Z');
const handles: DatabaseHandle[] = [];
let db: Db;

async function seeded(now = NOW): Promise<Db> {
  const handle = await openDatabase({ dataDir: '', file: ':memory:' });
  handles.push(handle);
  await seedDemoData(handle.db, { now });
  await seedColdStorage(handle.db, { now });
  return handle.db;
}

const dump = async (d: Db) => ({
  stores: await d.selectFrom('cold_storage_auth').selectAll().orderBy('coldStorageAuthId').execute(),
  entries: await d.selectFrom('cold_storage_apply').selectAll().orderBy('coldStorageApplyId').execute(),
  rentals: await d.selectFrom('cold_storage_rent').selectAll().orderBy('coldStorageRentId').execute(),
  stock: await d.selectFrom('cold_storage_inventory').selectAll().orderBy('coldStorageId').orderBy('storeMonth').orderBy('coldStorageCategoryId').execute(),
});

beforeAll(async () => {
  db = await seeded();
});
afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
});

describe('demo cold storage', () => {
  it('certifies about forty stores of the demo users in the five garlic counties, most in Jinxiang', async () => {
    const { stores } = await dump(db);
    expect(stores.length).toBe(40);
    expect(new Set(stores.map((s) => s.name)).size).toBe(40);
    const counties = new Map(STORE_COUNTIES.map((c) => [c.countyCode, c]));
    for (const s of stores) {
      const county = counties.get(s.countyCode)!;
      expect(s.name.startsWith(county.county)).toBe(true);
      expect(Math.abs(s.latitude - county.towns[0]!.lat)).toBeLessThan(0.3);
      expect(Math.abs(s.longitude - county.towns[0]!.lng)).toBeLessThan(0.3);
      expect(s.fixedCapacity % s.fixedHole).toBe(0);
      expect(s.fixedCapacity / s.fixedHole).toBeGreaterThanOrEqual(county.holeTonnes[0] - 10);
      expect(JSON.parse(s.goodsCategoryIdList)[0]).toBe('1');
    }
    const jinxiang = stores.filter((s) => s.countyCode === '370828').length;
    expect(jinxiang).toBeGreaterThan(stores.length / 3);
    const demoAccount = await db.selectFrom('front_user').select('frontUserId').where('phone', '=', '13800138000').executeTakeFirstOrThrow();
    expect(stores.filter((s) => s.ownerId === demoAccount.frontUserId)).toHaveLength(2);
  });

  it('has two pages of map entries and of on-shelf rentals, with rents that read like the trade’s', async () => {
    const { stores, entries, rentals } = await dump(db);
    expect(entries).toHaveLength(DEMO_MAP_ENTRY_COUNT);
    expect(stores.length + entries.length).toBeGreaterThan(40);
    expect(rentals).toHaveLength(DEMO_RENTAL_COUNT);
    expect(rentals.filter((r) => r.publishStatus === '1').length).toBeGreaterThan(40);
    for (const r of rentals) {
      expect(r.rentPrice).toBeGreaterThanOrEqual(115);
      expect(r.rentPrice).toBeLessThanOrEqual(280);
      if (r.coldStorageAuthId) {
        const store = stores.find((s) => s.coldStorageAuthId === r.coldStorageAuthId)!;
        expect(r.publisherId).toBe(store.ownerId);
        expect(r.fixedCapacity).toBeLessThanOrEqual(store.fixedCapacity);
      }
    }
  });

  it('records agents’ stock that fits each store, filled in summer and drawn down through spring', async () => {
    const { stores, stock } = await dump(db);
    const byStore = new Map<string, Map<string, { capacity: number; hole: number }>>();
    for (const r of stock) {
      const months = byStore.get(r.coldStorageId) ?? new Map();
      const m = months.get(r.storeMonth) ?? { capacity: 0, hole: 0 };
      months.set(r.storeMonth, { capacity: m.capacity + r.capacity, hole: m.hole + r.hole });
      byStore.set(r.coldStorageId, months);
    }
    expect(byStore.size).toBe(28);
    for (const [id, months] of byStore) {
      const store = stores.find((s) => s.coldStorageAuthId === id)!;
      for (const m of months.values()) {
        expect(m.capacity).toBeLessThanOrEqual(store.fixedCapacity + (store.activityCapacity ?? 0));
        expect(m.hole).toBeLessThanOrEqual(store.fixedHole + (store.activityHole ?? 0));
      }
      expect(months.get('2025-09')!.capacity).toBeGreaterThan(months.get('2025-06')!.capacity);
      expect(months.get('2026-05')!.capacity).toBeLessThan(months.get('2026-01')!.capacity * 0.4);
      expect(months.has('2025-05')).toBe(false);
      expect(months.has('2026-10')).toBe(true);
    }
    const recordedNow = [...byStore.values()].filter((m) => m.has('2026-11')).length;
    expect(recordedNow).toBe(14);
  });

  it('is deterministic, and seeds only once', async () => {
    const again = await seeded();
    expect(await dump(again)).toEqual(await dump(db));
    expect(await seedColdStorage(again, { now: NOW })).toEqual({ table: 'cold_storage_auth', rows: 0 });
  });
});
