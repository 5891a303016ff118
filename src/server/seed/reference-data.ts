import { dicts } from '../../../generated/app.ts';
import type { Db } from '../db/database.ts';

/**
 * Writes every dictionary of spec/dicts.yaml into dict_item. Runs on every start, replacing each
 * code's rows in one transaction, so an edited dicts.yaml takes effect and nothing is half-written.
 */
export async function seedReferenceData(db: Db): Promise<number> {
  const rows = Object.entries(dicts).flatMap(([dictCode, dict]) =>
    dict.items.map((item, sort) => ({
      dictItemId: `${dictCode}:${item.id}`,
      dictCode,
      id: item.id as string,
      name: item.zh as string,
      nameEn: item.en as string,
      sort,
    })),
  );
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dict_item').where('dictCode', 'in', Object.keys(dicts)).execute();
    await trx.insertInto('dict_item').values(rows).execute();
  });
  return rows.length;
}
