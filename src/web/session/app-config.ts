import { perEnv, sessionEnv } from './session-env.ts';

/** Served by the API server at /app-config.json; the authorize page is WeChat's or the development one. */
export interface AppConfig {
  wechatAppId: string | null;
  authorizeUrl: string;
  /** Hosts the webview page may embed (WEBVIEW_HOSTS); none when the server names none. */
  webviewHosts: string[];
}

const CONFIG_URL = '/app-config.json';

const cache = perEnv(() => ({ config: undefined as Promise<AppConfig> | undefined }));

function parseAppConfig(value: unknown): AppConfig {
  const v = (value ?? {}) as Record<string, unknown>;
  const appId = v.wechatAppId;
  if (typeof v.authorizeUrl !== 'string' || !v.authorizeUrl || (appId !== null && typeof appId !== 'string')) {
    throw new Error(`${CONFIG_URL} is not { wechatAppId, authorizeUrl }`);
  }
  const hosts = Array.isArray(v.webviewHosts) ? v.webviewHosts.filter((h): h is string => typeof h === 'string') : [];
  return { wechatAppId: appId || null, authorizeUrl: v.authorizeUrl, webviewHosts: hosts };
}

/** Fetched once and cached; a failed fetch is not cached, so the next call tries again. */
export function loadAppConfig(): Promise<AppConfig> {
  const c = cache();
  c.config ??= (async () => {
    const response = await sessionEnv().fetch(CONFIG_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
    return parseAppConfig(await response.json());
  })().catch((error: unknown) => {
    c.config = undefined;
    throw error;
  });
  return c.config;
}
