import type { Db } from '../db/database.ts';
import type { GarlicPioneerArticleTable } from '../../../generated/db.ts';
import type { MarketSeeder } from './market-seeder.ts';
import { createRandom, type Random } from './random.ts';
import { DEMO_ACCOUNT, seededId } from './demo-users.ts';
import { DEMO_PIONEERS, feesFor, type DemoPioneer, type PioneerRows } from './demo-pioneer-profiles.ts';
import { writeArticle, type ArticleKind } from './demo-pioneer-texts.ts';
import { demoSubscriptions, type DemoUser } from './demo-pioneer-orders.ts';
import { DAY_MS, chinaDate, chinaDayStartOf } from '../../shared/china-time.ts';

const DAY = DAY_MS;

const KINDS: Record<string, readonly (readonly [ArticleKind, number])[]> = {
  '1': [
    ['storage', 5],
    ['prices', 4],
    ['outlook', 1],
  ],
  '2': [
    ['exports', 6],
    ['prices', 2],
  ],
  '3': [
    ['outlook', 4],
    ['prices', 4],
    ['storage', 2],
  ],
  '4': [
    ['field', 6],
    ['prices', 2],
  ],
  '5': [
    ['prices', 6],
    ['storage', 1],
  ],
  '6': [
    ['processing', 5],
    ['prices', 1],
  ],
};

/** A time between 6:00 and 22:00 China time on the day `daysAgo` before now, never ahead of now. */
function dayTime(random: Random, now: number, daysAgo: number): number {
  const midnight = chinaDayStartOf(now) - daysAgo * DAY;
  let time = midnight + random.int(6 * 3600, 22 * 3600) * 1000;
  while (time > now) time -= DAY;
  return time;
}

function articlesOf(random: Random, now: number, p: DemoPioneer, pioneerId: string, owner: string, index: number): GarlicPioneerArticleTable[] {
  const rows: GarlicPioneerArticleTable[] = [];
  // Published over the last half year, about evenly; the demo account also has two drafts and one article off shelf.
  const drafts = index === 0 ? 2 : random.chance(0.3) ? 1 : 0;
  for (let i = 0; i < p.articles + drafts; i++) {
    const draft = i >= p.articles;
    const daysAgo = draft ? random.int(0, 3) : Math.floor(((i + random.float(0, 0.8)) * 182) / p.articles);
    const time = dayTime(random, now, daysAgo);
    const goodsId = random.pick(p.goodsIds);
    const paid = p.monthly > 0 && random.chance(0.45);
    const written = writeArticle(random, random.weighted(KINDS[p.role]!), chinaDate(time), p.regionId, goodsId, paid);
    const iso = new Date(time).toISOString();
    rows.push({
      id: seededId(time, index * 64 + i),
      pioneerId,
      publishUserId: owner,
      title: written.title,
      goodsId,
      subscribeType: paid ? '2' : '1',
      content: written.content,
      imgFiles: '[]',
      isDraft: draft ? 1 : 0,
      status: index === 0 && i === 3 ? '0' : '1',
      publishTime: draft ? null : iso,
      createTime: iso,
      updateTime: iso,
    });
  }
  return rows;
}

/** Every demo pioneer's profile, prices and articles; the same users and `now` give the same rows. */
export function demoPioneerRows(random: Random, now: number, users: ReadonlyMap<string, DemoUser>): PioneerRows {
  const rows: PioneerRows = { pioneers: [], feeModels: [], articles: [] };
  DEMO_PIONEERS.forEach((p, index) => {
    const user = users.get(p.nickname);
    if (!user) return;
    const joined = now - random.int(190, 420) * DAY - random.int(0, DAY - 1);
    const id = seededId(joined, 3000 + index);
    const at = new Date(joined).toISOString();
    rows.pioneers.push({
      id,
      frontUserId: user.frontUserId,
      headImg: '{}',
      username: p.username,
      phone: user.phone,
      remark: p.remark,
      goodsIds: JSON.stringify(p.goodsIds),
      regionId: p.regionId,
      role: p.role,
      status: p.status ?? '1',
      reviewReason: '',
      createTime: at,
      updateTime: at,
    });
    p.goodsIds.forEach((goodsId, g) => {
      // A pioneer charges a little more for the variety they know best (their first).
      const monthly = g === 0 || p.monthly === 0 ? p.monthly : Math.round((p.monthly * 0.8) / 100) * 100 - 10;
      for (const fee of feesFor(monthly)) {
        rows.feeModels.push({
          feeModelId: seededId(joined, 3100 + index * 8 + g * 3 + Number(fee.periodType)),
          pioneerId: id,
          goodsId,
          ...fee,
          status: '1',
          createTime: at,
          updateTime: at,
        });
      }
    });
    rows.articles.push(...articlesOf(random, now, p, id, user.frontUserId, index));
  });
  return rows;
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 100) await insert(rows.slice(i, i + 100));
}

/** Seeds the pioneers once the demo users exist and no pioneer does; a database without demo users gets none. */
export const seedPioneers: MarketSeeder = async (db: Db, { now }) => {
  if (await db.selectFrom('garlic_pioneer_user').select('id').limit(1).executeTakeFirst()) return { table: 'garlic_pioneer_user', rows: 0 };
  const found = await db
    .selectFrom('front_user')
    .select(['frontUserId', 'nickname', 'phone'])
    .where('wxOpenid', 'like', 'demo-openid-%')
    .orderBy('wxOpenid')
    .execute();
  const users = new Map(
    found.map((u) => [u.phone === DEMO_ACCOUNT.phone ? '' : (u.nickname ?? ''), { frontUserId: u.frontUserId, nickname: u.nickname ?? '', phone: u.phone }]),
  );
  if (!users.has('')) return { table: 'garlic_pioneer_user', rows: 0 };
  const random = createRandom(20_260_601);
  const rows = demoPioneerRows(random, now.getTime(), users);
  const { orders, subscriptions } = demoSubscriptions(random, now.getTime(), rows, [...users.values()]);
  await db.transaction().execute(async (trx) => {
    await insertAll(rows.pioneers, (b) => trx.insertInto('garlic_pioneer_user').values(b).execute());
    await insertAll(rows.feeModels, (b) => trx.insertInto('garlic_pioneer_fee_model').values(b).execute());
    await insertAll(rows.articles, (b) => trx.insertInto('garlic_pioneer_article').values(b).execute());
    await insertAll(orders, (b) => trx.insertInto('garlic_pioneer_order').values(b).execute());
    await insertAll(subscriptions, (b) => trx.insertInto('garlic_pioneer_subscribe').values(b).execute());
  });
  return { table: 'garlic_pioneer_user', rows: rows.pioneers.length };
};
