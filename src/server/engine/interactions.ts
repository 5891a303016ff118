import { sql, type Kysely } from 'kysely';
import { entities } from '../../../generated/entities.ts';
import { newId } from '../db/ids.ts';
import { badRequest, notFound } from '../http/api-error.ts';
import { counterColumn, entityMeta, type Counter, type EntityMeta, type Row } from './rows.ts';
import type { DynamicDb } from '../db/dynamic.ts';

// Interactions are rows about any record that takes them, addressed as {businessType, businessId}:
// toggles (collect, agree, disagree; one a user) in user_toggle and comments in user_comment. The
// record keeps a counter of each, moved in the same transaction as the row that it counts.

type AnyDb = Kysely<Record<string, Row>>;
export type ToggleKind = 'collection' | 'agree' | 'disagree';

/** The row key that tells a signed-in viewer whether they set a toggle (codegen names them alike). */
export const VIEWER_FLAG: Record<ToggleKind, string> = { collection: 'isCollection', agree: 'isAgree', disagree: 'isDisagree' };
const TOGGLES = Object.keys(VIEWER_FLAG) as ToggleKind[];

const byType = new Map(
  Object.values(entities as Record<string, { name: string; interactions?: { businessType: string } }>)
    .filter((e) => e.interactions)
    .map((e) => [e.interactions!.businessType, e.name]),
);

/** The entity a businessType names; the call's schema already limits the values, so this is a guard. */
export function entityOfType(businessType: string): EntityMeta {
  const name = byType.get(businessType);
  if (!name) throw badRequest(`businessType ${businessType} names no kind of record`);
  return entityMeta(name);
}

/** Whether a viewer may see a row: listed, or their own. */
export function visibleTo(meta: EntityMeta, row: Row, viewerId: string | undefined): boolean {
  const own = Boolean(meta.owner && viewerId && row[meta.owner] === viewerId);
  // A row an operator hid is its owner's alone (decision 0039).
  if (meta.moderate && Number(row[meta.moderate.hidden] ?? 0) === 1) return own;
  if (!meta.publish || row[meta.publish.field] === meta.publish.listed) return true;
  return own;
}

/** The record an interaction is about, as its viewer may see it; 404 when the pair names nothing. */
export async function findTarget(db: unknown, businessType: string, businessId: string, viewerId: string | undefined) {
  const meta = entityOfType(businessType);
  const row = await (db as AnyDb).selectFrom(meta.table).selectAll().where(meta.id, '=', businessId).executeTakeFirst();
  if (!row || !visibleTo(meta, row, viewerId)) throw notFound(`${meta.name} ${businessId} (businessType ${businessType})`);
  return { meta, row };
}

/** Moves a stored counter by one (never below zero); a column added later starts as null. */
export async function bumpCounter(db: unknown, meta: EntityMeta, id: string, counter: Counter, by: 1 | -1): Promise<void> {
  const col = sql.ref(counterColumn(counter));
  const next = by > 0 ? sql`coalesce(${col}, 0) + 1` : sql`case when coalesce(${col}, 0) > 0 then coalesce(${col}, 0) - 1 else 0 end`;
  await (db as AnyDb)
    .updateTable(meta.table)
    .set({ [counterColumn(counter)]: next })
    .where(meta.id, '=', id)
    .execute();
}

export async function readCounter(db: unknown, meta: EntityMeta, id: string, counter: Counter): Promise<number> {
  const row = await (db as AnyDb).selectFrom(meta.table).select(counterColumn(counter)).where(meta.id, '=', id).executeTakeFirst();
  return Number(row?.[counterColumn(counter)] ?? 0);
}

/** Sets (on) or clears (off) one user's toggle and its counter in one transaction; idempotent. */
export async function setToggle(db: DynamicDb, target: { meta: EntityMeta; id: string }, kind: ToggleKind, userId: string, on: boolean) {
  const { meta, id } = target;
  const businessType = meta.interactions!.businessType;
  return db.transaction().execute(async (trx) => {
    const key = { kind, businessType, businessId: id, frontUserId: userId };
    if (on) {
      const inserted = await trx
        .insertInto('user_toggle')
        .values({ toggleId: newId(Date.now()), ...key, createTime: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['kind', 'businessType', 'businessId', 'frontUserId']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await bumpCounter(trx, meta, id, kind, 1);
    } else {
      let query = trx.deleteFrom('user_toggle');
      for (const [column, value] of Object.entries(key)) query = query.where(column, '=', value);
      const deleted = await query.executeTakeFirst();
      if (Number(deleted.numDeletedRows) > 0) await bumpCounter(trx, meta, id, kind, -1);
    }
    return { businessId: id, businessType, active: on, count: await readCounter(trx, meta, id, kind) };
  });
}

/** The viewer's flags on one record: false for each toggle it takes when nobody is signed in. */
export async function viewerFlags(db: unknown, meta: EntityMeta, id: string, viewerId: string | undefined): Promise<Row> {
  const kinds = TOGGLES.filter((k) => meta.interactions?.counters.includes(k));
  const set = new Set<string>();
  if (viewerId && kinds.length > 0) {
    const rows = await (db as AnyDb)
      .selectFrom('user_toggle')
      .select('kind')
      .where('businessType', '=', meta.interactions!.businessType)
      .where('businessId', '=', id)
      .where('frontUserId', '=', viewerId)
      .execute();
    rows.forEach((r) => set.add(String(r.kind)));
  }
  return Object.fromEntries(kinds.map((k) => [VIEWER_FLAG[k], set.has(k)]));
}

/** A read by anyone but the publisher counts once per getById. */
export async function countRead(db: unknown, meta: EntityMeta, row: Row, viewerId: string | undefined): Promise<Row> {
  if (!meta.interactions?.counters.includes('read')) return row;
  if (meta.owner && viewerId && row[meta.owner] === viewerId) return row;
  const id = String(row[meta.id]);
  await bumpCounter(db, meta, id, 'read', 1);
  return { ...row, [counterColumn('read')]: Number(row[counterColumn('read')] ?? 0) + 1 };
}

/** A deleted record's toggles and comments go with it (called inside the delete's transaction). */
export async function removeInteractions(db: unknown, meta: EntityMeta, id: string): Promise<void> {
  if (!meta.interactions) return;
  const { businessType } = meta.interactions;
  for (const table of ['user_toggle', 'user_comment']) {
    await (db as AnyDb).deleteFrom(table).where('businessType', '=', businessType).where('businessId', '=', id).execute();
  }
}
