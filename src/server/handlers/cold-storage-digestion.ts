import { requireUser, type Handler } from '../engine/context.ts';
import { dictName } from '../engine/rows.ts';
import { storeCapacity } from './cold-storage-inventory.ts';
import { percent, tonnes } from './cold-storage-figures.ts';
import { seasonFirstMonth, addMonths as shiftStoreMonth } from '../../shared/china-time.ts';

type Figure = { key: string; name: string; capacity: number; lastCapacity: number };

function add(map: Map<string, Figure>, key: string, name: string, part: 'capacity' | 'lastCapacity', value: number) {
  const f = map.get(key) ?? { key, name, capacity: 0, lastCapacity: 0 };
  f[part] += value;
  map.set(key, f);
}

function rows(map: Map<string, Figure>) {
  return [...map.values()]
    .map((f) => ({ ...f, capacity: tonnes(f.capacity), lastCapacity: tonnes(f.lastCapacity), digestion: tonnes(f.lastCapacity - f.capacity) }))
    .sort((a, b) => b.lastCapacity - a.lastCapacity || b.capacity - a.capacity || a.key.localeCompare(b.key));
}

/**
 * GET /v1/cold-storage-inventory/my/region_digestion {storeMonth}: the agent's stores' stock in the
 * month against the month before, by county, goods and store, and how much of the season's peak is gone.
 */
export const inventoryRegionDigestion: Handler<'inventoryRegionDigestion'> = async (ctx) => {
  const { db } = ctx.services;
  const storeMonth = String(ctx.input.storeMonth);
  const lastMonth = shiftStoreMonth(storeMonth, -1);
  const stores = await db.selectFrom('cold_storage_auth').selectAll().where('ownerId', '=', requireUser(ctx).frontUserId).execute();
  const byId = new Map(stores.map((s) => [s.coldStorageAuthId, s]));
  const first = seasonFirstMonth(storeMonth) < lastMonth ? seasonFirstMonth(storeMonth) : lastMonth;
  const records =
    stores.length === 0
      ? []
      : await db
          .selectFrom('cold_storage_inventory')
          .select(['coldStorageId', 'storeMonth', 'coldStorageCategoryId', 'capacity'])
          .where('coldStorageId', 'in', [...byId.keys()])
          .where('storeMonth', '>=', first)
          .where('storeMonth', '<=', storeMonth)
          .execute();

  const byCounty = new Map<string, Figure>();
  const byCategory = new Map<string, Figure>();
  const byStore = new Map<string, Figure>();
  const season = new Map<string, number>();
  const recorded = new Set<string>();
  for (const r of records) {
    const capacity = Number(r.capacity);
    if (r.storeMonth >= seasonFirstMonth(storeMonth)) season.set(r.storeMonth, (season.get(r.storeMonth) ?? 0) + capacity);
    const part = r.storeMonth === storeMonth ? 'capacity' : r.storeMonth === lastMonth ? 'lastCapacity' : undefined;
    if (!part) continue;
    if (part === 'capacity') recorded.add(r.coldStorageId);
    const store = byId.get(r.coldStorageId)!;
    add(byCounty, store.countyCode, store.county ?? '', part, capacity);
    add(byCategory, r.coldStorageCategoryId, dictName('goodsCategory', r.coldStorageCategoryId), part, capacity);
    add(byStore, store.coldStorageAuthId, store.name, part, capacity);
  }
  const capacity = tonnes([...byStore.values()].reduce((s, f) => s + f.capacity, 0));
  const lastCapacity = tonnes([...byStore.values()].reduce((s, f) => s + f.lastCapacity, 0));
  const peak = [...season.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const seasonPeak = tonnes(peak?.[1] ?? 0);
  const allCapacity = tonnes(stores.reduce((s, store) => s + storeCapacity(store), 0));
  return {
    data: {
      storeMonth,
      lastMonth,
      stores: stores.length,
      recordedStores: recorded.size,
      storeCapacity: allCapacity,
      capacity,
      lastCapacity,
      digestion: tonnes(lastCapacity - capacity),
      seasonPeak,
      seasonPeakMonth: peak?.[0] ?? null,
      digestionRate: recorded.size > 0 ? percent(seasonPeak - capacity, seasonPeak) : null,
      fillRate: recorded.size > 0 ? percent(capacity, allCapacity) : null,
      byCounty: rows(byCounty),
      byCategory: rows(byCategory),
      byStore: rows(byStore),
    },
  };
};
