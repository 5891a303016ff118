import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { GarlicPioneerUserTable } from '../../../generated/db.ts';
import { presentRow } from '../engine/rows.ts';
import { fileOrNone } from '../engine/stored-files.ts';
import { ACTIVE, ON_SHELF } from './pioneer-article-access.ts';

export type PioneerRow = Selectable<GarlicPioneerUserTable>;
export interface PioneerCounts {
  articleCount: number;
  subscriberCount: number;
}

export function findPioneer(db: Db, id: string) {
  return db.selectFrom('garlic_pioneer_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPioneerOfUser(db: Db, frontUserId: string) {
  return db.selectFrom('garlic_pioneer_user').selectAll().where('frontUserId', '=', frontUserId).executeTakeFirst();
}

export const isActive = (pioneer: Pick<PioneerRow, 'status'>) => pioneer.status === ACTIVE;

/** Published on-shelf articles and readers with a running subscription, per pioneer. */
export async function pioneerCounts(db: Db, ids: string[], now: Date): Promise<Map<string, PioneerCounts>> {
  const counts = new Map(ids.map((id) => [id, { articleCount: 0, subscriberCount: 0 }]));
  if (ids.length === 0) return counts;
  const articles = await db
    .selectFrom('garlic_pioneer_article')
    .select((eb) => ['pioneerId', eb.fn.countAll<number>().as('n')])
    .where('pioneerId', 'in', ids)
    .where('isDraft', '=', 0)
    .where('status', '=', ON_SHELF)
    .groupBy('pioneerId')
    .execute();
  const readers = await db
    .selectFrom('garlic_pioneer_subscribe')
    .select((eb) => ['pioneerId', eb.fn.count<number>('frontUserId').distinct().as('n')])
    .where('pioneerId', 'in', ids)
    .where('endTime', '>', now.toISOString())
    .groupBy('pioneerId')
    .execute();
  for (const r of articles) counts.get(r.pioneerId ?? '')!.articleCount = Number(r.n);
  for (const r of readers) counts.get(r.pioneerId)!.subscriberCount = Number(r.n);
  return counts;
}

/** The public face of a pioneer: no phone, no account id. */
export function presentCard(row: PioneerRow, counts: PioneerCounts = { articleCount: 0, subscriberCount: 0 }) {
  const shown = presentRow('garlicPioneerUser', row as unknown as Record<string, unknown>);
  return {
    id: row.id,
    username: row.username,
    headImg: fileOrNone(shown.headImg),
    remark: row.remark,
    role: row.role,
    regionId: row.regionId,
    regionName: shown.regionName as string,
    goodsIds: shown.goodsIds as string[],
    goodsNames: shown.goodsNames as string[],
    articleCount: counts.articleCount,
    subscriberCount: counts.subscriberCount,
    createTime: row.createTime ?? '',
  };
}
