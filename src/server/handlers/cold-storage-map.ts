import type { Db } from '../db/database.ts';
import type { ColdStorageApplyTable, ColdStorageAuthTable } from '../../../generated/db.ts';
import { requireUser, type Handler } from '../engine/context.ts';
import { presentRow, type Row } from '../engine/rows.ts';
import { filesOf } from '../engine/stored-files.ts';
import { newId } from '../db/ids.ts';
import { conflict, notFound } from '../http/api-error.ts';
import { chinaDayStartOf } from '../../shared/china-time.ts';

// The cold-storage map lists certified stores and stores added on the map as one kind of entry
// (decision 0018): certified first, each kind newest first.

const PHOTO_FIELDS = ['doorHeaderFiles', 'doorFiles', 'interiorFiles', 'supportFiles', 'tentFiles'] as const;

function common(row: Row) {
  return {
    name: String(row.name ?? ''),
    principal: String(row.principal ?? ''),
    contactPhone: String(row.contactPhone ?? ''),
    province: String(row.province ?? ''),
    provinceCode: String(row.provinceCode ?? ''),
    city: String(row.city ?? ''),
    cityCode: String(row.cityCode ?? ''),
    county: String(row.county ?? ''),
    countyCode: String(row.countyCode ?? ''),
    address: String(row.address ?? ''),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    intro: String(row.intro ?? ''),
    createTime: String(row.createTime),
  };
}

export function authEntry(stored: ColdStorageAuthTable) {
  const row = presentRow('coldStorageAuth', stored as unknown as Row);
  return {
    coldStorageAuthId: stored.coldStorageAuthId,
    kind: 'auth' as const,
    // Only an approved certification shows as certified (decision 0058); rows older than the review count as pending.
    certified: (stored.reviewStatus ?? '0') === '1',
    reviewStatus: (stored.reviewStatus ?? '0') as '0' | '1' | '2',
    ...common(row),
    images: PHOTO_FIELDS.flatMap((f) => filesOf(row[f])),
    type: String(row.type ?? ''),
    typeName: String(row.typeName ?? ''),
    storageAgeId: String(row.storageAgeId ?? ''),
    storageAgeName: String(row.storageAgeName ?? ''),
    coldStorageDate: String(row.coldStorageDate ?? ''),
    capacity: Math.round((Number(stored.fixedCapacity) + Number(stored.activityCapacity ?? 0)) * 10) / 10,
    hole: Number(stored.fixedHole) + Number(stored.activityHole ?? 0),
    goodsCategoryIdList: row.goodsCategoryIdList as string[],
    goodsCategoryNameList: row.goodsCategoryNameList as string[],
  };
}

function applyEntry(stored: ColdStorageApplyTable) {
  const row = presentRow('coldStorageApply', stored as unknown as Row);
  return { coldStorageAuthId: stored.coldStorageApplyId, kind: 'apply' as const, ...common(row), images: filesOf(row.imagesFile) };
}

type Filters = { countyCode?: string; kind?: 'auth' | 'apply' };
type MapEntry = ReturnType<typeof authEntry> | ReturnType<typeof applyEntry>;

function authQuery(db: Db, f: Filters) {
  let q = db.selectFrom('cold_storage_auth');
  if (f.countyCode) q = q.where('countyCode', '=', f.countyCode);
  return q;
}

function applyQuery(db: Db, f: Filters) {
  let q = db.selectFrom('cold_storage_apply');
  if (f.countyCode) q = q.where('countyCode', '=', f.countyCode);
  return q;
}

/** GET /v1/cold-storage-apply/getByPage: one page of the map's entries, certified stores first. */
export const coldStorageMapPage: Handler<'coldStorageMapPage'> = async ({ input, services: { db } }) => {
  const { page, pageSize, ...filters } = input;
  const wantAuth = filters.kind !== 'apply';
  const wantApply = filters.kind !== 'auth';
  const counted = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);
  const authCount = wantAuth
    ? counted(
        await authQuery(db, filters)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      )
    : 0;
  const applyCount = wantApply
    ? counted(
        await applyQuery(db, filters)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst(),
      )
    : 0;
  const offset = (page - 1) * pageSize;
  const data: MapEntry[] = [];
  if (wantAuth && offset < authCount) {
    const rows = await authQuery(db, filters)
      .selectAll()
      .orderBy('createTime', 'desc')
      .orderBy('coldStorageAuthId', 'desc')
      .limit(pageSize)
      .offset(offset)
      .execute();
    data.push(...rows.map(authEntry));
  }
  const left = pageSize - data.length;
  if (wantApply && left > 0) {
    const rows = await applyQuery(db, filters)
      .selectAll()
      .orderBy('createTime', 'desc')
      .orderBy('coldStorageApplyId', 'desc')
      .limit(left)
      .offset(Math.max(0, offset - authCount))
      .execute();
    data.push(...rows.map(applyEntry));
  }
  return { data, totalCount: authCount + applyCount };
};

async function findEntry(db: Db, id: string, viewerId?: string) {
  const auth = await db.selectFrom('cold_storage_auth').selectAll().where('coldStorageAuthId', '=', id).executeTakeFirst();
  if (auth) return { ...authEntry(auth), editable: viewerId !== undefined && auth.ownerId === viewerId };
  const apply = await db.selectFrom('cold_storage_apply').selectAll().where('coldStorageApplyId', '=', id).executeTakeFirst();
  if (apply) return { ...applyEntry(apply), editable: false };
  throw notFound(`Cold store ${id}`);
}

/** GET /v1/cold-storage-apply/getById {coldStorageAuthId}: a certified store or a map entry. */
export const coldStorageMapEntry: Handler<'coldStorageMapEntry'> = async ({ input, user, services: { db } }) => ({
  data: await findEntry(db, input.coldStorageAuthId, user?.frontUserId),
});

/** Midnight in China of today, as an ISO instant. */
function chinaMidnight(now: number): string {
  return new Date(chinaDayStartOf(now)).toISOString();
}

/** POST /v1/cold-storage-apply/addErrorMessage: one report per entry and reporter a China day. */
export const coldStorageErrorReport: Handler<'coldStorageErrorReport'> = async (ctx) => {
  const { db } = ctx.services;
  const { coldStorageAuthId, errorType, content } = ctx.input;
  const reporterId = requireUser(ctx).frontUserId;
  await findEntry(db, coldStorageAuthId);
  const now = Date.now();
  const earlier = await db
    .selectFrom('cold_storage_error_message')
    .select('errorMessageId')
    .where('coldStorageAuthId', '=', coldStorageAuthId)
    .where('reporterId', '=', reporterId)
    .where('createTime', '>=', chinaMidnight(now))
    .executeTakeFirst();
  if (earlier) throw conflict('You have reported this cold store today already; thank you');
  const row = { errorMessageId: newId(now), coldStorageAuthId, errorType, content: content.trim(), reporterId, createTime: new Date(now).toISOString() };
  await db.insertInto('cold_storage_error_message').values(row).execute();
  const { reporterId: _r, ...reply } = row;
  return { data: reply };
};
