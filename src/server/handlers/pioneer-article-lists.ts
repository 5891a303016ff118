import { requireUser, type Handler } from '../engine/context.ts';
import { ACTIVE, ON_SHELF } from './pioneer-article-access.ts';
import { presentArticleCard, runningSubscriptionKeys, type ArticleRow } from './pioneer-article-rows.ts';

const ARTICLE_COLUMNS = [
  'a.id',
  'a.pioneerId',
  'a.publishUserId',
  'a.title',
  'a.goodsId',
  'a.subscribeType',
  'a.content',
  'a.imgFiles',
  'a.isDraft',
  'a.status',
  'a.publishTime',
  'a.createTime',
  'a.updateTime',
] as const;

/** GET /v1/garlic-pioneer-article/findByMyPage: the caller's own articles, drafts too, last changed first. */
export const pioneerArticleMine: Handler<'pioneerArticleMine'> = async (ctx) => {
  const { frontUserId } = requireUser(ctx);
  const { page, pageSize, isDraft, status, goodsId } = ctx.input;
  let base = ctx.services.db
    .selectFrom('garlic_pioneer_article as a')
    .innerJoin('garlic_pioneer_user as p', 'p.id', 'a.pioneerId')
    .where('a.publishUserId', '=', frontUserId);
  if (isDraft !== undefined) base = base.where('a.isDraft', '=', isDraft ? 1 : 0);
  if (status) base = base.where('a.status', '=', status);
  if (goodsId) base = base.where('a.goodsId', '=', goodsId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select([...ARTICLE_COLUMNS, 'p.username', 'p.headImg'])
    .orderBy('a.updateTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const viewer = { frontUserId, subscribed: false };
  return { data: rows.map((r) => presentArticleCard(r as ArticleRow, r, viewer)), totalCount: Number(counted?.n ?? 0) };
};

/** GET /v1/garlic-pioneer-article/findByPage: published, on-shelf articles of active pioneers, newest first. */
export const pioneerArticlePage: Handler<'pioneerArticlePage'> = async ({ input, user, services: { db } }) => {
  const { page, pageSize, pioneerId, goodsId, subscribeType } = input;
  let base = db
    .selectFrom('garlic_pioneer_article as a')
    .innerJoin('garlic_pioneer_user as p', 'p.id', 'a.pioneerId')
    .where('a.isDraft', '=', 0)
    .where('a.status', '=', ON_SHELF)
    .where('p.status', '=', ACTIVE);
  if (pioneerId) base = base.where('a.pioneerId', '=', pioneerId);
  if (goodsId) base = base.where('a.goodsId', '=', goodsId);
  if (subscribeType) base = base.where('a.subscribeType', '=', subscribeType);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select([...ARTICLE_COLUMNS, 'p.username', 'p.headImg'])
    .orderBy('a.publishTime', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const running = await runningSubscriptionKeys(db, user?.frontUserId, new Date());
  const data = rows.map((r) =>
    presentArticleCard(r as ArticleRow, r, { frontUserId: user?.frontUserId, subscribed: running.has(`${r.pioneerId}/${r.goodsId}`) }),
  );
  return { data, totalCount: Number(counted?.n ?? 0) };
};
