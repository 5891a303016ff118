import { SignJWT, jwtVerify } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { sessionEnded, sessionInvalid } from '../http/api-error.ts';

export interface SessionUser {
  frontUserId: string;
  familyId: string;
  roles: string[];
}

export interface IssuedTokens {
  accessToken: { tokenValue: string; expiresIn: number };
  refreshToken: { tokenValue: string; expiresIn: number };
}

export interface TokenService {
  issue(frontUserId: string, roles: string[], familyId?: string): Promise<IssuedTokens>;
  verifyAccess(token: string): Promise<SessionUser>;
  rotate(refreshToken: string): Promise<{ frontUserId: string; tokens: (roles: string[]) => Promise<IssuedTokens> }>;
  /** Revokes every token of a sign-in: its refresh tokens and (checked on every call) its access tokens. */
  endSession(familyId: string): Promise<void>;
  /** Ends the sign-in a refresh token belongs to, when it is `frontUserId`'s; unknown tokens are ignored. */
  endSessionOf(refreshToken: string, frontUserId: string): Promise<void>;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createTokenService(db: Db, secret: Uint8Array, accessSeconds: number, refreshDays: number): TokenService {
  const issue = async (frontUserId: string, roles: string[], familyId = newId()): Promise<IssuedTokens> => {
    const now = Date.now();
    const access = await new SignJWT({ sid: familyId, roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(frontUserId)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + accessSeconds)
      .sign(secret);
    const refresh = randomBytes(32).toString('base64url');
    const refreshSeconds = refreshDays * 86400;
    await db
      .insertInto('session_token')
      .values({
        tokenHash: digest(refresh),
        familyId,
        frontUserId,
        usedTime: null,
        revokedTime: null,
        expireTime: new Date(now + refreshSeconds * 1000).toISOString(),
        createTime: new Date(now).toISOString(),
      })
      .execute();
    return { accessToken: { tokenValue: access, expiresIn: accessSeconds }, refreshToken: { tokenValue: refresh, expiresIn: refreshSeconds } };
  };

  const revokeFamily = (familyId: string) =>
    db.updateTable('session_token').set({ revokedTime: new Date().toISOString() }).where('familyId', '=', familyId).where('revokedTime', 'is', null).execute();

  return {
    issue,
    async endSession(familyId) {
      await revokeFamily(familyId);
    },
    async endSessionOf(refreshToken, frontUserId) {
      const row = await db.selectFrom('session_token').select(['familyId', 'frontUserId']).where('tokenHash', '=', digest(refreshToken)).executeTakeFirst();
      if (row?.familyId && row.frontUserId === frontUserId) await revokeFamily(row.familyId);
    },
    async verifyAccess(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }));
      } catch {
        throw sessionInvalid();
      }
      const familyId = String(payload.sid ?? '');
      const revoked = await db
        .selectFrom('session_token')
        .select('tokenHash')
        .where('familyId', '=', familyId)
        .where('revokedTime', 'is not', null)
        .limit(1)
        .executeTakeFirst();
      if (revoked) throw sessionEnded();
      return { frontUserId: String(payload.sub), familyId, roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [] };
    },
    async rotate(refreshToken) {
      const row = await db.selectFrom('session_token').selectAll().where('tokenHash', '=', digest(refreshToken)).executeTakeFirst();
      if (!row) throw sessionEnded('Unknown refresh token; please sign in again');
      if (row.usedTime || row.revokedTime) {
        // A refresh token presented twice means it leaked: end every token of that sign-in.
        await revokeFamily(row.familyId!);
        throw sessionEnded('This refresh token was already used; the session has ended');
      }
      if (row.expireTime! < new Date().toISOString()) throw sessionEnded('The session has expired; please sign in again');
      const claimed = await db
        .updateTable('session_token')
        .set({ usedTime: new Date().toISOString() })
        .where('tokenHash', '=', row.tokenHash)
        .where('usedTime', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) {
        await revokeFamily(row.familyId!);
        throw sessionEnded('This refresh token was already used; the session has ended');
      }
      return { frontUserId: row.frontUserId!, tokens: (roles) => issue(row.frontUserId!, roles, row.familyId!) };
    },
  };
}
