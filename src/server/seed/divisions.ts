import type { Db } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { divisionData, divisionFileFingerprint } from '../divisions/division-data.ts';

/**
 * Loads China's divisions into the division table. Runs on every start but writes only when the
 * table holds another version of the file (its fingerprint differs): then it replaces every row in one
 * transaction, so a re-derived file takes effect and nothing is half-written.
 */
export async function seedDivisions(db: Db): Promise<number> {
  const held = await db.selectFrom('reference_version').select(['fingerprint', 'rows']).where('name', '=', 'divisions').executeTakeFirst();
  // The rows are written in one transaction with their fingerprint, so a matching fingerprint means all of them.
  if (held?.fingerprint === divisionFileFingerprint()) return 0;
  const { rows, fingerprint } = divisionData();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('division').execute();
    await bulkInsert(trx, 'division', rows);
    await trx.deleteFrom('reference_version').where('name', '=', 'divisions').execute();
    await trx.insertInto('reference_version').values({ name: 'divisions', fingerprint, rows: rows.length }).execute();
  });
  return rows.length;
}
