import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { requireUser, type Handler, type HandlerContext } from '../engine/context.ts';
import { dictName, presentRow, toColumns } from '../engine/rows.ts';
import { badRequest, forbidden, notFound } from '../http/api-error.ts';
import { filesOf } from '../engine/stored-files.ts';
import { PAID, canOpen, isAuthor, isLocked, previewOf } from './pioneer-article-access.ts';
import { findArticle, presentArticleCard, runningSubscriptionEnd, type ArticleRow } from './pioneer-article-rows.ts';
import { offeredFeeModels, presentFeeModel } from './pioneer-fee-models.ts';
import { findPioneer, findPioneerOfUser, isActive, presentCard, type PioneerRow } from './pioneer-rows.ts';

type ArticleInput = HandlerContext<'pioneerArticleAdd'>['input'] | HandlerContext<'pioneerArticleUpdate'>['input'];
const WRITABLE = ['title', 'goodsId', 'subscribeType', 'content', 'imgFiles', 'isDraft'] as const;

/** An article in full for those who may read it; the preview, no pictures and the prices for the rest. */
async function presentDetail(db: Db, row: ArticleRow, pioneer: PioneerRow, frontUserId: string | undefined, now: Date) {
  const subscribedUntil = await runningSubscriptionEnd(db, frontUserId, pioneer.id, row.goodsId, now);
  const viewer = { frontUserId, subscribed: subscribedUntil !== null };
  const locked = isLocked(row, viewer);
  const offer = row.subscribeType === PAID ? (await offeredFeeModels(db, pioneer.id, row.goodsId)).map(presentFeeModel) : [];
  const card = presentCard(pioneer);
  return {
    ...presentArticleCard(row, pioneer, viewer),
    content: locked ? previewOf(row.content) : row.content,
    imgFiles: locked ? [] : filesOf(presentRow('garlicPioneerArticle', row as unknown as Record<string, unknown>).imgFiles),
    pioneer: {
      id: card.id,
      username: card.username,
      headImg: card.headImg,
      remark: card.remark,
      role: card.role,
      regionId: card.regionId,
      regionName: card.regionName,
    },
    offer,
    subscribedUntil,
    mine: isAuthor(row, viewer),
  };
}

/** 403 before applying or while suspended: only an active pioneer writes. */
async function activePioneerOf(db: Db, frontUserId: string): Promise<PioneerRow> {
  const pioneer = await findPioneerOfUser(db, frontUserId);
  if (!pioneer) throw forbidden('Apply to join the pioneers before publishing articles');
  if (!isActive(pioneer)) throw forbidden('Your pioneer profile is suspended');
  return pioneer;
}

/** 400s naming the field: a variety the pioneer does not cover; a paid article published without a price for its variety. */
async function checkArticle(db: Db, pioneer: PioneerRow, article: { goodsId: string; subscribeType: string; isDraft: boolean }): Promise<void> {
  const covered = JSON.parse(pioneer.goodsIds) as string[];
  if (!covered.includes(article.goodsId)) {
    throw badRequest(`goodsId must be one of the varieties you cover: ${covered.map((id) => dictName('varieties', id)).join(', ')}`);
  }
  if (article.subscribeType === PAID && !article.isDraft && (await offeredFeeModels(db, pioneer.id, article.goodsId)).length === 0) {
    throw badRequest(
      `subscribeType 2 (subscribers only) needs a subscription price for ${dictName('varieties', article.goodsId)}; set one on your profile first`,
    );
  }
}

function articleColumns(input: ArticleInput) {
  const picked = Object.fromEntries(WRITABLE.flatMap((f) => (input[f] === undefined ? [] : [[f, typeof input[f] === 'string' ? input[f].trim() : input[f]]])));
  return toColumns('garlicPioneerArticle', picked);
}

/** POST /v1/garlic-pioneer-article/add */
export const pioneerArticleAdd: Handler<'pioneerArticleAdd'> = async (ctx) => {
  const { db } = ctx.services;
  const { frontUserId } = requireUser(ctx);
  const input = ctx.input;
  const pioneer = await activePioneerOf(db, frontUserId);
  const isDraft = input.isDraft === true;
  const subscribeType = input.subscribeType ?? '1';
  await checkArticle(db, pioneer, { goodsId: input.goodsId, subscribeType, isDraft });
  const now = new Date();
  const time = now.toISOString();
  const row = {
    imgFiles: '[]',
    ...articleColumns({ ...input, subscribeType, isDraft }),
    id: newId(now.getTime()),
    pioneerId: pioneer.id,
    publishUserId: frontUserId,
    status: '1',
    publishTime: isDraft ? null : time,
    createTime: time,
    updateTime: time,
  } as ArticleRow;
  await db.insertInto('garlic_pioneer_article').values(row).execute();
  return { data: await presentDetail(db, row, pioneer, frontUserId, now) };
};

/** POST /v1/garlic-pioneer-article/update: isDraft false publishes a draft. */
export const pioneerArticleUpdate: Handler<'pioneerArticleUpdate'> = async (ctx) => {
  const { db } = ctx.services;
  const { frontUserId } = requireUser(ctx);
  const input = ctx.input;
  const row = await findArticle(db, input.id);
  if (!row) throw notFound(`Article ${input.id}`);
  if (row.publishUserId !== frontUserId) throw forbidden('Only the author may change this article');
  const pioneer = await activePioneerOf(db, frontUserId);
  const wasDraft = row.isDraft === 1;
  if (input.isDraft === true && !wasDraft) throw badRequest('isDraft: a published article cannot go back to draft; take it off shelf instead');
  const isDraft = input.isDraft ?? wasDraft;
  await checkArticle(db, pioneer, { goodsId: input.goodsId ?? row.goodsId, subscribeType: input.subscribeType ?? row.subscribeType, isDraft });
  const now = new Date();
  const changes = { ...articleColumns(input), updateTime: now.toISOString(), ...(wasDraft && !isDraft ? { publishTime: now.toISOString() } : {}) };
  await db.updateTable('garlic_pioneer_article').set(changes).where('id', '=', row.id).execute();
  return { data: await presentDetail(db, { ...row, ...changes } as ArticleRow, pioneer, frontUserId, now) };
};

/** GET /v1/garlic-pioneer-article/detail */
export const pioneerArticleDetail: Handler<'pioneerArticleDetail'> = async ({ input, user, services: { db } }) => {
  const { id } = input;
  const row = await findArticle(db, id);
  const pioneer = row?.pioneerId ? await findPioneer(db, row.pioneerId) : undefined;
  const viewer = { frontUserId: user?.frontUserId };
  if (!row || !pioneer || !canOpen({ ...row, isDraft: row.isDraft === 1, pioneerStatus: pioneer.status }, viewer)) throw notFound(`Article ${id}`);
  return { data: await presentDetail(db, row, pioneer, user?.frontUserId, new Date()) };
};
