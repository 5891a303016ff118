import { dicts } from '../../../generated/app.ts';
import { changePercentOf } from '../alerts/crossing.ts';
import { latestQuotes, seriesRefKey } from '../alerts/series-quotes.ts';
import { newId } from '../db/ids.ts';
import { requireUser, type CallContext, type Handler, type HandlerContext, type HandlerResult } from '../engine/context.ts';
import { round2 } from './prices-rows.ts';

const nameOf = (code: 'region' | 'varieties' | 'specs', id: string): string =>
  (dicts[code].items as readonly { id: string; zh: string }[]).find((i) => i.id === id)?.zh ?? id;

/** The caller's starred series, first starred first, with each one's latest average and change. */
async function watchlistOf(ctx: CallContext<unknown>) {
  const db = ctx.services.db;
  const rows = await db
    .selectFrom('watched_series')
    .select(['watchedSeriesId', 'regionId', 'goodsId', 'specsId'])
    .where('frontUserId', '=', requireUser(ctx).frontUserId)
    .orderBy('createTime', 'asc')
    .orderBy('watchedSeriesId', 'asc')
    .execute();
  const quotes = await latestQuotes(db, rows);
  const data = rows.map((r) => {
    const q = quotes.get(seriesRefKey(r));
    const previous = q?.previousAvgPrice ?? undefined;
    const rate = q ? changePercentOf(q) : undefined;
    return {
      ...r,
      regionName: nameOf('region', r.regionId),
      goodsName: nameOf('varieties', r.goodsId),
      specsName: nameOf('specs', r.specsId),
      ...(q ? { priceDate: q.priceDate, avgPrice: q.avgPrice } : {}),
      ...(q && previous !== undefined ? { previousAvgPrice: previous, change: round2(q.avgPrice - previous) } : {}),
      ...(rate !== undefined ? { changeRate: rate } : {}),
    };
  });
  return { data };
}

/** POST /v1/watchlist/add: stars a series (starring it again changes nothing). */
export async function watchlistAdd(ctx: HandlerContext<'watchlistAdd'>): Promise<HandlerResult<'watchlistAdd'>> {
  const userId = requireUser(ctx).frontUserId;
  const { regionId, goodsId, specsId } = ctx.input;
  const db = ctx.services.db;
  const starred = await db
    .selectFrom('watched_series')
    .select('watchedSeriesId')
    .where('frontUserId', '=', userId)
    .where('regionId', '=', regionId)
    .where('goodsId', '=', goodsId)
    .where('specsId', '=', specsId)
    .executeTakeFirst();
  if (!starred) {
    const now = new Date();
    await db
      .insertInto('watched_series')
      .values({ watchedSeriesId: newId(now.getTime()), frontUserId: userId, regionId, goodsId, specsId, createTime: now.toISOString() })
      .onConflict((oc) => oc.columns(['frontUserId', 'regionId', 'goodsId', 'specsId']).doNothing())
      .execute();
  }
  return watchlistOf(ctx);
}

/** POST /v1/watchlist/remove: unstars a series (not starred changes nothing). */
export async function watchlistRemove(ctx: HandlerContext<'watchlistRemove'>): Promise<HandlerResult<'watchlistRemove'>> {
  const { regionId, goodsId, specsId } = ctx.input;
  await ctx.services.db
    .deleteFrom('watched_series')
    .where('frontUserId', '=', requireUser(ctx).frontUserId)
    .where('regionId', '=', regionId)
    .where('goodsId', '=', goodsId)
    .where('specsId', '=', specsId)
    .execute();
  return watchlistOf(ctx);
}

/** GET /v1/watchlist/list. */
export const watchlistList: Handler<'watchlistList'> = watchlistOf;
