import type { Db } from '../db/database.ts';
import type { ColdStorageAuthTable } from '../../../generated/db.ts';
import { requireUser, type Handler } from '../engine/context.ts';
import { dictName } from '../engine/rows.ts';
import { newId } from '../db/ids.ts';
import { badRequest } from '../http/api-error.ts';
import { ownStore } from './cold-storage-auth.ts';
import { tonnes } from './cold-storage-figures.ts';
import { currentMonth as currentStoreMonth, addMonths as shiftStoreMonth } from '../../shared/china-time.ts';

type Category = { coldStorageCategoryId: string; hole: number; capacity: number };

export function storeGoods(store: ColdStorageAuthTable): string[] {
  try {
    const ids: unknown = JSON.parse(store.goodsCategoryIdList ?? '[]');
    return Array.isArray(ids) ? ids.map(String) : [];
  } catch {
    return [];
  }
}

export const storeCapacity = (s: ColdStorageAuthTable) => tonnes(Number(s.fixedCapacity) + Number(s.activityCapacity ?? 0));
export const storeHoles = (s: ColdStorageAuthTable) => Number(s.fixedHole) + Number(s.activityHole ?? 0);

const named = (c: Category) => ({
  coldStorageCategoryId: c.coldStorageCategoryId,
  name: dictName('goodsCategory', c.coldStorageCategoryId),
  hole: Number(c.hole),
  capacity: tonnes(Number(c.capacity)),
});

async function monthRows(db: Db, storeId: string, storeMonth: string): Promise<Category[]> {
  return db
    .selectFrom('cold_storage_inventory')
    .select(['coldStorageCategoryId', 'hole', 'capacity'])
    .where('coldStorageId', '=', storeId)
    .where('storeMonth', '=', storeMonth)
    .orderBy('coldStorageCategoryId')
    .execute();
}

async function detailOf(db: Db, store: ColdStorageAuthTable, storeMonth: string) {
  const lastMonth = shiftStoreMonth(storeMonth, -1);
  const [that, last, history] = await Promise.all([
    monthRows(db, store.coldStorageAuthId, storeMonth),
    monthRows(db, store.coldStorageAuthId, lastMonth),
    db
      .selectFrom('cold_storage_inventory')
      .select((eb) => ['storeMonth', eb.fn.sum<number>('hole').as('hole'), eb.fn.sum<number>('capacity').as('capacity')])
      .where('coldStorageId', '=', store.coldStorageAuthId)
      .where('storeMonth', '>', shiftStoreMonth(storeMonth, -12))
      .where('storeMonth', '<=', storeMonth)
      .groupBy('storeMonth')
      .orderBy('storeMonth')
      .execute(),
  ]);
  return {
    coldStorageId: store.coldStorageAuthId,
    coldStorageAuthId: store.coldStorageAuthId,
    name: store.name,
    storeMonth,
    lastMonth,
    threshold: storeCapacity(store),
    holeThreshold: storeHoles(store),
    totalCapacity: tonnes(that.reduce((s, c) => s + Number(c.capacity), 0)),
    totalHole: that.reduce((s, c) => s + Number(c.hole), 0),
    recorded: that.length > 0,
    goodsCategoryList: storeGoods(store).map((id) => ({ coldStorageCategoryId: id, name: dictName('goodsCategory', id) })),
    thatMonthCategoryList: that.map(named),
    lastMonthCategoryList: last.map(named),
    history: history.map((h) => ({ storeMonth: h.storeMonth, hole: Number(h.hole), capacity: tonnes(Number(h.capacity)) })),
  };
}

function monthAsked(storeMonth: unknown): string {
  const current = currentStoreMonth();
  if (storeMonth === undefined) return current;
  if (String(storeMonth) > current) throw badRequest(`storeMonth ${String(storeMonth)} is still to come; record this month (${current}) or an earlier one`);
  return String(storeMonth);
}

/** GET /v1/cold-storage-inventory/my/detail: one of the agent's stores, a month with the one before. */
export const inventoryMyDetail: Handler<'inventoryMyDetail'> = async (ctx) => {
  const store = await ownStore(ctx.services.db, String(ctx.input.coldStorageAuthId), requireUser(ctx).frontUserId);
  return { data: await detailOf(ctx.services.db, store, monthAsked(ctx.input.storeMonth)) };
};

