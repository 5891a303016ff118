import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Services } from '../engine/context.ts';
import { issueDevCode } from '../auth/wechat-oauth.ts';
import { RETURN_TO_PARAM, safeInAppPath } from '../../shared/in-app-path.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(redirectUri: string, state: string): string {
  const openid = `dev_${randomBytes(9).toString('base64url')}`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>WeChat sign-in (development)</title>
<style>body{font-family:system-ui,sans-serif;background:#ededed;margin:0;padding:24px}main{background:#fff;border-radius:12px;padding:24px;max-width:420px;margin:auto}
button{width:100%;padding:14px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px}input{width:100%;box-sizing:border-box;padding:10px;margin:8px 0 16px;font-size:15px}
p{color:#555;font-size:14px;line-height:1.5}</style></head><body><main>
<h1 style="font-size:20px">微信授权（开发环境）<br>WeChat sign-in (development)</h1>
<p>No WECHAT_APPID is configured, so this server plays WeChat's part: allowing sends you back with a single-use code for this openid.</p>
<form method="get" action="/dev/wechat/authorize/confirm">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="state" value="${escape(state)}">
<label for="openid">openid</label><input id="openid" name="openid" value="${openid}" pattern="[A-Za-z0-9_\\-]{6,64}" required>
<button type="submit" id="allow">允许 Allow</button></form></main></body></html>`;
}

/**
 * Same-origin addresses only, so the page cannot be used to send a code to another site. The page
 * to open after sign-in rides along as the address's `returnTo`; one that is not an in-app path
 * (an outside address, '//host') is dropped, never followed.
 */
function sameOrigin(redirectUri: string, host: string | undefined): URL | undefined {
  try {
    const url = new URL(redirectUri);
    if (url.host !== host || !/^https?:$/.test(url.protocol)) return undefined;
    if (url.searchParams.has(RETURN_TO_PARAM) && !safeInAppPath(url.searchParams.get(RETURN_TO_PARAM))) url.searchParams.delete(RETURN_TO_PARAM);
    return url;
  } catch {
    return undefined;
  }
}

type AuthorizeQuery = { redirect_uri?: string; state?: string; openid?: string };

/** The development authorize page that stands in for open.weixin.qq.com when WECHAT_APPID is unset. */
export function registerDevAuthorize(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: AuthorizeQuery }>('/dev/wechat/authorize', async (request, reply) => {
    const target = sameOrigin(request.query.redirect_uri ?? '', request.headers.host);
    if (!target) return reply.status(400).type('text/plain').send('redirect_uri must be an address of this site (WeChat error 10003)');
    return reply
      .type('text/html')
      .header('cache-control', 'no-store')
      .send(page(target.toString(), request.query.state ?? ''));
  });
  app.get<{ Querystring: AuthorizeQuery }>('/dev/wechat/authorize/confirm', async (request, reply) => {
    const target = sameOrigin(request.query.redirect_uri ?? '', request.headers.host);
    const openid = request.query.openid ?? '';
    if (!target) return reply.status(400).type('text/plain').send('redirect_uri must be an address of this site');
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(openid)) return reply.status(400).type('text/plain').send('openid must be 6–64 letters, digits, _ or -');
    target.searchParams.set('code', await issueDevCode(services, openid));
    target.searchParams.set('state', request.query.state ?? '');
    return reply.redirect(target.toString(), 302);
  });
}

/** Where the app sends a WeChat sign-in when neither WeChat nor the development page is configured. */
export const WECHAT_UNAVAILABLE_PATH = '/wechat/unavailable';

/** A page that says plainly, in both languages, that WeChat sign-in is not configured, and offers the password sign-in. */
export function registerWechatUnavailable(app: FastifyInstance): void {
  app.get(WECHAT_UNAVAILABLE_PATH, async (_request, reply) =>
    reply.status(503).type('text/html').header('cache-control', 'no-store').send(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>微信登录未配置 WeChat sign-in is not configured</title></head>
<body style="font-family:system-ui,sans-serif;padding:24px;line-height:1.5"><main style="max-width:420px;margin:auto">
<h1 style="font-size:20px">微信登录未配置<br>WeChat sign-in is not configured</h1>
<p>本服务器未设置 WECHAT_APPID，暂不能用微信登录。请用手机号和密码登录。</p>
<p>This server has no WECHAT_APPID, so WeChat sign-in is not available. Please sign in with your phone number and password.</p>
<p><a href="/#/pages/login">手机号登录 Sign in with a password</a></p></main></body></html>`),
  );
}
