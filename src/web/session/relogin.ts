import { app } from '../../../generated/app.ts';
import { loadAppConfig, type AppConfig } from './app-config.ts';
import { clearSession } from './session-store.ts';
import { perEnv, sessionEnv } from './session-env.ts';

const debounce = perEnv(() => ({ lastRun: Number.NEGATIVE_INFINITY }));

/** The page address without its fragment: where the authorize page sends the user back with a code. */
export function returnAddress(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

export function authorizeUrl(config: AppConfig, href: string): string {
  const query =
    `appid=${encodeURIComponent(config.wechatAppId ?? '')}` +
    `&redirect_uri=${encodeURIComponent(returnAddress(href))}` +
    '&response_type=code&scope=snsapi_userinfo&state=home';
  return `${config.authorizeUrl}?${query}${config.wechatAppId ? '#wechat_redirect' : ''}`;
}

/**
 * Clears the session and sends the browser to the OAuth authorize page. Ignored when one ran within
 * the debounce window. Without the app config (the server is unreachable) the login page is the way back.
 */
export async function forceRelogin(): Promise<void> {
  const env = sessionEnv();
  const d = debounce();
  const now = env.now();
  if (now - d.lastRun < app.reloginDebounceMs) return;
  d.lastRun = now;
  clearSession();
  let config: AppConfig;
  try {
    config = await loadAppConfig();
  } catch {
    env.navigate(`#${app.loginRoute}`);
    return;
  }
  env.redirect(authorizeUrl(config, env.currentUrl()));
}

/** A failed token refresh: the session is over, and the user signs in again on the login page. */
export function endSessionToLogin(): void {
  clearSession();
  sessionEnv().navigate(`#${app.loginRoute}`);
}
