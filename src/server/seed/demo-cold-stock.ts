import type { ColdStorageAuthTable, ColdStorageInventoryTable } from '../../../generated/db.ts';
import type { Random } from './random.ts';
import { seededId } from './demo-users.ts';
import { currentMonth as currentStoreMonth, seasonFirstMonth, addMonths as shiftStoreMonth } from '../../shared/china-time.ts';

// Agents' monthly stock of their stores over the last season and this one (DOMAIN.md 2.6): intake
// June–August to a peak around September, drawn down by 25–40万吨 a month nationally through winter
// and spring to a 10–25% residue in May. Each store follows that shape with its own peak fill.

/** Share of a store's capacity in use at each month's record, January first. */
const FILL = [0.62, 0.52, 0.4, 0.28, 0.14, 0.35, 0.72, 0.9, 0.95, 0.9, 0.82, 0.72] as const;
/** Garlic scapes (蒜薹) come in with the April–May harvest and are sold by the new year. */
const SCAPES = [0, 0, 0, 0, 0.15, 0.14, 0.12, 0.1, 0.08, 0.06, 0.04, 0.02] as const;

const round10 = (n: number) => Math.round(n / 10) * 10;

function monthShares(goods: string[], month: number): [string, number][] {
  const shares: [string, number][] = [];
  if (goods.includes('2')) shares.push(['2', 0.1]);
  if (goods.includes('3') && SCAPES[month - 1]! > 0) shares.push(['3', SCAPES[month - 1]!]);
  if (goods.includes('4') && (month >= 7 || month <= 3)) shares.push(['4', 0.05]);
  if (goods.includes('6') && (month >= 10 || month <= 4)) shares.push(['6', 0.04]);
  return shares;
}

/** One store's month: tonnes and rooms by goods, never more than the store holds. */
export function storeMonth(
  random: Random,
  store: ColdStorageAuthTable,
  storeMonthKey: string,
  peak: number,
  now: number,
  n: number,
): ColdStorageInventoryTable[] {
  const month = Number(storeMonthKey.slice(5, 7));
  const capacity = store.fixedCapacity + (store.activityCapacity ?? 0);
  const holes = store.fixedHole + (store.activityHole ?? 0);
  const perHole = capacity / holes;
  const total = Math.min(capacity, round10(capacity * FILL[month - 1]! * peak * random.float(0.97, 1.03)));
  const goods: string[] = JSON.parse(store.goodsCategoryIdList);
  const others = monthShares(goods, month).map(([id, share]) => [id, round10(total * share)] as const);
  const garlic = total - others.reduce((s, [, t]) => s + t, 0);
  const lines = [['1', garlic] as const, ...others].filter(([, t]) => t > 0);
  let roomsLeft = holes;
  const recorded = new Date(now).toISOString();
  return lines.map(([id, tonnes], i) => {
    const rooms = Math.min(roomsLeft, Math.max(1, Math.round(tonnes / perHole)));
    roomsLeft -= rooms;
    return {
      inventoryId: seededId(now, n + i),
      coldStorageId: store.coldStorageAuthId,
      storeMonth: storeMonthKey,
      year: Number(storeMonthKey.slice(0, 4)),
      month,
      coldStorageCategoryId: id,
      hole: rooms,
      capacity: tonnes,
      recorderId: store.ownerId ?? '',
      createTime: recorded,
    };
  });
}

/**
 * From June of the previous season to last month for every store; this month for every other one,
 * so an agent has stores still to record.
 */
export function demoStock(random: Random, now: number, stores: ColdStorageAuthTable[]): ColdStorageInventoryTable[] {
  const current = currentStoreMonth(now);
  const first = shiftStoreMonth(seasonFirstMonth(current), -12);
  const rows: ColdStorageInventoryTable[] = [];
  stores.forEach((store, s) => {
    const peak = random.float(0.86, 1.02);
    for (let m = first; m <= current; m = shiftStoreMonth(m, 1)) {
      if (m === current && s % 2 === 1) continue;
      rows.push(...storeMonth(random, store, m, peak, now, rows.length));
    }
  });
  return rows;
}
