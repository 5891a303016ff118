import type { Selectable } from 'kysely';
import type { GarlicPioneerArticleTable } from '../../../generated/db.ts';
import type { Db } from '../db/database.ts';
import { dictName, presentRow } from '../engine/rows.ts';
import { FREE, isLocked, OFF_SHELF, ON_SHELF, PAID, summaryOf, type Viewer } from './pioneer-article-access.ts';
import { fileOrNone, filesOf } from '../engine/stored-files.ts';
import type { PioneerRow } from './pioneer-rows.ts';

export type ArticleRow = Selectable<GarlicPioneerArticleTable>;

export function findArticle(db: Db, id: string) {
  return db.selectFrom('garlic_pioneer_article').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The end of the reader's subscription to a pioneer for a variety, when it is still running. */
export async function runningSubscriptionEnd(db: Db, frontUserId: string | undefined, pioneerId: string, goodsId: string, now: Date): Promise<string | null> {
  if (!frontUserId) return null;
  const row = await db
    .selectFrom('garlic_pioneer_subscribe')
    .select('endTime')
    .where('frontUserId', '=', frontUserId)
    .where('pioneerId', '=', pioneerId)
    .where('goodsId', '=', goodsId)
    .where('endTime', '>', now.toISOString())
    .executeTakeFirst();
  return row?.endTime ?? null;
}

/** Every running subscription of a reader, as 'pioneerId/goodsId' keys. */
export async function runningSubscriptionKeys(db: Db, frontUserId: string | undefined, now: Date): Promise<Set<string>> {
  if (!frontUserId) return new Set();
  const rows = await db
    .selectFrom('garlic_pioneer_subscribe')
    .select(['pioneerId', 'goodsId'])
    .where('frontUserId', '=', frontUserId)
    .where('endTime', '>', now.toISOString())
    .execute();
  return new Set(rows.map((r) => `${r.pioneerId}/${r.goodsId}`));
}

export type ArticleAuthor = Pick<PioneerRow, 'username' | 'headImg'>;

/** A list card: no text, its summary; a locked article shows no picture. */
export function presentArticleCard(row: ArticleRow, author: ArticleAuthor, viewer: Viewer) {
  const shown = presentRow('garlicPioneerArticle', row as unknown as Record<string, unknown>);
  const locked = isLocked(row, viewer);
  const pictures = filesOf(shown.imgFiles);
  return {
    id: row.id,
    pioneerId: row.pioneerId ?? '',
    publishUserId: row.publishUserId ?? '',
    title: row.title,
    goodsId: row.goodsId,
    goodsName: dictName('varieties', row.goodsId),
    subscribeType: row.subscribeType === PAID ? PAID : FREE,
    isDraft: shown.isDraft as boolean,
    status: row.status === OFF_SHELF ? OFF_SHELF : ON_SHELF,
    summary: summaryOf(row.content, locked),
    locked,
    pioneerName: author.username,
    pioneerHeadImg: fileOrNone(JSON.parse(author.headImg || '{}')),
    imgFiles: locked ? [] : pictures.slice(0, 1),
    publishTime: row.publishTime,
    createTime: row.createTime ?? '',
    updateTime: row.updateTime ?? '',
  };
}
