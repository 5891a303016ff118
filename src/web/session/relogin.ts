import { app } from '../../../generated/app.ts';
import { loadAppConfig, type AppConfig } from './app-config.ts';
import { clearSession } from './session-store.ts';
import { perEnv, sessionEnv } from './session-env.ts';

const debounce = perEnv(() => ({ lastRun: Number.NEGATIVE_INFINITY }));

/**
 * Clears the session and sends the browser to the OAuth authorize page, which sends it back to
 * `target` (an in-app path; by default the page the user is on). Ignored when one ran within the
 * debounce window. Without the app config (the server is unreachable) the login page is the way back.
 */
export async function forceRelogin(target?: string | null): Promise<void> {
  const env = sessionEnv();
  const d = debounce();
  const now = env.now();
  if (now - d.lastRun < app.reloginDebounceMs) return;
  d.lastRun = now;
  clearSession();
  let config: AppConfig;
  let address: typeof import('./authorize-address.ts');
  try {
    [config, address] = await Promise.all([loadAppConfig(), import('./authorize-address.ts')]);
  } catch {
    env.navigate(`#${app.loginRoute}`);
    return;
  }
  const href = env.currentUrl();
  env.redirect(address.authorizeUrl(config, href, target ?? address.currentTarget(href)));
}

/** A failed token refresh: the session is over, and the user signs in again on the login page. */
export function endSessionToLogin(): void {
  clearSession();
  sessionEnv().navigate(`#${app.loginRoute}`);
}
