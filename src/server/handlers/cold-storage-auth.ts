import type { Db } from '../db/database.ts';
import type { ColdStorageAuthTable } from '../../../generated/db.ts';
import { requireUser, type Handler } from '../engine/context.ts';
import type { Row } from '../engine/rows.ts';
import { presentEntity } from '../engine/presented.ts';
import { forbidden, notFound } from '../http/api-error.ts';

/** A certified store that the signed-in user owns: 404 when there is none, 403 when it is another's. */
export async function ownStore(db: Db, id: string, userId: string): Promise<ColdStorageAuthTable> {
  const row = await db.selectFrom('cold_storage_auth').selectAll().where('coldStorageAuthId', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Cold store ${id}`);
  if (row.ownerId !== userId) throw forbidden('Only the owner of this cold store may do this');
  return row;
}

/** GET /v1/cold-storage-auth/my/list: the user's certified stores, newest first. */
export const coldStorageAuthMyList: Handler<'coldStorageAuthMyList'> = async (ctx) => {
  const rows = await ctx.services.db
    .selectFrom('cold_storage_auth')
    .selectAll()
    .where('ownerId', '=', requireUser(ctx).frontUserId)
    .orderBy('createTime', 'desc')
    .orderBy('coldStorageAuthId', 'desc')
    .execute();
  return { data: rows.map((r) => presentEntity('coldStorageAuth', r as unknown as Row)) };
};

/** GET /v1/cold-storage-auth/getDetailById {coldStorageId}: the owner's full record. */
export const coldStorageAuthDetail: Handler<'coldStorageAuthDetail'> = async (ctx) => {
  const row = await ownStore(ctx.services.db, String(ctx.input.coldStorageId), requireUser(ctx).frontUserId);
  return { data: presentEntity('coldStorageAuth', row as unknown as Row) };
};

/** GET /v1/cold-storage-auth/delete: the store, its stock and error reports go; its rentals stay, unlinked. */
export const coldStorageAuthDelete: Handler<'coldStorageAuthDelete'> = async (ctx) => {
  const { db } = ctx.services;
  const row = await ownStore(db, String(ctx.input.coldStorageAuthId), requireUser(ctx).frontUserId);
  const id = row.coldStorageAuthId;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cold_storage_inventory').where('coldStorageId', '=', id).execute();
    await trx.deleteFrom('cold_storage_error_message').where('coldStorageAuthId', '=', id).execute();
    await trx.updateTable('cold_storage_rent').set({ coldStorageAuthId: null }).where('coldStorageAuthId', '=', id).execute();
    await trx.deleteFrom('cold_storage_auth').where('coldStorageAuthId', '=', id).execute();
  });
  return { data: null };
};