/** The month's goods, checked against the store: its own goods, each once, within its rooms and tonnes. */
export function checkMonth(store: ColdStorageAuthTable, list: Category[]): void {
  const goods = storeGoods(store);
  const seen = new Set<string>();
  list.forEach((c, i) => {
    const at = `thatMonthCategoryList.${i}.coldStorageCategoryId`;
    if (!goods.includes(c.coldStorageCategoryId))
      throw badRequest(`${at} ${c.coldStorageCategoryId} is not among the goods this store keeps (${goods.join(', ')})`);
    if (seen.has(c.coldStorageCategoryId)) throw badRequest(`${at} ${c.coldStorageCategoryId} is listed twice`);
    seen.add(c.coldStorageCategoryId);
  });
  const hole = list.reduce((s, c) => s + c.hole, 0);
  const capacity = tonnes(list.reduce((s, c) => s + c.capacity, 0));
  if (hole > storeHoles(store)) throw badRequest(`thatMonthCategoryList fills ${hole} rooms, more than the store's ${storeHoles(store)}`);
  if (capacity > storeCapacity(store))
    throw badRequest(`thatMonthCategoryList holds ${capacity} t, more than the store's capacity of ${storeCapacity(store)} t`);
}

/** POST /v1/cold-storage-inventory/save: the month's stock by goods, replacing the month's rows at once. */
export const inventorySave: Handler<'inventorySave'> = async (ctx) => {
  const { db } = ctx.services;
  const agentId = requireUser(ctx).frontUserId;
  const input = ctx.input;
  const store = await ownStore(db, input.coldStorageId, agentId);
  const storeMonth = monthAsked(input.storeMonth);
  checkMonth(store, input.thatMonthCategoryList);
  const now = Date.now();
  const rows = input.thatMonthCategoryList.map((c) => ({
    inventoryId: newId(now),
    coldStorageId: store.coldStorageAuthId,
    storeMonth,
    year: Number(storeMonth.slice(0, 4)),
    month: Number(storeMonth.slice(5, 7)),
    coldStorageCategoryId: c.coldStorageCategoryId,
    hole: c.hole,
    capacity: tonnes(c.capacity),
    recorderId: agentId,
    createTime: new Date(now).toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cold_storage_inventory').where('coldStorageId', '=', store.coldStorageAuthId).where('storeMonth', '=', storeMonth).execute();
    await trx.insertInto('cold_storage_inventory').values(rows).execute();
  });
  return { data: await detailOf(db, store, storeMonth) };
};

/** GET /v1/cold-storage-inventory/my/list: the agent's stores with their latest recorded month. */
export const inventoryMyList: Handler<'inventoryMyList'> = async (ctx) => {
  const { db } = ctx.services;
  const current = currentStoreMonth();
  const stores = await db
    .selectFrom('cold_storage_auth')
    .selectAll()
    .where('ownerId', '=', requireUser(ctx).frontUserId)
    .orderBy('createTime', 'desc')
    .orderBy('coldStorageAuthId', 'desc')
    .execute();
  const months =
    stores.length === 0
      ? []
      : await db
          .selectFrom('cold_storage_inventory')
          .select((eb) => ['coldStorageId', 'storeMonth', eb.fn.sum<number>('hole').as('hole'), eb.fn.sum<number>('capacity').as('capacity')])
          .where(
            'coldStorageId',
            'in',
            stores.map((s) => s.coldStorageAuthId),
          )
          .where('storeMonth', '<=', current)
          .groupBy(['coldStorageId', 'storeMonth'])
          .execute();
  const latest = new Map<string, (typeof months)[number]>();
  for (const m of months) if ((latest.get(m.coldStorageId)?.storeMonth ?? '') < m.storeMonth) latest.set(m.coldStorageId, m);
  return {
    data: stores.map((s) => {
      const m = latest.get(s.coldStorageAuthId);
      return {
        coldStorageAuthId: s.coldStorageAuthId,
        name: s.name,
        county: s.county ?? '',
        countyCode: s.countyCode ?? '',
        capacity: storeCapacity(s),
        hole: storeHoles(s),
        currentMonth: current,
        recordedThisMonth: m?.storeMonth === current,
        latestMonth: m?.storeMonth ?? null,
        latestCapacity: m ? tonnes(Number(m.capacity)) : 0,
        latestHole: m ? Number(m.hole) : 0,
      };
    }),
  };
};
