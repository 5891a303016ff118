import type { Db } from '../db/database.ts';
import { NOTICES_ROUTE } from './deliver-notices.ts';
import type { Pusher } from './push-message.ts';
import { DAY_MS, chinaDayStartOf } from '../../shared/china-time.ts';

/** The digest goes out at 08:00 China time (UTC+8, no daylight saving). */
export const DIGEST_HOUR_CHINA = 8;

/** The Chinese sentence of a notice's detail ({en, zh} as JSON text). */
function zhOf(detail: unknown): string {
  try {
    return String((JSON.parse(String(detail)) as { zh?: string }).zh ?? '');
  } catch {
    return '';
  }
}

/** The latest digest time at or before `now`: today's 08:00 in China, or yesterday's before it. */
export function lastDigestTime(now: Date): Date {
  const at = chinaDayStartOf(now.getTime()) + DIGEST_HOUR_CHINA * 3_600_000;
  return new Date(at <= now.getTime() ? at : at - DAY_MS);
}

/**
 * Sends each digest user one message with the alert notices that fired before the last digest time
 * and were not pushed yet, and marks them pushed. Safe to call at any moment and again (a notice is
 * pushed once); a cross-instance job lock may wrap it. Answers how many users got a digest.
 */
export async function runDueDigests(db: Db, push: Pusher, now: Date): Promise<number> {
  const due = await db
    .selectFrom('notice')
    .innerJoin('front_user', 'front_user.frontUserId', 'notice.frontUserId')
    .select(['notice.noticeId', 'notice.frontUserId', 'notice.detail', 'front_user.wxOpenid'])
    .where('notice.decision', '=', 'alert')
    .where('notice.pushTime', 'is', null)
    .where('notice.createTime', '<', lastDigestTime(now).toISOString())
    .where('notice.frontUserId', 'is not', null)
    .where('front_user.noticeDigest', '=', 1)
    .orderBy('notice.createTime', 'asc')
    .execute();
  const byUser = new Map<string, typeof due>();
  for (const n of due) byUser.set(String(n.frontUserId), [...(byUser.get(String(n.frontUserId)) ?? []), n]);
  for (const [frontUserId, notices] of byUser) {
    const count = notices.length;
    await push({
      frontUserId,
      openid: notices[0]!.wxOpenid ?? undefined,
      headline: { en: `Your price alerts: ${count} fired`, zh: `价格提醒日报：${count}条提醒` },
      lines: notices.slice(0, 10).map((n) => zhOf(n.detail)),
      route: NOTICES_ROUTE,
    });
    const ids = notices.map((n) => n.noticeId);
    for (let i = 0; i < ids.length; i += 200)
      await db
        .updateTable('notice')
        .set({ pushTime: now.toISOString() })
        .where('noticeId', 'in', ids.slice(i, i + 200))
        .execute();
  }
  return byUser.size;
}
