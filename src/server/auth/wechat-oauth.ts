import { createHash, randomBytes } from 'node:crypto';
import type { Services } from '../engine/context.ts';
import { badRequest, notConfigured } from '../http/api-error.ts';

const CODE_TTL_MS = 5 * 60 * 1000;
/** How long after WeChat sign-in an openid without an account may be registered. */
export const REGISTER_WINDOW_MS = 30 * 60 * 1000;

/** A development code for `wxOpenid`, as WeChat would issue after consent: single use, 5 minutes. */
export async function issueDevCode(services: Services, wxOpenid: string): Promise<string> {
  const code = randomBytes(16).toString('base64url');
  const now = Date.now();
  await services.db
    .insertInto('oauth_code')
    .values({ code, wxOpenid, usedTime: null, expireTime: new Date(now + CODE_TTL_MS).toISOString(), createTime: new Date(now).toISOString() })
    .execute();
  return code;
}

async function redeemDevCode(services: Services, code: string): Promise<string> {
  const row = await services.db.selectFrom('oauth_code').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row || row.usedTime || (row.expireTime ?? '') < new Date().toISOString()) throw badRequest('code is invalid, expired or already used');
  const claimed = await services.db
    .updateTable('oauth_code')
    .set({ usedTime: new Date().toISOString() })
    .where('code', '=', code)
    .where('usedTime', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw badRequest('code is invalid, expired or already used');
  return row.wxOpenid!;
}

interface WechatTokenReply {
  openid?: string;
  errcode?: number;
  errmsg?: string;
  is_snapshotuser?: number;
}

async function redeemWechatCode(appId: string, secret: string, code: string): Promise<string> {
  const url = new URL('https://api.weixin.qq.com/sns/oauth2/access_token');
  url.search = new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' }).toString();
  const reply = (await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).json()) as WechatTokenReply;
  if (reply.errcode) throw badRequest(`WeChat refused the code (${reply.errcode}: ${reply.errmsg ?? 'unknown'})`);
  if (reply.is_snapshotuser === 1) throw badRequest('WeChat showed this page in snapshot mode; open it in WeChat itself to sign in');
  if (!reply.openid) throw badRequest('WeChat returned no openid for this code');
  return reply.openid;
}

/** Keeps a code WeChat redeemed (by its digest) as used, so the openid counts as signed in just now. */
async function recordWechatCode(services: Services, code: string, wxOpenid: string): Promise<void> {
  const now = new Date().toISOString();
  const digest = createHash('sha256').update(code).digest('base64url');
  await services.db
    .insertInto('oauth_code')
    .values({ code: `wx-${digest}`, wxOpenid, usedTime: now, expireTime: now, createTime: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/**
 * Turns an OAuth code into an openid: WeChat's own exchange when configured, the development one
 * otherwise. Either way the redeemed code stays on record, which is what lets the openid register.
 */
export async function exchangeOAuthCode(services: Services, code: string): Promise<string> {
  const { wechatAppId, wechatSecret } = services.config;
  if (!(wechatAppId && wechatSecret)) {
    if (services.config.standIns.wechatSignIn) return redeemDevCode(services, code);
    throw notConfigured(
      'WeChat sign-in is not configured on this server (WECHAT_APPID and WECHAT_SECRET are unset); sign in with your phone number and password',
    );
  }
  const wxOpenid = await redeemWechatCode(wechatAppId, wechatSecret, code);
  await recordWechatCode(services, code, wxOpenid);
  return wxOpenid;
}

/** Whether `wxOpenid` came out of a code redeemed within the registration window. */
export async function signedInWithWechatLately(services: Services, wxOpenid: string): Promise<boolean> {
  const since = new Date(Date.now() - REGISTER_WINDOW_MS).toISOString();
  const row = await services.db.selectFrom('oauth_code').select('code').where('wxOpenid', '=', wxOpenid).where('usedTime', '>=', since).executeTakeFirst();
  return row !== undefined;
}
