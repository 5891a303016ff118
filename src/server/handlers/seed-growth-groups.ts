// Seedling records grouped by plot, season and solar term, and the measures of a group.
import type { Db } from '../db/database.ts';
import { SEASON_ORDER, seasonIndex, seasonOf } from '../../shared/solar-terms.ts';

export const MEASURES = ['emergenceRate', 'headDiameter', 'height', 'rootSystem', 'roots', 'leafAge'] as const;
export type Measure = (typeof MEASURES)[number];
export type Measures = Record<Measure, number | null>;

const IMAGE_COLUMNS = ['fieldImgs', 'emergenceImgs', 'diameterImgs', 'heightImgs', 'rootImgs', 'leafImgs'] as const;

export interface SeedlingRecord {
  recordDate: string;
  solarTerm: string;
  emergenceRate: number | null;
  headDiameter: number | null;
  height: number | null;
  rootSystem: number | null;
  roots: number | null;
  leafAgeList: string | null;
  images: Record<(typeof IMAGE_COLUMNS)[number], string | null>;
}

export interface Group {
  seasonYear: number;
  solarTerm: string;
  records: SeedlingRecord[];
}

/** The numbers of a comma-separated list (commas of either width); none for an empty one. */
export function parseList(list: string | null | undefined): number[] {
  if (!list) return [];
  return list
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number)
    .filter(Number.isFinite);
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
const mean = (values: number[]) => (values.length === 0 ? null : round(values.reduce((s, n) => s + n, 0) / values.length, 2));
const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null && v !== undefined).map(Number);

/** A group's mean of each measure; leaf age over every plant of its records' leafAgeList. */
export function groupMeasures(records: SeedlingRecord[]): Measures {
  return {
    emergenceRate: mean(present(records.map((r) => r.emergenceRate))),
    headDiameter: mean(present(records.map((r) => r.headDiameter))),
    height: mean(present(records.map((r) => r.height))),
    rootSystem: mean(present(records.map((r) => r.rootSystem))),
    roots: mean(present(records.map((r) => r.roots))),
    leafAge: mean(records.flatMap((r) => parseList(r.leafAgeList))),
  };
}

/** current − base and that change in % of the base (one decimal); nulls without both. */
export function compare(current: number | null, base: number | null): { change: number | null; rate: number | null } {
  if (current === null || base === null) return { change: null, rate: null };
  return { change: round(current - base, 2), rate: base === 0 ? null : round(((current - base) / base) * 100, 1) };
}

/** Every record of a plot, oldest first. */
export async function plotRecords(db: Db, fullAddr: string): Promise<SeedlingRecord[]> {
  const rows = await db
    .selectFrom('seed_growth')
    .select(['recordDate', 'solarTerm', 'emergenceRate', 'headDiameter', 'height', 'rootSystem', 'roots', 'leafAgeList', ...IMAGE_COLUMNS])
    .where('fullAddr', '=', fullAddr)
    .orderBy('recordDate')
    .orderBy('createTime')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    recordDate: r.recordDate,
    solarTerm: r.solarTerm ?? '',
    emergenceRate: r.emergenceRate,
    headDiameter: r.headDiameter,
    height: r.height,
    rootSystem: r.rootSystem,
    roots: r.roots,
    leafAgeList: r.leafAgeList,
    images: Object.fromEntries(IMAGE_COLUMNS.map((c) => [c, r[c]])) as SeedlingRecord['images'],
  }));
}

/** The records of one season and term. */
export function group(records: SeedlingRecord[], seasonYear: number, solarTerm: string): Group | null {
  const of = records.filter((r) => r.solarTerm === solarTerm && seasonOf(r.recordDate) === seasonYear);
  return of.length === 0 ? null : { seasonYear, solarTerm, records: of };
}

/** The groups tb-hb compares: the asked term in its latest season, that term a season before, and the term before. */
export function tbHbGroups(records: SeedlingRecord[], solar: string) {
  const seasons = records.filter((r) => r.solarTerm === solar).map((r) => seasonOf(r.recordDate));
  if (seasons.length === 0) return { season: null, current: null, tb: null, hb: null };
  const season = Math.max(...seasons);
  const index = seasonIndex(Number(solar));
  const [hbSeason, hbTerm] = index > 0 ? [season, SEASON_ORDER[index - 1]!] : [season - 1, SEASON_ORDER[SEASON_ORDER.length - 1]!];
  return { season, current: group(records, season, solar), tb: group(records, season - 1, solar), hb: group(records, hbSeason, String(hbTerm)) };
}

/** A season's groups in season order. */
export function seasonGroups(records: SeedlingRecord[], seasonYear: number): Group[] {
  return SEASON_ORDER.flatMap((term) => {
    const g = group(records, seasonYear, String(term));
    return g ? [g] : [];
  });
}
