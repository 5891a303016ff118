import type { Handler } from '../engine/context.ts';
import { sessionInvalid } from '../http/api-error.ts';
import { ACTIVE, ON_SHELF } from './pioneer-article-access.ts';
import { chinaDate } from '../../shared/china-time.ts';
import { presentCard, type PioneerRow } from './pioneer-rows.ts';

/**
 * GET /v1/garlic-pioneer-user/findByPage: active pioneers, most subscribed first; with subscribed=1,
 * those the caller subscribes to, running subscriptions first.
 */
export const pioneerFindByPage: Handler<'pioneerFindByPage'> = async ({ input, user, services: { db } }) => {
  const { page, pageSize, goodsId, regionId, role, subscribed } = input;
  if (subscribed && !user) throw sessionInvalid();
  const now = new Date().toISOString();
  const me = user?.frontUserId ?? '';
  let base = db.selectFrom('garlic_pioneer_user as p').where('p.status', '=', ACTIVE);
  // goodsIds is a JSON list of string ids: '["1","6"]'.
  if (goodsId) base = base.where('p.goodsIds', 'like', `%"${goodsId}"%`);
  if (regionId) base = base.where('p.regionId', '=', regionId);
  if (role) base = base.where('p.role', '=', role);
  if (subscribed)
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('garlic_pioneer_subscribe as s').select('s.subscribeId').whereRef('s.pioneerId', '=', 'p.id').where('s.frontUserId', '=', me)),
    );
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();

  let rows = base.selectAll('p').select((eb) => [
    eb
      .selectFrom('garlic_pioneer_article as a')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('a.pioneerId', '=', 'p.id')
      .where('a.isDraft', '=', 0)
      .where('a.status', '=', ON_SHELF)
      .as('articleCount'),
    eb
      .selectFrom('garlic_pioneer_subscribe as s')
      .select((sub) => sub.fn.count<number>('s.frontUserId').distinct().as('n'))
      .whereRef('s.pioneerId', '=', 'p.id')
      .where('s.endTime', '>', now)
      .as('subscriberCount'),
    eb
      .selectFrom('garlic_pioneer_subscribe as s')
      .select((sub) => sub.fn.max('s.endTime').as('e'))
      .whereRef('s.pioneerId', '=', 'p.id')
      .where('s.frontUserId', '=', me)
      .as('myEnd'),
  ]);
  // Running subscriptions end after now, run-out ones before it: the latest end first puts them first.
  rows = subscribed ? rows.orderBy('myEnd', 'desc') : rows.orderBy('subscriberCount', 'desc').orderBy('articleCount', 'desc');
  const data = await rows
    .orderBy('p.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    data: data.map((r) => {
      const card = presentCard(r as unknown as PioneerRow, { articleCount: Number(r.articleCount ?? 0), subscriberCount: Number(r.subscriberCount ?? 0) });
      if (!subscribed || !r.myEnd) return card;
      return { ...card, subscriptionState: r.myEnd > now ? '1' : '0', subscribedUntil: chinaDate(r.myEnd) };
    }),
    totalCount: Number(counted?.n ?? 0),
  };
};
