import type { Db } from '../db/database.ts';
import type { RegionAreaTable } from '../../../generated/db.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom } from './random.ts';
import { keyId } from '../import/import-rows.ts';
import { NATIONAL } from '../handlers/region-area.ts';

// Demo planted area (DOMAIN.md 2.1, 2.5), 万亩, by harvest year. Published figures carry their source;
// everything else is an estimate and says so: the national series before 2022 follows the 1000–1200万亩
// band of 2014–2023 with the swings that followed price spikes (2010, 2016) and gluts; counties follow
// the national swings from a typical size, except where a county report gives the figure.

const MOA = '农业农村部 中国大蒜供需平衡表';
const NATIONAL_AREA: readonly [number, number, string | null][] = [
  [2010, 870, null],
  [2011, 1060, null],
  [2012, 1010, null],
  [2013, 930, null],
  [2014, 1050, null],
  [2015, 1000, null],
  [2016, 1040, null],
  [2017, 1190, null],
  [2018, 1150, null],
  [2019, 1080, null],
  [2020, 1060, null],
  [2021, 1120, null],
  [2022, 1166, `${MOA} (2024-11)`],
  [2023, 1081, `${MOA} (2024-11)`],
  [2024, 1131, `${MOA} (2024-11)`],
  [2025, 1188, `${MOA} (2025-02 预测)`],
];

/** A county's usual size in 2021 (estimate) and any published year. */
const COUNTIES: readonly { regionId: string; size: number; published?: Record<number, [number, string]> }[] = [
  { regionId: '370828', size: 62, published: { 2014: [62.4, '食品伙伴网 2015-06'], 2015: [53, '食品伙伴网 2015-06'], 2021: [62, '山东商报 2021-06'] } },
  { regionId: '410221', size: 65 },
  { regionId: '320382', size: 45 },
  { regionId: '371324', size: 40 },
  { regionId: '410122', size: 35 },
  { regionId: '370116', size: 18 },
  { regionId: '130408', size: 12 },
  { regionId: '532932', size: 5 },
];

export function demoRegionAreaRows(): RegionAreaTable[] {
  const random = createRandom(20_250_205);
  const national = new Map(NATIONAL_AREA.map(([year, area]) => [year, area]));
  const base = national.get(2021)!;
  const row = (year: number, regionId: string, area: number, source: string | null): RegionAreaTable => ({
    regionAreaId: keyId(['year', 'regionId'], { year, regionId }),
    year,
    regionId,
    area,
    estimate: source ? 0 : 1,
    source,
  });
  const rows = NATIONAL_AREA.map(([year, area, source]) => row(year, NATIONAL, area, source));
  for (const county of COUNTIES) {
    for (const [year, area] of national) {
      const published = county.published?.[year];
      // Counties swing a little harder than the country (1.15×) and a little on their own (±4%).
      const estimate = Math.round(county.size * (area / base) ** 1.15 * random.float(0.96, 1.04) * 10) / 10;
      rows.push(published ? row(year, county.regionId, published[0], published[1]) : row(year, county.regionId, estimate, null));
    }
  }
  return rows;
}

export const seedRegionArea: MarketSeeder = async (db: Db) => {
  const existing = await db
    .selectFrom('region_area')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return { table: 'region_area', rows: 0 };
  const rows = demoRegionAreaRows();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto('region_area')
        .values(rows.slice(i, i + 100))
        .execute();
  });
  return { table: 'region_area', rows: rows.length };
};
