import { upstreamError } from '../http/api-error.ts';

export const WECHAT_API = 'https://api.weixin.qq.com/cgi-bin';

let cached: { appId: string; token: string; expires: number } | undefined;

/**
 * The official account's base access token (client_credential), cached for the process: it lives
 * 7200 s and WeChat limits how often it may be fetched (DOMAIN.md 4.2). Renewed 5 minutes early.
 */
export async function wechatAccessToken(appId: string, secret: string): Promise<string> {
  if (cached && cached.appId === appId && cached.expires > Date.now()) return cached.token;
  const reply = (await (await fetch(`${WECHAT_API}/token?grant_type=client_credential&appid=${appId}&secret=${secret}`)).json()) as {
    access_token?: string;
    expires_in?: number;
    errcode?: number;
    errmsg?: string;
  };
  if (!reply.access_token) throw upstreamError(`WeChat gave no access token: ${reply.errmsg ?? 'unknown error'} (${reply.errcode ?? '?'})`);
  cached = { appId, token: reply.access_token, expires: Date.now() + ((reply.expires_in ?? 7200) - 300) * 1000 };
  return cached.token;
}

/** Forgets the token (WeChat said it expired or was replaced: errcode 40001, 40014, 42001). */
export function forgetWechatAccessToken(): void {
  cached = undefined;
}
