import type { App } from '../../../src/server/app.ts';

/** [date, market regionId, dry containers, reefers, trucks] of one day. */
export type WalkFixtureRow = [string, string, number, number, number];

/** Writes shipment rows as the import would: the date's parts and the total filled in. */
export async function insertWalkRows(app: App, rows: WalkFixtureRow[]): Promise<void> {
  await app.services.db
    .insertInto('walk_quantity')
    .values(
      rows.map(([date, regionId, dry, frozen, truck]) => ({
        walkQuantityId: `${date}|${regionId}`,
        walkQuantityDate: date,
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
        day: Number(date.slice(8, 10)),
        regionId,
        dryArkQuantity: dry,
        frozenArkQuantity: frozen,
        truckQuantity: truck,
        totalQuantity: dry + frozen + truck,
      })),
    )
    .execute();
}
