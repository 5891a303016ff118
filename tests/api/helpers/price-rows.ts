import type { App } from '../../../src/server/app.ts';

/** [date, market regionId, variety goodsId, specsId, avg, max, min] of one quotation (元/斤). */
export type PriceFixtureRow = [string, string, string, string, number, number, number];

/** Writes quotations as the import would: the date's parts and the batch (the date as YYYYMMDD) filled in. */
export async function insertPriceRows(app: App, rows: PriceFixtureRow[]): Promise<void> {
  await app.services.db
    .insertInto('price')
    .values(
      rows.map(([date, regionId, goodsId, specsId, avgPrice, maxPrice, minPrice]) => ({
        priceId: `${date}|${regionId}|${goodsId}|${specsId}`,
        priceDate: date,
        priceYear: Number(date.slice(0, 4)),
        priceMonth: Number(date.slice(5, 7)),
        priceDay: Number(date.slice(8, 10)),
        batchNum: date.replaceAll('-', ''),
        regionId,
        goodsId,
        specsId,
        avgPrice,
        maxPrice,
        minPrice,
      })),
    )
    .execute();
}
