import type { Operation, Services } from '../engine/context.ts';
import { jsapiSignature } from '../auth/wechat-signature.ts';
import { randomString } from '../../shared/random-string.ts';
import { badRequest } from '../http/api-error.ts';

let cached: { ticket: string; expires: number } | undefined;

async function jsapiTicket(appId: string, secret: string): Promise<string> {
  if (cached && cached.expires > Date.now()) return cached.ticket;
  const base = 'https://api.weixin.qq.com/cgi-bin';
  const tokenReply = (await (await fetch(`${base}/token?grant_type=client_credential&appid=${appId}&secret=${secret}`)).json()) as { access_token?: string; errmsg?: string };
  if (!tokenReply.access_token) throw badRequest(`WeChat gave no access token: ${tokenReply.errmsg ?? 'unknown error'}`);
  const ticketReply = (await (await fetch(`${base}/ticket/getticket?access_token=${tokenReply.access_token}&type=jsapi`)).json()) as { ticket?: string; errmsg?: string; expires_in?: number };
  if (!ticketReply.ticket) throw badRequest(`WeChat gave no jsapi ticket: ${ticketReply.errmsg ?? 'unknown error'}`);
  // Both live 7200 s; renew a little early.
  cached = { ticket: ticketReply.ticket, expires: Date.now() + ((ticketReply.expires_in ?? 7200) - 300) * 1000 };
  return cached.ticket;
}

/** The JS-SDK config for a page; `enabled: false` outside a configured WeChat account (the app then uses browser APIs). */
export const wechatSignature: Operation = async ({ input, services }: { input: Record<string, unknown>; services: Services }) => {
  const { wechatAppId, wechatSecret } = services.config;
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomString(16);
  if (!wechatAppId || !wechatSecret) return { data: { appId: '', timestamp, nonceStr, signature: '', enabled: false } };
  const ticket = await jsapiTicket(wechatAppId, wechatSecret);
  return { data: { appId: wechatAppId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url: String(input.url) }), enabled: true } };
};
