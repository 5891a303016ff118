import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The committed division file (scripts/derive-divisions.ts writes it); each row's English name last, when derived with one. */
export interface DivisionFile {
  source: { package: string; version: string; dataDate: string; derivedOn: string; streetProvinces: string[] };
  provinces: [string, string, string?][];
  cities: [string, string, string?][];
  counties: [string, string, number | null, number | null, string?][];
  streets: [string, string, string?][];
}

export type DivisionLevel = 'province' | 'city' | 'county' | 'street';

export interface DivisionRow {
  code: string;
  name: string;
  nameEn: string | null;
  level: DivisionLevel;
  parentCode: string | null;
  children: number;
  lng: number | null;
  lat: number | null;
}

const FILE = new URL('./china-divisions.json', import.meta.url);

let loaded: { rows: DivisionRow[]; fingerprint: string; source: DivisionFile['source'] } | undefined;

/** A code's level by its length: 2 province, 4 city, 6 county, 9 town or street. */
export function levelOf(code: string): DivisionLevel | undefined {
  return ({ 2: 'province', 4: 'city', 6: 'county', 9: 'street' } as const)[code.length as 2 | 4 | 6 | 9];
}

/** The parent code: the code's prefix one level up (null for a province). */
export function parentOf(code: string): string | null {
  const length = PARENT_LENGTH[code.length];
  return length === undefined ? null : code.slice(0, length);
}

const PARENT_LENGTH: Record<number, number> = { 4: 2, 6: 4, 9: 6 };

/** Flattens the file into table rows, each with how many children the file lists for it. */
export function divisionRows(file: DivisionFile): DivisionRow[] {
  // One object per row, all of one shape (a first start builds some 18,000).
  const row = (code: string, name: string, nameEn: string | undefined, level: DivisionLevel, lng: number | null, lat: number | null): DivisionRow => ({
    code,
    name,
    nameEn: nameEn ?? null,
    level,
    lng,
    lat,
    parentCode: parentOf(code),
    children: 0,
  });
  const rows = [
    ...file.provinces.map(([code, name, en]) => row(code, name, en, 'province', null, null)),
    ...file.cities.map(([code, name, en]) => row(code, name, en, 'city', null, null)),
    ...file.counties.map(([code, name, lng, lat, en]) => row(code, name, en, 'county', lng, lat)),
    ...file.streets.map(([code, name, en]) => row(code, name, en, 'street', null, null)),
  ];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  for (const r of rows) if (r.parentCode) byCode.get(r.parentCode)!.children += 1;
  return rows;
}

/** The fingerprint of the file's bytes alone: a restart compares it without building the rows. */
export function divisionFileFingerprint(): string {
  return loaded?.fingerprint ?? createHash('sha1').update(readFileSync(FILE, 'utf8')).digest('hex');
}

/** The file's rows and a fingerprint of its bytes, read once per process. */
export function divisionData() {
  if (!loaded) {
    const text = readFileSync(FILE, 'utf8');
    const file = JSON.parse(text) as DivisionFile;
    loaded = { rows: divisionRows(file), fingerprint: createHash('sha1').update(text).digest('hex'), source: file.source };
  }
  return loaded;
}
