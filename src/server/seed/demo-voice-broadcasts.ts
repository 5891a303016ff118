import type { Db } from '../db/database.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { batchOf, dateOfBatch } from '../handlers/price-batches.ts';
import { dailyPriceSource } from '../handlers/voice-source-daily-prices.ts';
import { tradePostSource } from '../handlers/voice-source-trade-post.ts';
import { DEMO_ACCOUNT, seededId } from './demo-users.ts';
import { chinaDayStart, chinaToday } from '../../shared/china-time.ts';

export const DEMO_PRICE_REPORTS = 14;
export const DEMO_POST_BROADCASTS = 14;
/** The latest quotation day and posts are left for people to add, as a morning's editor would. */
const LEFT_FOR_PEOPLE = { days: 1, posts: 3 };
const MINUTE = 60_000;

interface VoiceRow {
  voiceId: string;
  type: string;
  businessId: string;
  title: string;
  content: string;
  audioFile: null;
  publishStatus: string;
  publisherId: string;
  publishTime: string;
}

/** The last quotation days' price reports (each added at 07:30 China time) and the latest posts (ten minutes after them). */
export async function demoVoiceRows(db: Db, now: Date): Promise<VoiceRow[]> {
  const at = now.getTime();
  const editor = await db.selectFrom('front_user').select('frontUserId').where('phone', '<>', DEMO_ACCOUNT.phone).orderBy('frontUserId').executeTakeFirst();
  const batches = await db
    .selectFrom('price')
    .select('batchNum')
    .distinct()
    .where('batchNum', '<=', batchOf(chinaToday(at)))
    .orderBy('batchNum', 'desc')
    .offset(LEFT_FOR_PEOPLE.days)
    .limit(DEMO_PRICE_REPORTS)
    .execute();
  const rows: VoiceRow[] = [];
  for (const [n, { batchNum }] of batches.entries()) {
    const item = editor ? await dailyPriceSource.read(db, batchNum) : undefined;
    const time = Math.min(at - MINUTE, chinaDayStart(dateOfBatch(batchNum)) + 7.5 * 3_600_000);
    if (item && editor)
      rows.push({
        voiceId: seededId(time, n),
        type: 'PRICE_DAY',
        businessId: batchNum,
        ...item,
        audioFile: null,
        publishStatus: '1',
        publisherId: editor.frontUserId,
        publishTime: new Date(time).toISOString(),
      });
  }
  const posts = await db
    .selectFrom('buy_sell')
    .select(['buySellId', 'publishUserId', 'publishTime'])
    .where('publishStatus', '=', '1')
    .orderBy('publishTime', 'desc')
    .offset(LEFT_FOR_PEOPLE.posts)
    .limit(DEMO_POST_BROADCASTS)
    .execute();
  for (const [n, post] of posts.entries()) {
    const item = await tradePostSource.read(db, post.buySellId);
    const time = Math.min(at - MINUTE, Date.parse(post.publishTime ?? '') + 10 * MINUTE);
    if (item)
      rows.push({
        voiceId: seededId(time, 100 + n),
        type: 'BUY_SELL',
        businessId: post.buySellId,
        ...item,
        audioFile: null,
        publishStatus: '1',
        publisherId: post.publishUserId ?? '',
        publishTime: new Date(time).toISOString(),
      });
  }
  return rows;
}

export const seedVoiceBroadcasts: MarketSeeder = async (db: Db, { now }) => {
  const any = await db.selectFrom('voice_broadcast').select('voiceId').limit(1).executeTakeFirst();
  if (any) return { table: 'voice_broadcast', rows: 0 };
  const rows = await demoVoiceRows(db, now);
  if (rows.length > 0) await db.insertInto('voice_broadcast').values(rows).execute();
  return { table: 'voice_broadcast', rows: rows.length };
};
