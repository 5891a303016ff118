import type { App } from '../../../src/server/app.ts';
import { wechatSignIn } from './oauth.ts';

export interface Reply<T = any> {
  status: number;
  body: { success: boolean; data: T; extension: unknown; totalCount: number; msg: string; code: string };
  headers: Record<string, unknown>;
}

/** A GET with query parameters, as the web client sends it. */
export async function get<T = any>(app: App, path: string, query: Record<string, unknown> = {}, token?: string): Promise<Reply<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: `/api${path}${qs ? `?${qs}` : ''}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export async function post<T = any>(app: App, path: string, body: unknown, token?: string): Promise<Reply<T>> {
  const res = await app.inject({ method: 'POST', url: `/api${path}`, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

let counter = 0;

/** A new phone number per call, valid by the seed's pattern, unique across a test run. */
export function freshPhone(): string {
  counter += 1;
  return `139${String((process.pid * 1000 + counter) % 1e8).padStart(8, '0')}`;
}

/** Registers a new user as the app does (WeChat sign-in, then the public call) and returns its tokens. */
export async function registerUser(app: App, overrides: Record<string, string> = {}) {
  const phone = overrides.phone ?? freshPhone();
  const wxOpenid = overrides.wxOpenid ?? `openid_${phone}`;
  await wechatSignIn(app, wxOpenid);
  const reply = await post(app, '/v1/front_user/register', { wxOpenid, phone, password: 'garlic-pass-1', nickname: '测试蒜商', ...overrides });
  if (!reply.body.success) throw new Error(`register failed: ${reply.body.msg}`);
  return {
    phone,
    accessToken: reply.body.data.accessToken.tokenValue as string,
    refreshToken: reply.body.data.refreshToken.tokenValue as string,
    user: reply.body.data.userInfo as { frontUserId: string },
  };
}
