import { requireUser, type Handler } from '../engine/context.ts';
import { cardsOf, collectedBranch, ownBranch, pageOfRefs, sourcesOf } from './content-cards.ts';
import type { DynamicDb } from '../db/dynamic.ts';

/** The kinds a user publishes themselves, and the kinds a user may collect, as content cards. */
const OWN_TYPES = ['2', '3', '4'];
const COLLECTED_TYPES = ['2', '3', '4', '5'];

/** /v1/mine/getMyArticleByPage: the caller's market reports, hot-news articles and forum posts. */
export const myArticles: Handler<'myArticles'> = async (ctx) => {
  const { page, pageSize, businessType } = ctx.input;
  const db = ctx.services.db as unknown as DynamicDb;
  const userId = requireUser(ctx).frontUserId;
  const { refs, total } = await pageOfRefs(
    db,
    sourcesOf(OWN_TYPES, businessType).map((src) => ownBranch(db, src, userId)),
    page,
    pageSize,
  );
  return { data: await cardsOf(db, refs), totalCount: total };
};

/** /v1/mine/getMyCollectArticleByPage: the content the caller collected, newest collection first. */
export const myCollectedArticles: Handler<'myCollectedArticles'> = async (ctx) => {
  const { page, pageSize, businessType } = ctx.input;
  const db = ctx.services.db as unknown as DynamicDb;
  const userId = requireUser(ctx).frontUserId;
  const { refs, total } = await pageOfRefs(
    db,
    sourcesOf(COLLECTED_TYPES, businessType).map((src) => collectedBranch(db, src, userId)),
    page,
    pageSize,
  );
  return { data: await cardsOf(db, refs, true), totalCount: total };
};
