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
