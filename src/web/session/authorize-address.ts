// The WeChat authorize address and the page to come back to: loaded with a forced sign-in, not the first screen.
import { app } from '../../../generated/app.ts';
import { RETURN_TO_PARAM, safeInAppPath } from '../../shared/in-app-path.ts';
import { routeById } from '../router/paths.ts';
import type { AppConfig } from './app-config.ts';

/** The page address without its fragment: where the authorize page sends the user back with a code. */
export function returnAddress(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/** The return address carrying the in-app page to open after sign-in (a safe in-app path, else none). */
export function returnAddressTo(href: string, target: string | null | undefined): string {
  let base = returnAddress(href);
  const url = new URL(base);
  if (url.searchParams.has(RETURN_TO_PARAM)) {
    url.searchParams.delete(RETURN_TO_PARAM);
    base = url.toString();
  }
  const safe = safeInAppPath(target);
  return safe ? `${base}${base.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(safe)}` : base;
}

/**
 * The in-app page the user is on, to come back to after sign-in: the page that sent them to the
 * login or registration page (its `redirect` param), else the page itself.
 */
export function currentTarget(href: string): string | null {
  const hash = href.indexOf('#');
  if (hash === -1) return null;
  const route = href.slice(hash + 1);
  const [path = '', query = ''] = route.split(/\?(.*)/s);
  if (path === app.loginRoute || path === routeById('entry/regist').path) {
    const params = new URLSearchParams(query).get('params');
    try {
      return safeInAppPath(params ? (JSON.parse(params) as { redirect?: unknown }).redirect : null);
    } catch {
      return null;
    }
  }
  return safeInAppPath(route);
}

export function authorizeUrl(config: AppConfig, href: string, target?: string | null): string {
  const back = target === undefined ? returnAddress(href) : returnAddressTo(href, target);
  const query =
    `appid=${encodeURIComponent(config.wechatAppId ?? '')}` +
    `&redirect_uri=${encodeURIComponent(back)}` +
    '&response_type=code&scope=snsapi_userinfo&state=home';
  return `${config.authorizeUrl}?${query}${config.wechatAppId ? '#wechat_redirect' : ''}`;
}
