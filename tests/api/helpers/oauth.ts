import type { App } from '../../../src/server/app.ts';

/** The address the development authorize page sends the browser back to, as the web app sets it. */
export const HOME = 'http://localhost/';

let counter = 0;

/** A new openid per call, valid by the manifest's pattern. */
export function freshOpenid(): string {
  counter += 1;
  return `dev_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Runs the development "Allow" step for `openid` and returns the code and state WeChat would send back. */
export async function devAuthorize(app: App, openid: string, state = 'home'): Promise<{ code: string; state: string }> {
  const qs = new URLSearchParams({ redirect_uri: HOME, state, openid }).toString();
  const res = await app.inject({ method: 'GET', url: `/dev/wechat/authorize/confirm?${qs}`, headers: { host: 'localhost' } });
  if (res.statusCode !== 302) throw new Error(`authorize confirm answered ${res.statusCode}: ${res.body}`);
  const location = new URL(String(res.headers.location));
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.toString()}`);
  return { code, state: location.searchParams.get('state') ?? '' };
}

/**
 * Signs `openid` in as a browser does before registering: through the development WeChat page and
 * sync_code; on an app configured for real WeChat (no such page), by leaving the record sync_code
 * leaves once WeChat redeemed a code (the redemption itself is tested in wechat.test.ts).
 */
export async function wechatSignIn(app: App, openid: string): Promise<void> {
  if (app.services.config.wechatAppId) {
    const now = new Date().toISOString();
    await app.services.db
      .insertInto('oauth_code')
      .values({ code: `wx-test-${openid}`, wxOpenid: openid, usedTime: now, expireTime: now, createTime: now })
      .execute();
    return;
  }
  const { code } = await devAuthorize(app, openid);
  const res = await app.inject({ method: 'GET', url: `/api/v1/front_user/sync_code?code=${encodeURIComponent(code)}` });
  if (res.statusCode !== 200) throw new Error(`sync_code answered ${res.statusCode}: ${res.body}`);
}
