import type { Db } from '../db/database.ts';

/** The operator role (decision 0035): a row of operator_role per operator, read on every /api/admin/ call. */

export class UnknownPhoneError extends Error {
  constructor(readonly phone: string) {
    super(`No registered user has the phone number ${phone}; the user must register in the app first`);
    this.name = 'UnknownPhoneError';
  }
}

/** Whether the user is an operator now (no caching: a revoke takes effect on the next request). */
export async function isOperator(db: Db, frontUserId: string): Promise<boolean> {
  const row = await db.selectFrom('operator_role').select('frontUserId').where('frontUserId', '=', frontUserId).executeTakeFirst();
  return row !== undefined;
}

async function userOf(db: Db, phone: string) {
  const user = await db.selectFrom('front_user').select(['frontUserId', 'nickname', 'phone']).where('phone', '=', phone).executeTakeFirst();
  if (!user) throw new UnknownPhoneError(phone);
  return user;
}

export interface OperatorListing {
  frontUserId: string;
  phone: string;
  nickname: string;
  grantTime: string;
}

/** Makes the user with this phone an operator; false when they already were. */
export async function grantOperator(db: Db, phone: string, now = new Date()): Promise<boolean> {
  const user = await userOf(db, phone);
  if (await isOperator(db, user.frontUserId)) return false;
  await db.insertInto('operator_role').values({ frontUserId: user.frontUserId, grantTime: now.toISOString() }).execute();
  return true;
}

/** Takes the operator role from the user with this phone; false when they had none. */
export async function revokeOperator(db: Db, phone: string): Promise<boolean> {
  const user = await userOf(db, phone);
  const result = await db.deleteFrom('operator_role').where('frontUserId', '=', user.frontUserId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every operator, earliest grant first. */
export async function listOperators(db: Db): Promise<OperatorListing[]> {
  const rows = await db
    .selectFrom('operator_role')
    .innerJoin('front_user', 'front_user.frontUserId', 'operator_role.frontUserId')
    .select(['operator_role.frontUserId', 'front_user.phone', 'front_user.nickname', 'operator_role.grantTime'])
    .orderBy('operator_role.grantTime')
    .orderBy('operator_role.frontUserId')
    .execute();
  return rows.map((r) => ({ frontUserId: r.frontUserId, phone: r.phone ?? '', nickname: r.nickname ?? '', grantTime: r.grantTime ?? '' }));
}
