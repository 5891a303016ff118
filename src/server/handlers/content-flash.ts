import type { CallContext, Handler } from '../engine/context.ts';
import type { Row } from '../engine/rows.ts';
import { visibleRows } from '../engine/moderation.ts';
import { cardsOf } from './content-cards.ts';
import { CONTENT_SOURCES, type ContentSource } from './content-sources.ts';
import type { DynamicDb } from '../db/dynamic.ts';

const FLASH_SIZE = 5;
const HOT_SIZE = 5;
const HOT_DAYS = 7;

/** A kind's listed rows (none an operator hid), newest first, as refs of its content cards. */
function listed(db: DynamicDb, src: ContentSource) {
  const { meta } = src;
  let query = db.selectFrom(meta.table).select([`${meta.id} as businessId`, `${meta.created} as sortTime`]);
  if (meta.publish) query = query.where(meta.publish.field, '=', meta.publish.listed);
  return query.where((eb) => visibleRows(eb, meta));
}

/** The news flash of one kind: its five latest listed rows as content cards (a ticker's lines). */
function newsFlash(businessType: string) {
  const src = CONTENT_SOURCES[businessType]!;
  return async ({ services }: CallContext<unknown>) => {
    const db = services.db as unknown as DynamicDb;
    const rows = await listed(db, src).orderBy(src.meta.created!, 'desc').orderBy(src.meta.id, 'desc').limit(FLASH_SIZE).execute();
    return {
      data: await cardsOf(
        db,
        rows.map((r: Row) => ({ businessType, businessId: String(r.businessId), sortTime: String(r.sortTime) })),
      ),
    };
  };
}

export const conjunctureNewsFlash: Handler<'conjunctureNewsFlash'> = newsFlash('2');
export const quotationHotNewsFlash: Handler<'quotationHotNewsFlash'> = newsFlash('3');
export const forumNewsFlash: Handler<'forumNewsFlash'> = newsFlash('4');

const HOT_SERVICES = [
  ['CONJUNCTURE', '2'],
  ['QUOTATION_HOT', '3'],
] as const;

interface HotMessage {
  serviceCode: (typeof HOT_SERVICES)[number][0];
  businessType: string;
  businessId: string;
  title: string;
  publishTime: string;
  readCount: number;
}

/** The most read listed rows of a kind in the last week, topped up with the latest when fewer. */
async function hottest(db: DynamicDb, src: ContentSource, since: string): Promise<Row[]> {
  const order = (q: ReturnType<typeof listed>) =>
    q.select('readCount').orderBy('readCount', 'desc').orderBy(src.meta.created!, 'desc').orderBy(src.meta.id, 'desc');
  const recent = await order(listed(db, src).where(src.meta.created!, '>=', since))
    .limit(HOT_SIZE)
    .execute();
  if (recent.length >= HOT_SIZE) return recent;
  const seen = new Set(recent.map((r: Row) => r.businessId));
  const latest = await listed(db, src)
    .select('readCount')
    .orderBy(src.meta.created!, 'desc')
    .orderBy(src.meta.id, 'desc')
    .limit(HOT_SIZE * 2)
    .execute();
  return [...recent, ...latest.filter((r: Row) => !seen.has(r.businessId))].slice(0, HOT_SIZE);
}

/** /v1/home/getHotMess: market reports (CONJUNCTURE) and hot news (QUOTATION_HOT), the most read first. */
export const homeHotMessages: Handler<'homeHotMessages'> = async ({ services }) => {
  const db = services.db as unknown as DynamicDb;
  const since = new Date(Date.now() - HOT_DAYS * 86400_000).toISOString();
  const messages: HotMessage[] = [];
  for (const [serviceCode, businessType] of HOT_SERVICES) {
    const src = CONTENT_SOURCES[businessType]!;
    const rows = await hottest(db, src, since);
    const cards = await cardsOf(
      db,
      rows.map((r) => ({ businessType, businessId: String(r.businessId), sortTime: String(r.sortTime) })),
    );
    for (const card of cards) {
      messages.push({ serviceCode, businessType, businessId: card.businessId, title: card.title, publishTime: card.publishTime, readCount: card.readCount });
    }
  }
  messages.sort((a, b) => Number(b.readCount) - Number(a.readCount) || String(b.publishTime).localeCompare(String(a.publishTime)));
  return { data: messages };
};
