import { forbidden } from '../http/api-error.ts';
import type { Db } from '../db/database.ts';
import type { UserTable } from '../../../generated/db.ts';
import { presentRow } from '../engine/rows.ts';
import type { Services } from '../engine/context.ts';
import { dictName } from '../engine/rows.ts';
import { fileOrNone } from '../engine/stored-files.ts';
import type { IssuedTokens } from '../auth/tokens.ts';

export type UserRow = UserTable;

export function findUserById(db: Db, frontUserId: string) {
  return db.selectFrom('front_user').selectAll().where('frontUserId', '=', frontUserId).executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string) {
  return db.selectFrom('front_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

export function findUserByOpenid(db: Db, wxOpenid: string) {
  return db.selectFrom('front_user').selectAll().where('wxOpenid', '=', wxOpenid).executeTakeFirst();
}

export function rolesOf(user: UserRow): string[] {
  try {
    const roles: unknown = JSON.parse(user.roles ?? '[]');
    return Array.isArray(roles) ? roles.map(String) : [];
  } catch {
    return [];
  }
}

/** The userInfo shape of the login result and /info: no password hash, the avatar an object. */
export function presentUser(user: UserRow) {
  const row = presentRow('user', user as unknown as Record<string, unknown>);
  return {
    frontUserId: user.frontUserId,
    nickname: user.nickname ?? '',
    phone: user.phone,
    avatar: fileOrNone(row.avatar),
    regionId: user.regionId ?? '',
    regionName: dictName('region', user.regionId),
    wxOpenid: user.wxOpenid ?? '',
    roles: rolesOf(user),
    describe: user.describe ?? '',
  };
}

/** A login result: both tokens, the authorities (ROLE_x) and the user. */
/** A suspended account signs in nowhere (decision 0039). */
export function refuseSuspended(user: { isSuspended?: number | null; suspendReason?: string | null }): void {
  if (Number(user.isSuspended ?? 0) === 1) throw suspendedError(user.suspendReason ?? '');
}

export const suspendedError = (reason: string) => forbidden(`This account is suspended by the operators${reason ? `: ${reason}` : ''}`);

export function loginReply(user: UserRow, tokens: IssuedTokens) {
  return { ...tokens, authorities: rolesOf(user).map((r) => `ROLE_${r}`), userInfo: presentUser(user) };
}

/** Signs the user in: a new session family. */
export async function loginResult(services: Services, user: UserRow) {
  refuseSuspended(user);
  return loginReply(user, await services.tokens.issue(user.frontUserId, rolesOf(user)));
}
