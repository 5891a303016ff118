import type { Db } from '../db/database.ts';
import type { Handler } from '../engine/context.ts';

/** The national row's region id (dictionary `areaRegion`). */
export const NATIONAL = '100000';

interface AreaRecord {
  year: number;
  regionId: string;
  area: number;
  estimate: boolean;
  source: string | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Change on a base in 万亩 and in % (one decimal); nulls without a base. */
export function change(area: number, base: number | undefined): { previousArea: number | null; change: number | null; changeRate: number | null } {
  if (base === undefined) return { previousArea: null, change: null, changeRate: null };
  return { previousArea: base, change: round2(area - base), changeRate: base === 0 ? null : round1(((area - base) / base) * 100) };
}

async function areaRows(db: Db, filter: { years?: number[]; regionId?: string }): Promise<AreaRecord[]> {
  let query = db.selectFrom('region_area').select(['year', 'regionId', 'area', 'estimate', 'source']);
  if (filter.years) query = query.where('year', 'in', filter.years);
  if (filter.regionId) query = query.where('regionId', '=', filter.regionId);
  const rows = await query.execute();
  return rows.map((r) => ({
    year: Number(r.year),
    regionId: r.regionId,
    area: Number(r.area),
    estimate: Number(r.estimate ?? 0) === 1,
    source: r.source ?? null,
  }));
}

/** National first, then the largest area first (ties by region id, so the order never wobbles). */
const byNationalThenArea = (a: { regionId: string; area: number }, b: { regionId: string; area: number }) =>
  Number(b.regionId === NATIONAL) - Number(a.regionId === NATIONAL) || b.area - a.area || a.regionId.localeCompare(b.regionId);

/** GET /v1/region-area/findByYear: every region's area in the year, with its change and national share. */
export const areaByYear: Handler<'areaByYear'> = async ({ input, services: { db } }) => {
  const year = Number(input.year);
  const rows = await areaRows(db, { years: [year, year - 1] });
  const previous = new Map(rows.filter((r) => r.year === year - 1).map((r) => [r.regionId, r.area]));
  const current = rows.filter((r) => r.year === year);
  const national = current.find((r) => r.regionId === NATIONAL)?.area;
  const data = current
    .map((r) => ({
      regionId: r.regionId,
      area: r.area,
      estimate: r.estimate,
      source: r.source,
      ...change(r.area, previous.get(r.regionId)),
      share: r.regionId === NATIONAL || !national ? null : round1((r.area / national) * 100),
    }))
    .sort(byNationalThenArea);
  return { data: { year, rows: data } };
};

/** GET /v1/region-area/history-year-page: one region's years, newest first, a page at a time. */
export const areaHistoryPage: Handler<'areaHistoryPage'> = async ({ input, services: { db } }) => {
  const regionId = input.regionId ?? NATIONAL;
  const { page, pageSize } = input;
  const rows = (await areaRows(db, { regionId })).sort((a, b) => b.year - a.year);
  const byYear = new Map(rows.map((r) => [r.year, r.area]));
  const data = rows.slice((page - 1) * pageSize, page * pageSize).map((r) => ({
    year: r.year,
    regionId,
    area: r.area,
    estimate: r.estimate,
    source: r.source,
    ...change(r.area, byYear.get(r.year - 1)),
  }));
  return { data, totalCount: rows.length };
};

/** GET /v1/region-area/lastThreeYears: the newest year with figures and the two before, region by region. */
export const areaLastThreeYears: Handler<'areaLastThreeYears'> = async ({ services: { db } }) => {
  const latest = await db
    .selectFrom('region_area')
    .select((eb) => eb.fn.max('year').as('year'))
    .executeTakeFirst();
  if (latest?.year === null || latest?.year === undefined) return { data: { years: [], regions: [] } };
  const last = Number(latest.year);
  const years = [last - 2, last - 1, last];
  const rows = await areaRows(db, { years });
  const regions = [...new Set(rows.map((r) => r.regionId))].map((regionId) => {
    const of = years.map((y) => rows.find((r) => r.regionId === regionId && r.year === y));
    return { regionId, areas: of.map((r) => r?.area ?? null), estimate: of.map((r) => r?.estimate ?? false), area: of.findLast((r) => r)?.area ?? 0 };
  });
  return { data: { years, regions: regions.sort(byNationalThenArea).map(({ area: _a, ...r }) => r) } };
};
