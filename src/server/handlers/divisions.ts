import type { Handler } from '../engine/context.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { childrenOf, divisionsOf, provinces } from '../divisions/division-queries.ts';

const LEVEL_NAMES: Record<number, string> = { 2: 'Province', 4: 'City', 6: 'County' };

/** The children of a division; 404 naming the code when no division has it (its shape was validated). */
async function children(db: Db, code: string, field: string) {
  const rows = await childrenOf(db, code);
  if (!rows) throw notFound(`${LEVEL_NAMES[code.length] ?? 'Division'} ${code} (${field})`);
  return { data: rows };
}

export const divisionProvinces: Handler<'divisionProvinces'> = async ({ services }) => ({ data: await provinces(services.db) });
export const divisionChildren: Handler<'divisionChildren'> = ({ input, services }) => children(services.db, input.code, 'code');
export const divisionCities: Handler<'divisionCities'> = ({ input, services }) => children(services.db, input.provinceCode, 'provinceCode');
export const divisionCounties: Handler<'divisionCounties'> = ({ input, services }) => children(services.db, input.cityCode, 'cityCode');
export const divisionNames: Handler<'divisionNames'> = async ({ input, services }) => ({ data: await divisionsOf(services.db, input.codes.split(',')) });
