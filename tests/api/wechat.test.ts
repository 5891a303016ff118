import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { jsapiSignature } from '../../src/server/auth/wechat-signature.ts';
import { startTestApp } from './helpers/test-app.ts';
import { freshPhone, get, post, type Reply } from './helpers/calls.ts';
import { devAuthorize, freshOpenid, HOME } from './helpers/oauth.ts';

const ENVELOPE = ['code', 'data', 'extension', 'msg', 'success', 'totalCount'];
const USED = 'code is invalid, expired or already used';

function expectFailure(reply: Reply, status: number, msg: string | RegExp) {
  expect(reply.status).toBe(status);
  expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
  expect(reply.body).toMatchObject({ success: false, data: null, code: 'BAD_REQUEST' });
  if (typeof msg === 'string') expect(reply.body.msg).toBe(msg);
  else expect(reply.body.msg).toMatch(msg);
}

const page = (app: App, path: string, query: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query).toString()}`, headers: { host: 'localhost' } });

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the development authorize page (no WECHAT_APPID)', () => {
  it.each(['http://evil.example/', 'https://localhost.evil.example/', 'javascript:alert(1)', 'not a url'])('refuses redirect_uri %s with 400', async (uri) => {
    const res = await page(app, '/dev/wechat/authorize', { redirect_uri: uri, state: 'home' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/redirect_uri/);
  });

  it('shows an Allow form for a same-origin redirect_uri', async () => {
    const res = await page(app, '/dev/wechat/authorize', { redirect_uri: HOME, state: 'home' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<form method="get" action="/dev/wechat/authorize/confirm">');
    expect(res.body).toContain(`name="redirect_uri" value="${HOME}"`);
    expect(res.body).toContain('name="state" value="home"');
    expect(res.body).toMatch(/<button type="submit" id="allow">[^<]*Allow<\/button>/);
  });

  it('escapes the state it echoes', async () => {
    const res = await page(app, '/dev/wechat/authorize', { redirect_uri: HOME, state: '"><script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('confirms with a 302 to the redirect_uri carrying code and state', async () => {
    const res = await page(app, '/dev/wechat/authorize/confirm', { redirect_uri: HOME, state: 'home', openid: freshOpenid() });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe(HOME);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(location.searchParams.get('state')).toBe('home');
  });

  it('carries the in-app page to open after sign-in (returnTo) back with the code', async () => {
    const target = '/pages/user/user';
    const uri = `${HOME}?returnTo=${encodeURIComponent(target)}`;
    const shown = await page(app, '/dev/wechat/authorize', { redirect_uri: uri, state: 'home' });
    expect(shown.body).toContain(`name="redirect_uri" value="${HOME}?returnTo=%2Fpages%2Fuser%2Fuser"`);
    const res = await page(app, '/dev/wechat/authorize/confirm', { redirect_uri: uri, state: 'home', openid: freshOpenid() });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.searchParams.get('returnTo')).toBe(target);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it.each(['https://evil.example/', '//evil.example/pages/x', '/pages/a\\b', 'javascript:alert(1)'])(
    'drops a returnTo that is not an in-app path: %s',
    async (target) => {
      const uri = `${HOME}?returnTo=${encodeURIComponent(target)}`;
      const res = await page(app, '/dev/wechat/authorize/confirm', { redirect_uri: uri, state: 'home', openid: freshOpenid() });
      expect(res.statusCode).toBe(302);
      const location = new URL(String(res.headers.location));
      expect(location.origin + location.pathname).toBe(HOME);
      expect(location.searchParams.has('returnTo')).toBe(false);
      expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    },
  );

  it('refuses to confirm to another site or for a malformed openid', async () => {
    const foreign = await page(app, '/dev/wechat/authorize/confirm', { redirect_uri: 'http://evil.example/', state: 'home', openid: freshOpenid() });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    const badOpenid = await page(app, '/dev/wechat/authorize/confirm', { redirect_uri: HOME, state: 'home', openid: 'a b' });
    expect(badOpenid.statusCode).toBe(400);
    expect(badOpenid.body).toMatch(/openid/);
  });
});

describe('GET /v1/front_user/sync_code', () => {
  it('turns a code into an unregistered openid, once', async () => {
    const openid = freshOpenid();
    const { code } = await devAuthorize(app, openid);
    const first = await get(app, '/v1/front_user/sync_code', { code });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(ENVELOPE);
    expect(first.body.data).toEqual({ wxOpenid: openid, registered: false });
    expectFailure(await get(app, '/v1/front_user/sync_code', { code }), 400, USED);
  });

  it('tells every cache not to keep the reply, since it can carry tokens (RFC 6749 5.1)', async () => {
    const { code } = await devAuthorize(app, freshOpenid());
    const reply = await get(app, '/v1/front_user/sync_code', { code });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('signs in a registered openid with a new code', async () => {
    const openid = freshOpenid();
    const phone = freshPhone();
    const { code: first } = await devAuthorize(app, openid);
    expect((await get(app, '/v1/front_user/sync_code', { code: first })).body.data.registered).toBe(false);
    const reg = await post(app, '/v1/front_user/register', { wxOpenid: openid, phone, password: 'garlic-pass-1' });
    expect(reg.status).toBe(200);

    const { code } = await devAuthorize(app, openid);
    const reply = await get(app, '/v1/front_user/sync_code', { code });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ wxOpenid: openid, registered: true, login: { authorities: [], userInfo: { phone, wxOpenid: openid } } });
    expect(reply.body.data.login.userInfo).not.toHaveProperty('passwordHash');
    const me = await get(app, '/v1/front_user/info', {}, reply.body.data.login.accessToken.tokenValue);
    expect(me.status).toBe(200);
    expect(me.body.data.frontUserId).toBe(reg.body.data.userInfo.frontUserId);
  });

  it('refuses an expired code', async () => {
    const { code } = await devAuthorize(app, freshOpenid());
    await app.services.db
      .updateTable('oauth_code')
      .set({ expireTime: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', code)
      .execute();
    expectFailure(await get(app, '/v1/front_user/sync_code', { code }), 400, USED);
  });

  it('refuses an unknown code', async () => {
    expectFailure(await get(app, '/v1/front_user/sync_code', { code: 'never-issued-code' }), 400, USED);
  });

  it('answers 400 naming code for a malformed or missing code', async () => {
    expectFailure(await get(app, '/v1/front_user/sync_code', { code: 'bad code!' }), 400, /^code must match pattern/);
    expectFailure(await get(app, '/v1/front_user/sync_code', { code: 'x'.repeat(129) }), 400, /^code must NOT have more than 128 characters$/);
    expectFailure(await get(app, '/v1/front_user/sync_code'), 400, 'code is required');
  });
});

describe('POST /v1/wechatApp/getSignature without WECHAT_APPID', () => {
  it('answers enabled:false with no signature', async () => {
    const before = Math.floor(Date.now() / 1000);
    const reply = await post(app, '/v1/wechatApp/getSignature', { url: 'http://localhost/#/home' });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
    expect(reply.body.data).toMatchObject({ appId: '', signature: '', enabled: false });
    expect(reply.body.data.nonceStr).toMatch(/^[0-9a-z]{16}$/);
    expect(reply.body.data.timestamp).toBeGreaterThanOrEqual(before);
    expect(reply.body.data.timestamp).toBeLessThanOrEqual(before + 5);
  });

  it.each([
    ['a non-http url', { url: 'ftp://files.example/' }, /^url must match pattern/],
    ['a too short url', { url: 'http://' }, /^url must NOT have fewer than 8 characters$/],
    ['no url', {}, 'url is required'],
  ])('answers 400 naming url for %s', async (_name, body, msg) => {
    expectFailure(await post(app, '/v1/wechatApp/getSignature', body), 400, msg);
  });
});

describe('with WECHAT_APPID and WECHAT_SECRET (WeChat answered by a stub)', () => {
  const TICKET = 'stub-jsapi-ticket';
  let wechat: App;
  let reply: { openid?: string; errcode?: number; errmsg?: string; is_snapshotuser?: number } = {};
  const fetchStub = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    const body = url.pathname.endsWith('/cgi-bin/token')
      ? { access_token: 'stub-access-token', expires_in: 7200 }
      : url.pathname.endsWith('/ticket/getticket')
        ? { errcode: 0, ticket: TICKET, expires_in: 7200 }
        : reply;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });

  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchStub);
    wechat = await startTestApp({ WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 'stub-secret' });
  });
  afterAll(async () => {
    await wechat.close();
    vi.unstubAllGlobals();
  });

  it('signs the page address with the jsapi ticket, fetching the ticket once', async () => {
    const url = 'https://garlic.example/?from=timeline#/home';
    const first = await post(wechat, '/v1/wechatApp/getSignature', { url });
    expect(first.status).toBe(200);
    const data = first.body.data;
    expect(data).toMatchObject({ appId: 'wx0123456789abcdef', enabled: true });
    expect(data.signature).toBe(jsapiSignature({ ticket: TICKET, nonceStr: data.nonceStr, timestamp: data.timestamp, url }));
    await post(wechat, '/v1/wechatApp/getSignature', { url });
    const ticketCalls = fetchStub.mock.calls.filter(([u]) => String(u).includes('/ticket/getticket'));
    expect(ticketCalls).toHaveLength(1);
  });

  it('has no development authorize page, and allows WeChat scripts', async () => {
    const res = await page(wechat, '/dev/wechat/authorize', { redirect_uri: HOME, state: 'home' });
    expect(res.statusCode).toBe(404);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/res\.wx\.qq\.com/);
  });

  it('exchanges the code with WeChat for the openid', async () => {
    reply = { openid: 'oWeChatRealOpenid01' };
    const res = await get(wechat, '/v1/front_user/sync_code', { code: '061abcDEF' });
    expect(res.body.data).toEqual({ wxOpenid: 'oWeChatRealOpenid01', registered: false });
    const exchange = fetchStub.mock.calls.map(([u]) => new URL(String(u))).find((u) => u.pathname === '/sns/oauth2/access_token');
    expect(exchange?.searchParams.get('code')).toBe('061abcDEF');
    expect(exchange?.searchParams.get('appid')).toBe('wx0123456789abcdef');
  });

  it('lets the openid WeChat gave register, and only that one', async () => {
    reply = { openid: 'oWeChatNewcomer02' };
    await get(wechat, '/v1/front_user/sync_code', { code: '061newcomer' });
    const phone = freshPhone();
    expectFailure(
      await post(wechat, '/v1/front_user/register', { wxOpenid: 'oSomebodyElse03', phone, password: 'garlic-pass-1' }),
      400,
      /^wxOpenid has not come from a WeChat sign-in/,
    );
    const reg = await post(wechat, '/v1/front_user/register', { wxOpenid: 'oWeChatNewcomer02', phone, password: 'garlic-pass-1' });
    expect(reg.status).toBe(200);
    expect(reg.body.data.userInfo.wxOpenid).toBe('oWeChatNewcomer02');
  });

  it('answers 400 when WeChat refuses the code or shows a snapshot page', async () => {
    reply = { errcode: 40029, errmsg: 'invalid code' };
    expectFailure(await get(wechat, '/v1/front_user/sync_code', { code: '061bad' }), 400, 'WeChat refused the code (40029: invalid code)');
    reply = { openid: 'oSnapshot', is_snapshotuser: 1 };
    expectFailure(await get(wechat, '/v1/front_user/sync_code', { code: '061snap' }), 400, /snapshot/);
  });
});
