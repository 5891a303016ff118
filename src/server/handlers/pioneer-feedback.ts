import type { Handler } from '../engine/context.ts';
import { requireUser } from '../engine/context.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { canOpen } from './pioneer-article-access.ts';
import { findArticle } from './pioneer-article-rows.ts';
import { findPioneer } from './pioneer-rows.ts';

/** POST /v1/garlic-pioneer-feedback/add: feedback on an article the caller can open. */
export const pioneerFeedbackAdd: Handler<'pioneerFeedbackAdd'> = async (ctx) => {
  const { db } = ctx.services;
  const { frontUserId } = requireUser(ctx);
  const { articleId, feedbackContent } = ctx.input;
  if (Array.from(feedbackContent.trim()).length < 5) throw badRequest('feedbackContent must NOT have fewer than 5 characters');
  const article = await findArticle(db, articleId);
  const pioneer = article?.pioneerId ? await findPioneer(db, article.pioneerId) : undefined;
  if (!article || !pioneer || !canOpen({ ...article, isDraft: article.isDraft === 1, pioneerStatus: pioneer.status }, { frontUserId }))
    throw notFound(`Article ${articleId}`);
  const now = new Date();
  const row = { feedbackId: newId(now.getTime()), articleId, frontUserId, feedbackContent: feedbackContent.trim(), createTime: now.toISOString() };
  await db.insertInto('garlic_pioneer_feedback').values(row).execute();
  return { data: { feedbackId: row.feedbackId, articleId, createTime: row.createTime } };
};
