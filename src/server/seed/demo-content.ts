import type { Kysely } from 'kysely';
import type { BuySellTable, Database, UserTable } from '../../../generated/db.ts';
import { entities } from '../../../generated/entities.ts';
import { createRandom } from './random.ts';
import { demoConjunctures } from './demo-conjunctures.ts';
import { demoForumPosts, demoHotArticles, demoNews } from './demo-articles.ts';
import { countsOf, demoInteractions, type InteractionTarget } from './demo-interactions.ts';
import type { DynamicDb } from '../db/dynamic.ts';
import { bulkInsert } from '../db/bulk-insert.ts';

/** How many of each the demo data holds: every public list scrolls past its second page. */
export const DEMO_CONTENT = { conjunctures: 72, articles: 48, forumPosts: 52, news: 50 } as const;

type Row = Record<string, unknown>;
type Counted = { table: string; entity: keyof typeof entities; businessType: string; id: string; owner: string | null; time: string; rows: Row[] };

function countersOf(entity: keyof typeof entities): string[] {
  const meta = entities[entity] as { interactions?: { counters: readonly string[] } };
  return [...(meta.interactions?.counters ?? [])];
}

/**
 * Market reports, hot news, forum posts and news by the demo users, with comments, agrees and
 * collections spread over them (trade posts are collected too) and counters that match the rows.
 * Runs inside seedDemoData's transaction, after the users and trade posts.
 */
export async function seedDemoContent(db: Kysely<Database>, options: { now: Date; users: UserTable[]; posts: BuySellTable[] }) {
  const { now, users, posts } = options;
  const random = createRandom(20261120);
  const at = now.getTime();
  const sets: Counted[] = [
    {
      table: 'conjuncture',
      entity: 'conjuncture',
      businessType: '2',
      id: 'conjunctureId',
      owner: 'publisherId',
      time: 'publishTime',
      rows: demoConjunctures(random, now, users, DEMO_CONTENT.conjunctures) as unknown as Row[],
    },
    {
      table: 'quotation_article',
      entity: 'quotationArticle',
      businessType: '3',
      id: 'quotationArticleId',
      owner: 'publisherId',
      time: 'publishTime',
      rows: demoHotArticles(random, at, users, DEMO_CONTENT.articles) as unknown as Row[],
    },
    {
      table: 'forum_post',
      entity: 'forum',
      businessType: '4',
      id: 'forumId',
      owner: 'publisherId',
      time: 'publishTime',
      rows: demoForumPosts(random, at, users, DEMO_CONTENT.forumPosts) as unknown as Row[],
    },
    {
      table: 'forefront_info',
      entity: 'forefrontInfo',
      businessType: '5',
      id: 'id',
      owner: null,
      time: 'publishTime',
      rows: demoNews(random, at, DEMO_CONTENT.news) as unknown as Row[],
    },
  ];
  const trade: Counted = {
    table: 'buy_sell',
    entity: 'buySell',
    businessType: '1',
    id: 'buySellId',
    owner: 'publishUserId',
    time: 'publishTime',
    rows: posts as unknown as Row[],
  };
  const targets: InteractionTarget[] = [trade, ...sets].flatMap((set) =>
    set.rows.map((row) => ({
      businessType: set.businessType,
      id: String(row[set.id]),
      time: Date.parse(String(row[set.time])),
      ownerId: set.owner ? String(row[set.owner]) : null,
      listed: row.publishStatus === undefined || row.publishStatus === '1',
      counters: countersOf(set.entity),
    })),
  );
  const { toggles, comments, counts } = demoInteractions(random, at, users, targets);
  const any = db as unknown as DynamicDb;
  for (const set of sets) {
    const counters = countersOf(set.entity).map((c) => `${c}Count`);
    const rows = set.rows.map((row) => {
      const c = countsOf(counts, set.businessType, String(row[set.id])) as unknown as Row;
      return { ...row, ...Object.fromEntries(counters.map((k) => [k, c[k]])) };
    });
    await bulkInsert(db, set.table, rows);
  }
  for (const post of posts) {
    const c = countsOf(counts, '1', post.buySellId);
    await any.updateTable('buy_sell').set({ collectionCount: c.collectionCount, readCount: c.readCount }).where('buySellId', '=', post.buySellId).execute();
  }
  await bulkInsert(db, 'user_toggle', toggles);
  await bulkInsert(db, 'user_comment', comments);
  return {
    conjunctures: sets[0]!.rows.length,
    articles: sets[1]!.rows.length,
    forumPosts: sets[2]!.rows.length,
    news: sets[3]!.rows.length,
    comments: comments.length,
    toggles: toggles.length,
  };
}
