import type { Operation } from '../engine/context.ts';
import { notFound } from '../http/api-error.ts';
import { childrenOf, provinces } from '../divisions/division-queries.ts';

const LEVEL_NAMES: Record<number, string> = { 2: 'Province', 4: 'City', 6: 'County' };

/** The children of a division; 404 naming the code when no division has it (its shape was validated). */
async function children(ctx: Parameters<Operation>[0], field: string) {
  const code = String(ctx.input[field]);
  const rows = await childrenOf(ctx.services.db, code);
  if (!rows) throw notFound(`${LEVEL_NAMES[code.length] ?? 'Division'} ${code} (${field})`);
  return { data: rows };
}

export const divisionProvinces: Operation = async ({ services }) => ({ data: await provinces(services.db) });
export const divisionChildren: Operation = (ctx) => children(ctx, 'code');
export const divisionCities: Operation = (ctx) => children(ctx, 'provinceCode');
export const divisionCounties: Operation = (ctx) => children(ctx, 'cityCode');
