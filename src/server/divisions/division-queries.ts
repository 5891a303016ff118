import type { Db } from '../db/database.ts';
import { DIVISION_LEVELS } from '../../shared/view-types.ts';
import type { DivisionLevel } from './division-data.ts';
import type { DivisionTable } from '../../../generated/db.ts';
import type { components } from '../../../generated/api.d.ts';

/** A division as the API answers it (the document's `division` schema). */
export type DivisionItem = components['schemas']['division'];

const columns = ['code', 'name', 'nameEn', 'level', 'parentCode', 'children'] as const;

/** The stored level, one of the four (the table is written from the division file, whose rows all have one). */
function levelOfRow(code: string, stored: string | null): DivisionLevel {
  const level = DIVISION_LEVELS.find((l) => l === stored);
  if (!level) throw new Error(`Division ${code} is stored with level ${String(stored)}`);
  return level;
}

const present = (r: Pick<DivisionTable, (typeof columns)[number]>): DivisionItem => ({
  code: r.code,
  name: r.name ?? '',
  nameEn: r.nameEn ?? null,
  level: levelOfRow(r.code, r.level),
  parentCode: r.parentCode ?? null,
  hasChildren: (r.children ?? 0) > 0,
});

export async function provinces(db: Db): Promise<DivisionItem[]> {
  const rows = await db.selectFrom('division').select(columns).where('level', '=', 'province').orderBy('code').execute();
  return rows.map(present);
}

/** The children of a division, or undefined when no division has that code. */
export async function childrenOf(db: Db, code: string): Promise<DivisionItem[] | undefined> {
  const parent = await db.selectFrom('division').select('code').where('code', '=', code).executeTakeFirst();
  if (!parent) return undefined;
  const rows = await db.selectFrom('division').select(columns).where('parentCode', '=', code).orderBy('code').execute();
  return rows.map(present);
}

/** The divisions of the given codes, in code order (unknown codes are left out). */
export async function divisionsOf(db: Db, codes: readonly string[]): Promise<DivisionItem[]> {
  const wanted = [...new Set(codes)];
  if (wanted.length === 0) return [];
  const rows = await db.selectFrom('division').select(columns).where('code', 'in', wanted).orderBy('code').execute();
  return rows.map(present);
}

/** Code → name of the given divisions (missing codes are left out). */
export async function namesOf(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('division').select(['code', 'name']).where('code', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.code, r.name ?? '']));
}

/** A county's province, city and county as { code, name } (code and '' when the table lacks one). */
export function placeOfCounty(countyCode: string, names: Map<string, string>) {
  const ref = (code: string) => ({ code, name: names.get(code) ?? '' });
  return { province: ref(countyCode.slice(0, 2)), city: ref(countyCode.slice(0, 4)), county: ref(countyCode) };
}

export const countyAndParents = (countyCode: string) => [countyCode.slice(0, 2), countyCode.slice(0, 4), countyCode];
