import type { Db } from '../db/database.ts';
import type { FiredNotice } from './evaluate-alerts.ts';
import type { Pusher } from './push-message.ts';

export const NOTICES_ROUTE = '/pages/user/notices';

/**
 * Pushes each fired alert's notice to its user at once, unless the user chose the daily digest
 * (front_user.noticeDigest): then the notice waits, pushTime unset, for runDueDigests.
 */
export async function deliverNotices(db: Db, push: Pusher, fired: readonly FiredNotice[], now = new Date()): Promise<void> {
  if (fired.length === 0) return;
  const users = await db
    .selectFrom('front_user')
    .select(['frontUserId', 'wxOpenid', 'noticeDigest'])
    .where('frontUserId', 'in', [...new Set(fired.map((f) => f.frontUserId))])
    .execute();
  const byId = new Map(users.map((u) => [u.frontUserId, u]));
  for (const notice of fired) {
    const user = byId.get(notice.frontUserId);
    if (!user || Number(user.noticeDigest ?? 0) === 1) continue;
    await push({
      frontUserId: notice.frontUserId,
      openid: user.wxOpenid ?? undefined,
      headline: notice.detail,
      lines: [notice.series.zh],
      route: NOTICES_ROUTE,
    });
    await db.updateTable('notice').set({ pushTime: now.toISOString() }).where('noticeId', '=', notice.noticeId).execute();
  }
}
