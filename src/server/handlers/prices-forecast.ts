import { requireUser, type Handler } from '../engine/context.ts';
import type { Db } from '../db/database.ts';
import { conflict } from '../http/api-error.ts';
import { newId } from '../db/ids.ts';
import { chinaToday } from '../../shared/china-time.ts';

/** voteType ids of spec/entities/price-forecast-vote.yaml. */
const UP = '1';
const FLAT = '2';
const DOWN = '3';
const VOTE_TYPES = [UP, FLAT, DOWN] as const;

async function poll(db: Db, goodsId: string, frontUserId: string | undefined) {
  const voteDate = chinaToday();
  const rows = await db
    .selectFrom('price_forecast_vote')
    .select(['voteType', (eb) => eb.fn.countAll<number>().as('n')])
    .where('goodsId', '=', goodsId)
    .where('voteDate', '=', voteDate)
    .groupBy('voteType')
    .execute();
  const count = (type: string) => Number(rows.find((r) => r.voteType === type)?.n ?? 0);
  const mine = frontUserId
    ? await db
        .selectFrom('price_forecast_vote')
        .select('voteType')
        .where('frontUserId', '=', frontUserId)
        .where('goodsId', '=', goodsId)
        .where('voteDate', '=', voteDate)
        .executeTakeFirst()
    : undefined;
  const [up, flat, down] = [count(UP), count(FLAT), count(DOWN)];
  return { goodsId, voteDate, up, flat, down, total: up + flat + down, myVote: VOTE_TYPES.find((type) => type === mine?.voteType) ?? null };
}

/** GET /v1/price-analyse-forecast/findByGoodsId: today's poll of a variety, with the caller's own vote when signed in. */
export const priceForecastPoll: Handler<'priceForecastPoll'> = async ({ input, user, services: { db } }) => ({
  data: await poll(db, input.goodsId, user?.frontUserId),
});

/** POST /v1/price-analyse-forecast/vote: one vote per user, variety and China-time day; a second one is a 409. */
export const priceForecastVote: Handler<'priceForecastVote'> = async (ctx) => {
  const { frontUserId } = requireUser(ctx);
  const { goodsId, voteType } = ctx.input;
  const { db } = ctx.services;
  const voteDate = chinaToday();
  const existing = await db
    .selectFrom('price_forecast_vote')
    .select('voteId')
    .where('frontUserId', '=', frontUserId)
    .where('goodsId', '=', goodsId)
    .where('voteDate', '=', voteDate)
    .executeTakeFirst();
  if (existing) throw conflict('You have already voted on this variety today');
  try {
    const now = new Date();
    await db
      .insertInto('price_forecast_vote')
      .values({ voteId: newId(now.getTime()), goodsId, voteType, voteDate, frontUserId, createTime: now.toISOString() })
      .execute();
  } catch (error) {
    // Two taps at once: the unique index on user, variety and day lets only one through.
    const again = await db
      .selectFrom('price_forecast_vote')
      .select('voteId')
      .where('frontUserId', '=', frontUserId)
      .where('goodsId', '=', goodsId)
      .where('voteDate', '=', voteDate)
      .executeTakeFirst();
    if (again) throw conflict('You have already voted on this variety today');
    throw error;
  }
  return { data: await poll(db, goodsId, frontUserId) };
};
