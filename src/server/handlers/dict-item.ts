import type { Handler } from '../engine/context.ts';
import { badRequest } from '../http/api-error.ts';
import { dicts } from '../../../generated/app.ts';

export const dictItemsByCode: Handler<'dictItemsByCode'> = async ({ input, services }) => {
  const code = String(input.dictCode);
  if (!Object.hasOwn(dicts, code)) throw badRequest(`dictCode "${code}" is not a dictionary; known codes: ${Object.keys(dicts).join(', ')}`);
  const rows = await services.db.selectFrom('dict_item').select(['id', 'name', 'nameEn']).where('dictCode', '=', code).orderBy('sort').execute();
  return { data: rows.map((r) => ({ id: r.id ?? '', name: r.name ?? '', nameEn: r.nameEn ?? '' })) };
};
