import type { Db } from '../db/database.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { hashPassword } from '../auth/password.ts';
import { createRandom } from './random.ts';
import { DEMO_ACCOUNT, demoUsers } from './demo-users.ts';
import { demoTradePosts } from './demo-trade-posts.ts';
import { seedDemoContent } from './demo-content.ts';
import { demoBrokers } from './demo-brokers.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export const DEMO_POST_COUNT = 260;

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('front_user').select('frontUserId').limit(1).executeTakeFirst());
}

/**
 * Fills an empty database with realistic demo data, all in one transaction; the same `now` gives the
 * same rows. With a storage, the demo pictures the rows point to are written to it too.
 */
export async function seedDemoData(db: Db, options: { now: Date; storage?: FileStorage }) {
  const now = options.now.getTime();
  const random = createRandom(20260522);
  // argon2 is slow on purpose: one hash, shared by every demo account.
  const users = demoUsers(random, now, await hashPassword(DEMO_ACCOUNT.password));
  const posts = demoTradePosts(random, now, users, DEMO_POST_COUNT);
  // Each area's rows draw from their own seed, so adding one never changes another's.
  const { brokers, images } = demoBrokers(createRandom(20260601), now, users);
  const content = await db.transaction().execute(async (trx) => {
    await bulkInsert(trx, 'front_user', users);
    await bulkInsert(trx, 'buy_sell', posts);
    await bulkInsert(trx, 'broker', brokers);
    return seedDemoContent(trx, { now: options.now, users, posts });
  });
  for (const image of options.storage ? images : []) await options.storage!.put(image.key, Buffer.from(image.svg));
  return { users: users.length, posts: posts.length, brokers: brokers.length, content, demoAccount: DEMO_ACCOUNT };
}
