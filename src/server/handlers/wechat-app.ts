import type { Handler, Services } from '../engine/context.ts';
import { jsapiSignature } from '../auth/wechat-signature.ts';
import { randomString } from '../../shared/random-string.ts';
import { badRequest } from '../http/api-error.ts';
import { WECHAT_API, wechatAccessToken } from '../auth/wechat-access-token.ts';

let cached: { ticket: string; expires: number } | undefined;

async function jsapiTicket(appId: string, secret: string): Promise<string> {
  if (cached && cached.expires > Date.now()) return cached.ticket;
  const accessToken = await wechatAccessToken(appId, secret);
  const ticketReply = (await (await fetch(`${WECHAT_API}/ticket/getticket?access_token=${accessToken}&type=jsapi`)).json()) as {
    ticket?: string;
    errmsg?: string;
    expires_in?: number;
  };
  if (!ticketReply.ticket) throw badRequest(`WeChat gave no jsapi ticket: ${ticketReply.errmsg ?? 'unknown error'}`);
  // The ticket lives 7200 s; renew a little early.
  cached = { ticket: ticketReply.ticket, expires: Date.now() + ((ticketReply.expires_in ?? 7200) - 300) * 1000 };
  return cached.ticket;
}

/** The JS-SDK config for a page; `enabled: false` outside a configured WeChat account (the app then uses browser APIs). */
export const wechatSignature: Handler<'wechatSignature'> = async ({ input, services }: { input: Record<string, unknown>; services: Services }) => {
  const { wechatAppId, wechatSecret } = services.config;
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomString(16);
  if (!wechatAppId || !wechatSecret) return { data: { appId: '', timestamp, nonceStr, signature: '', enabled: false } };
  const ticket = await jsapiTicket(wechatAppId, wechatSecret);
  return {
    data: { appId: wechatAppId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url: String(input.url) }), enabled: true },
  };
};
