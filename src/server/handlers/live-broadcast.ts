import { sql } from 'kysely';
import type { Handler } from '../engine/context.ts';
import type { Db } from '../db/database.ts';
import { presentEntity } from '../engine/presented.ts';
import { notFound } from '../http/api-error.ts';

/** kind and serviceType values of spec/entities/live-broadcast.yaml. */
export const LIVE = '1';
export const REGION_MARKET = 'LIVE_BROADCAST_REGION_MARKET';
const SLIDESHOW_LIMIT = 8;
const HOME_LIMIT = 6;

interface Conditions {
  kind?: string;
  goodsId?: string;
  serviceType?: string;
  slideshow?: boolean;
}

/** Shown broadcasts matching the conditions, in the operator's order (newest first among equals). */
async function shown(db: Db, { kind, goodsId, serviceType, slideshow }: Conditions, limit?: number) {
  let query = db.selectFrom('live_broadcast').selectAll().where('publishStatus', '=', '1');
  if (kind) query = query.where('kind', '=', kind);
  if (goodsId) query = query.where('goodsId', '=', goodsId);
  if (serviceType) query = query.where('serviceType', '=', serviceType);
  if (slideshow) query = query.where('slideshow', '=', 1);
  query = query.orderBy('sort').orderBy('publishTime', 'desc').orderBy('liveBroadcastId', 'desc');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map((row) => presentEntity('liveBroadcast', row));
}

/** GET /v1/live-broadcast/getLiveBroadcastSlideshow and /slideshow {goodsId}: the carousel, of one variety when asked. */
export const liveSlideshow: Handler<'liveSlideshow'> = async ({ input, services: { db } }) => ({
  data: await shown(db, { goodsId: input.goodsId as string | undefined, slideshow: true }, SLIDESHOW_LIMIT),
});

/** GET /v1/live-broadcast-video/getLiveBroadcast {goodsId}: the live streams of a variety (all without one). */
export const liveStreamsByGoods: Handler<'liveStreamsByGoods'> = async ({ input, services: { db } }) => ({
  data: await shown(db, { kind: LIVE, goodsId: input.goodsId as string | undefined }),
});

/** GET /v1/home/queryRegionVideo: the live streams of producing-region markets. */
export const homeRegionVideo: Handler<'homeRegionVideo'> = async ({ services: { db } }) => ({
  data: await shown(db, { kind: LIVE, serviceType: REGION_MARKET }, HOME_LIMIT),
});

/** GET /v1/live-broadcast-video/play {liveBroadcastId}: one more play, counted in the database so concurrent plays all count. */
export const livePlay: Handler<'livePlay'> = async ({ input, services: { db } }) => {
  const liveBroadcastId = String(input.liveBroadcastId);
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('live_broadcast')
      .set({ playCount: sql<number>`coalesce(${sql.ref('playCount')}, 0) + 1` })
      .where('liveBroadcastId', '=', liveBroadcastId)
      .where('publishStatus', '=', '1')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(`liveBroadcast ${liveBroadcastId}`);
    const row = await trx.selectFrom('live_broadcast').select('playCount').where('liveBroadcastId', '=', liveBroadcastId).executeTakeFirstOrThrow();
    return { data: { liveBroadcastId, playCount: Number(row.playCount) } };
  });
};
