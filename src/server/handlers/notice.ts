import { requireUser, type HandlerContext, type HandlerResult } from '../engine/context.ts';
import { notFound } from '../http/api-error.ts';

/** POST /v1/notice/read: marks one of the caller's notices read (or all); answers how many stay unread. */
export async function noticeRead(ctx: HandlerContext<'noticeRead'>): Promise<HandlerResult<'noticeRead'>> {
  const userId = requireUser(ctx).frontUserId;
  const { noticeId } = ctx.input;
  const db = ctx.services.db;
  let update = db.updateTable('notice').set({ isRead: 1 }).where('frontUserId', '=', userId);
  if (noticeId) {
    const mine = await db.selectFrom('notice').select('noticeId').where('noticeId', '=', noticeId).where('frontUserId', '=', userId).executeTakeFirst();
    if (!mine) throw notFound(`notice ${noticeId}`);
    update = update.where('noticeId', '=', noticeId);
  }
  await update.execute();
  ctx.services.changes.touch(['notice']);
  const left = await db
    .selectFrom('notice')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('frontUserId', '=', userId)
    .where('isRead', '=', 0)
    .executeTakeFirst();
  return { data: { unread: Number(left?.n ?? 0) } };
}

/** GET /v1/notice/setting: the caller's notice settings. */
export async function noticeSetting(ctx: HandlerContext<'noticeSetting'>): Promise<HandlerResult<'noticeSetting'>> {
  const userId = requireUser(ctx).frontUserId;
  const row = await ctx.services.db.selectFrom('front_user').select('noticeDigest').where('frontUserId', '=', userId).executeTakeFirst();
  return { data: { digest: Number(row?.noticeDigest ?? 0) === 1 } };
}

/** POST /v1/notice/updateSetting {digest}: one WeChat message a day instead of one per alert, or not. */
export async function noticeUpdateSetting(ctx: HandlerContext<'noticeUpdateSetting'>): Promise<HandlerResult<'noticeUpdateSetting'>> {
  const userId = requireUser(ctx).frontUserId;
  const { digest } = ctx.input;
  await ctx.services.db
    .updateTable('front_user')
    .set({ noticeDigest: digest ? 1 : 0 })
    .where('frontUserId', '=', userId)
    .execute();
  return { data: { digest } };
}
