import { sql } from 'kysely';
import type { Handler } from '../engine/context.ts';
import { presentEntity } from '../engine/presented.ts';
import { dictName, type Row } from '../engine/rows.ts';
import type { DynamicExpressions } from '../db/dynamic.ts';

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
const orNull = (v: unknown) => (v === null || v === undefined ? null : round2(Number(v)));

/** GET /v1/cold-storage-apply/statistics: the big-data page's figures of stores and rentals. */
export const coldStorageStatistics: Handler<'coldStorageStatistics'> = async ({ services: { db } }) => {
  const sums = (eb: DynamicExpressions) => [
    eb.fn.countAll().as('stores'),
    eb.fn.sum(eb('fixedCapacity', '+', eb.fn.coalesce('activityCapacity', eb.lit(0)))).as('capacity'),
    eb.fn.sum(eb('fixedHole', '+', eb.fn.coalesce('activityHole', eb.lit(0)))).as('hole'),
  ];
  const auth = db.selectFrom('cold_storage_auth');
  const [total, counties, types, entries, rents] = await Promise.all([
    auth.select(sums).executeTakeFirst(),
    auth
      .select((eb) => ['countyCode', eb.fn.max('county').as('name'), ...sums(eb)])
      .groupBy('countyCode')
      .execute(),
    auth
      .select((eb) => ['type', ...sums(eb)])
      .groupBy('type')
      .execute(),
    db
      .selectFrom('cold_storage_apply')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('cold_storage_rent')
      .where('publishStatus', '=', '1')
      .select((eb) => [
        'rentType',
        eb.fn.countAll().as('listings'),
        eb.fn.sum(eb('fixedCapacity', '+', eb.fn.coalesce('activityCapacity', eb.lit(0)))).as('capacity'),
        eb.fn.avg('rentPrice').as('averagePrice'),
        eb.fn.min('rentPrice').as('minPrice'),
        eb.fn.max('rentPrice').as('maxPrice'),
      ])
      .groupBy('rentType')
      .execute(),
  ]);
  const count = (key: string, name: string, r: Row) => ({
    key,
    name,
    stores: Number(r.stores),
    capacity: round1(Number(r.capacity ?? 0)),
    hole: Number(r.hole ?? 0),
  });
  const byCapacity = (a: { capacity: number; key: string }, b: { capacity: number; key: string }) => b.capacity - a.capacity || a.key.localeCompare(b.key);
  const certifiedStores = Number(total?.stores ?? 0);
  return {
    data: {
      certifiedStores,
      certifiedCapacity: round1(Number(total?.capacity ?? 0)),
      certifiedHoles: Number(total?.hole ?? 0),
      mapEntries: certifiedStores + Number(entries?.n ?? 0),
      byCounty: counties.map((r) => count(String(r.countyCode), String(r.name ?? ''), r as Row)).sort(byCapacity),
      byType: types.map((r) => count(String(r.type), dictName('storageType', r.type), r as Row)).sort(byCapacity),
      rentals: rents
        .map((r) => ({
          rentType: String(r.rentType),
          listings: Number(r.listings),
          capacity: round1(Number(r.capacity ?? 0)),
          averagePrice: orNull(r.averagePrice),
          minPrice: orNull(r.minPrice),
          maxPrice: orNull(r.maxPrice),
        }))
        .sort((a, b) => a.rentType.localeCompare(b.rentType)),
    },
  };
};

/** GET /v1/cold-storage-rent/getCarousel: five on-shelf listings, those with photos first, newest first. */
export const coldStorageRentCarousel: Handler<'coldStorageRentCarousel'> = async ({ services: { db } }) => {
  const rows = await db
    .selectFrom('cold_storage_rent')
    .selectAll()
    .where('publishStatus', '=', '1')
    .orderBy(sql`case when ${sql.ref('imagesFile')} is null or ${sql.ref('imagesFile')} = '[]' then 1 else 0 end`)
    .orderBy('publishTime', 'desc')
    .orderBy('coldStorageRentId', 'desc')
    .limit(5)
    .execute();
  return { data: rows.map((r) => presentEntity('coldStorageRent', r as unknown as Row)) };
};
