import { sql } from 'kysely';
import { visibleRows } from '../engine/moderation.ts';
import { attachOwnerProfiles } from '../engine/owner-profile.ts';
import type { Row } from '../engine/rows.ts';
import { CONTENT_SOURCES, cardOf, type ContentCard, type ContentSource } from './content-sources.ts';
import type { DynamicDb, DynamicExpressions, DynamicSelect } from '../db/dynamic.ts';

// Lists that mix kinds of content page over a UNION ALL of (businessType, businessId, sortTime) from
// each kind's table, then load the page's rows from their tables and turn them into cards.

type Branch = DynamicSelect<{ businessType: string; businessId: string; sortTime: string }>;

export interface CardRef {
  businessType: string;
  businessId: string;
  sortTime: string;
}

/** The sources of the given businessTypes (all the mixed lists hold when none is asked for). */
export function sourcesOf(types: readonly string[], only?: string): ContentSource[] {
  return types.filter((t) => only === undefined || only === '' || t === only).map((t) => CONTENT_SOURCES[t]!);
}

/** A literal businessType column: the values are the dictionary's digits, never user input. */
const typeColumn = (src: ContentSource) => sql<string>`cast(${sql.raw(`'${src.businessType.replace(/\D/g, '')}'`)} as text)`.as('businessType');

/** The caller's own rows of one kind. */
export function ownBranch(db: DynamicDb, src: ContentSource, userId: string): Branch {
  const { meta } = src;
  return db
    .selectFrom(meta.table)
    .select([typeColumn(src), `${meta.id} as businessId`, `${meta.created} as sortTime`])
    .where(meta.owner!, '=', userId) as Branch;
}

/** The rows of one kind the caller collected and may still see (listed and not hidden, or their own), by collection time. */
export function collectedBranch(db: DynamicDb, src: ContentSource, userId: string): Branch {
  const { meta } = src;
  let query = db
    .selectFrom('user_toggle')
    .innerJoin(meta.table, `${meta.table}.${meta.id}`, 'user_toggle.businessId')
    .select([typeColumn(src), 'user_toggle.businessId as businessId', 'user_toggle.createTime as sortTime'])
    .where('user_toggle.kind', '=', 'collection')
    .where('user_toggle.businessType', '=', src.businessType)
    .where('user_toggle.frontUserId', '=', userId);
  if (meta.publish) {
    const status = `${meta.table}.${meta.publish.field}`;
    query = query.where((eb: DynamicExpressions) =>
      meta.owner ? eb.or([eb(status, '=', meta.publish!.listed), eb(`${meta.table}.${meta.owner}`, '=', userId)]) : eb(status, '=', meta.publish!.listed),
    );
  }
  return query.where((eb: DynamicExpressions) => visibleRows(eb, meta, userId)) as Branch;
}

/** One page of the union of the branches, newest first, and the total. */
export async function pageOfRefs(db: DynamicDb, branches: Branch[], page: number, pageSize: number): Promise<{ refs: CardRef[]; total: number }> {
  if (branches.length === 0) return { refs: [], total: 0 };
  const union = branches.slice(1).reduce((all, b) => all.unionAll(b), branches[0]!);
  const counted = await db
    .selectFrom(union.as('u'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const refs = await db
    .selectFrom(union.as('u'))
    .selectAll()
    .orderBy('sortTime', 'desc')
    .orderBy('businessId', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { refs: refs as CardRef[], total: Number(counted?.n ?? 0) };
}

/** The cards of the refs, in their order, with each owner's nickname; `collected` marks collection times. */
export async function cardsOf(db: DynamicDb, refs: CardRef[], collected = false): Promise<ContentCard[]> {
  const cards = new Map<string, ContentCard>();
  for (const type of new Set(refs.map((r) => r.businessType))) {
    const src = CONTENT_SOURCES[type]!;
    const ids = refs.filter((r) => r.businessType === type).map((r) => r.businessId);
    const stored = await db.selectFrom(src.meta.table).selectAll().where(src.meta.id, 'in', ids).execute();
    const named = await attachOwnerProfiles(db, src.entity, stored as Row[]);
    const nameKey = src.meta.ownerProfile?.name;
    for (const row of named) {
      const ref = refs.find((r) => r.businessType === type && r.businessId === String(row[src.meta.id]))!;
      const extra = { ...(nameKey ? { publisherName: String(row[nameKey] ?? '') } : {}), ...(collected ? { collectTime: ref.sortTime } : {}) };
      cards.set(`${type}:${ref.businessId}`, cardOf(src, row, extra));
    }
  }
  return refs.flatMap((r): ContentCard[] => {
    const card = cards.get(`${r.businessType}:${r.businessId}`);
    return card ? [card] : [];
  });
}
