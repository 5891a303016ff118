import type { Handler } from '../engine/context.ts';
import { filesOf, type StoredFile } from '../engine/stored-files.ts';
import { MEASURES, compare, groupMeasures, plotRecords, seasonGroups, tbHbGroups, type Group } from './seed-growth-groups.ts';

const summary = (g: Group | null) =>
  g ? { seasonYear: g.seasonYear, solarTerm: g.solarTerm, records: g.records.length, measures: groupMeasures(g.records) } : null;

/** GET /v1/seed-growth/tb-hb: a plot's measures in a term, on the same term a season before and on the term before. */
export const seedlingTbHb: Handler<'seedlingTbHb'> = async ({ input, services: { db } }) => {
  const fullAddr = String(input.fullAddr);
  const solar = String(input.solar);
  const records = await plotRecords(db, fullAddr);
  const groups = tbHbGroups(records, solar);
  const [current, tb, hb] = [summary(groups.current), summary(groups.tb), summary(groups.hb)];
  const changes = MEASURES.map((measure) => {
    const now = current?.measures[measure] ?? null;
    const year = compare(now, tb?.measures[measure] ?? null);
    const period = compare(now, hb?.measures[measure] ?? null);
    return {
      measure,
      current: now,
      tb: tb?.measures[measure] ?? null,
      tbChange: year.change,
      tbRate: year.rate,
      hb: hb?.measures[measure] ?? null,
      hbChange: period.change,
      hbRate: period.rate,
    };
  });
  const series =
    groups.season === null
      ? []
      : [groups.season, groups.season - 1].map((seasonYear) => ({ seasonYear, terms: seasonGroups(records, seasonYear).map((g) => summary(g)!) }));
  return { data: { fullAddr, solarTerm: solar, current, tb, hb, changes, series } };
};

const MAX_IMAGES = 9;
const IMAGE_KEYS = {
  field: 'fieldImgs',
  emergence: 'emergenceImgs',
  diameter: 'diameterImgs',
  height: 'heightImgs',
  root: 'rootImgs',
  leaf: 'leafImgs',
} as const;

function files(text: string | null): StoredFile[] {
  if (!text) return [];
  try {
    return filesOf(JSON.parse(text));
  } catch {
    return [];
  }
}

function images(g: Group | null) {
  if (!g) return null;
  const photos = (column: (typeof IMAGE_KEYS)[keyof typeof IMAGE_KEYS]) => g.records.flatMap((r) => files(r.images[column])).slice(0, MAX_IMAGES);
  const { field, emergence, diameter, height, root, leaf } = IMAGE_KEYS;
  const byMeasure = {
    field: photos(field),
    emergence: photos(emergence),
    diameter: photos(diameter),
    height: photos(height),
    root: photos(root),
    leaf: photos(leaf),
  };
  return { seasonYear: g.seasonYear, solarTerm: g.solarTerm, records: g.records.length, images: byMeasure };
}

/** GET /v1/seed-growth/tb-hb-img: the photos of tb-hb's three groups, measure by measure. */
export const seedlingTbHbImages: Handler<'seedlingTbHbImages'> = async ({ input, services: { db } }) => {
  const fullAddr = String(input.fullAddr);
  const solar = String(input.solar);
  const groups = tbHbGroups(await plotRecords(db, fullAddr), solar);
  return { data: { fullAddr, solarTerm: solar, current: images(groups.current), tb: images(groups.tb), hb: images(groups.hb) } };
};

// The code and name columns of a plot's divisions, largest first (fullAddr joins the names).
const PLACE_LEVELS = [
  ['provinceCode', 'province'],
  ['cityCode', 'city'],
  ['countyCode', 'county'],
  ['streetCode', 'street'],
] as const;

/** GET /v1/seed-growth/plots: the plots with records, most records first. */
export const seedlingPlots: Handler<'seedlingPlots'> = async ({ input, services: { db } }) => {
  let query = db
    .selectFrom('seed_growth')
    .select((eb) => [
      'fullAddr',
      eb.fn.max('regionId').as('regionId'),
      eb.fn.countAll<number>().as('records'),
      eb.fn.max('recordDate').as('latestDate'),
      ...PLACE_LEVELS.flatMap(([code, name]) => [eb.fn.max(code).as(code), eb.fn.max(name).as(name)]),
    ])
    .groupBy('fullAddr');
  if (input.regionId) query = query.where('regionId', '=', input.regionId);
  const rows = await query.execute();
  const data = rows
    .map((r) => ({
      fullAddr: r.fullAddr ?? '',
      divisions: PLACE_LEVELS.flatMap(([code, name]) => (r[code] ? [{ code: r[code], name: r[name] ?? '' }] : [])),
      regionId: r.regionId ?? null,
      records: Number(r.records),
      latestDate: String(r.latestDate),
    }))
    .sort((a, b) => b.records - a.records || (a.fullAddr < b.fullAddr ? -1 : 1));
  return { data };
};
