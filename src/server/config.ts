import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Signs access tokens; a random key kept in dataDir when unset. */
  jwtSecret: string | undefined;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  wechatAppId: string | undefined;
  wechatSecret: string | undefined;
  uploadMaxBytes: number;
  webDir: string;
  seedDemoData: boolean;
  logLevel: string;
  /** Hosts the webview page may embed (https only); the CSP's frame-src lists exactly these. */
  webviewHosts: string[];
  /** Hosts of operator-configured stream, video and picture addresses (https), added to media-src and img-src. */
  mediaHosts: string[];
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A comma-separated list of host names ("www.moa.gov.cn, live.example.cn"), lower-cased; anything else is refused at start. */
export function hostList(value: string | undefined, name: string): string[] {
  const hosts = (value ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const bad = hosts.filter((h) => !HOST.test(h));
  if (bad.length > 0) throw new Error(`${name} must be host names separated by commas (no scheme, port or path), got "${bad.join(', ')}"`);
  return [...new Set(hosts)];
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Configuration comes only from the environment; every variable has a safe default (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 7200, 'ACCESS_TOKEN_SECONDS'),
    refreshTokenDays: int(env.REFRESH_TOKEN_DAYS, 30, 'REFRESH_TOKEN_DAYS'),
    wechatAppId: env.WECHAT_APPID || undefined,
    wechatSecret: env.WECHAT_SECRET || undefined,
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    webDir: resolve(env.WEB_DIR || './dist/web'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    webviewHosts: hostList(env.WEBVIEW_HOSTS, 'WEBVIEW_HOSTS'),
    mediaHosts: hostList(env.MEDIA_HOSTS, 'MEDIA_HOSTS'),
  };
}
