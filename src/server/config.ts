import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';

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
  /** The official account's template for price alerts (WECHAT_ALERT_TEMPLATE_ID); with WECHAT_APPID set, fired alerts go out as template messages. */
  wechatAlertTemplateId: string | undefined;
  /** WeChat Pay (API v3) merchant; unset, payments go through the development payment page. */
  wechatPay: WechatPayConfig | undefined;
  uploadMaxBytes: number;
  webDir: string;
  seedDemoData: boolean;
  logLevel: string;
  /** Tencent location-service WebService key; unset, reverse geocoding uses the nearest county centre. */
  tencentMapKey: string | undefined;
  map: { tileUrl: string; subdomains: string; attribution: string; datum: 'gcj02' | 'wgs84'; maxZoom: number };
  /** The ffmpeg binary that converts WeChat voice (AMR) to MP3; when it can't run, voice is kept as AMR. */
  ffmpegPath: string;
  /** The espeak-ng binary that speaks broadcasts for browsers without a Chinese voice; missing, that call answers 503. */
  espeakPath: string;
  /** The lame binary that turns espeak-ng's WAV into MP3 (a tenth of the size); missing, the audio is kept as WAV. */
  lamePath: string;
  /** Hosts the webview page may embed (https only); the CSP's frame-src lists exactly these. */
  webviewHosts: string[];
  /** Hosts of operator-configured stream, video and picture addresses (https), added to media-src and img-src. */
  mediaHosts: string[];
  /** NODE_ENV=production: development stand-ins off unless turned on by name, HSTS on (README "Two modes"). */
  production: boolean;
  /** The development stand-ins that run (each named in the start warning). */
  standIns: { wechatSignIn: boolean; payment: boolean };
  /** Which proxies may name the client's address: none (the socket's), a hop count, or addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /** Writes per user per minute and per day, by kind (RATE_LIMIT_* variables, decision 0025). */
  writeLimits: WriteLimits;
  /** REDIS_URL: what several instances must agree on at once (throttles, write limits, invalidation, job locks); decision 0067. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** S3_*: uploads in an S3-compatible bucket instead of DATA_DIR/files (decision 0069). */
  s3: S3Config | undefined;
  /** SIGTERM: ms answering /readyz 503 before the port closes, and ms at most for requests in flight (decision 0068). */
  shutdown: { delayMs: number; timeoutMs: number };
  /** TLS_CERT_FILE and TLS_KEY_FILE: the server speaks https itself, HTTP/2 with HTTP/1.1 beside it (decision 0165). */
  tls: { cert: string; key: string } | undefined;
}

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** A bucket is configured by S3_BUCKET; keys come from S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, else the SDK's own chain. */
function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const named = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((n) => env[n]);
  if (!env.S3_BUCKET) {
    if (named.length > 0) throw new Error(`${named.join(', ')} set without S3_BUCKET: name the bucket, or unset them to keep files in DATA_DIR`);
    return undefined;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? '';
  if (!['', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: pathStyle === 'true',
  };
}

function redis(env: NodeJS.ProcessEnv): Config['redis'] {
  if (!env.REDIS_URL) return undefined;
  if (!/^rediss?:\/\//.test(env.REDIS_URL))
    throw new Error(`REDIS_URL must be a redis:// or rediss:// address, got "${env.REDIS_URL.replace(/\/\/[^@/]*@/, '//…@')}"`);
  if (!env.DATABASE_URL) throw new Error("REDIS_URL is set without DATABASE_URL: several instances need one PostgreSQL (SQLite is one process's file)");
  return { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX || 'garlic:' };
}

export const WRITE_KINDS = ['posts', 'comments', 'topics', 'feedback', 'errorReports', 'votes', 'uploads', 'phoneLookups'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];
export type WriteLimits = Record<WriteKind, { perMinute: number; perDay: number }>;

/** Defaults: well above what a trader does by hand, far below what a script does. */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  posts: { perMinute: 5, perDay: 50 },
  comments: { perMinute: 10, perDay: 200 },
  topics: { perMinute: 3, perDay: 30 },
  feedback: { perMinute: 3, perDay: 20 },
  errorReports: { perMinute: 5, perDay: 50 },
  votes: { perMinute: 30, perDay: 500 },
  uploads: { perMinute: 20, perDay: 200 },
  phoneLookups: { perMinute: 10, perDay: 100 },
};

/** RATE_LIMIT_POSTS_PER_MINUTE, RATE_LIMIT_ERROR_REPORTS_PER_DAY, …: the variable of a kind and period. */
export function limitVariable(kind: WriteKind, period: 'perMinute' | 'perDay'): string {
  return `RATE_LIMIT_${kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_${period === 'perMinute' ? 'PER_MINUTE' : 'PER_DAY'}`;
}

function writeLimits(env: NodeJS.ProcessEnv): WriteLimits {
  const limits = {} as WriteLimits;
  for (const kind of WRITE_KINDS) {
    const perMinute = int(env[limitVariable(kind, 'perMinute')], DEFAULT_WRITE_LIMITS[kind].perMinute, limitVariable(kind, 'perMinute'));
    const perDay = int(env[limitVariable(kind, 'perDay')], DEFAULT_WRITE_LIMITS[kind].perDay, limitVariable(kind, 'perDay'));
    limits[kind] = { perMinute, perDay };
  }
  return limits;
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/;
const IPV6 = /^[0-9a-f:.]*:[0-9a-f:.]*(?:\/(?:12[0-8]|1[01]\d|[1-9]?\d))?$/i;

/**
 * TRUST_PROXY: unset, the socket's address is the client's; a whole number, that many proxies in
 * front (the address that many hops back in X-Forwarded-For); else addresses or CIDR ranges of the
 * proxies, comma-separated ("loopback" and the like as Fastify names them).
 */
export function trustProxy(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const bad = list.filter((a) => !IPV4.test(a) && !IPV6.test(a) && !named.includes(a));
  if (bad.length > 0 || v === 'true') {
    throw new Error(
      `TRUST_PROXY must be a hop count or proxy addresses separated by commas (trusting every proxy would let any client choose its address), got "${v}"`,
    );
  }
  return list;
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A comma-separated list of host names ("www.moa.gov.cn, live.example.cn"), lower-cased; anything else is refused at start. */
export function hostList(value: string | undefined, name: string): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const bad = hosts.filter((h) => !HOST.test(h));
  if (bad.length > 0) throw new Error(`${name} must be host names separated by commas (no scheme, port or path), got "${bad.join(', ')}"`);
  return [...new Set(hosts)];
}

/** GaoDe (AutoNavi) road tiles, GCJ-02 like WeChat's and Tencent's coordinates (DOMAIN.md 5.3). */
export const DEFAULT_TILE_URL = 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';

export interface WechatPayConfig {
  mchId: string;
  /** Serial number of the merchant API certificate whose private key signs requests. */
  serialNo: string;
  /** PEM text of the merchant API private key (apiclient_key.pem). */
  privateKey: string;
  /** The APIv3 key (32 characters) that decrypts payment notifications. */
  apiV3Key: string;
  /** PEM text and id of the WeChat Pay public key that signs notifications. */
  platformPublicKey: string;
  platformPublicKeyId: string;
  /** The https address WeChat Pay posts notifications to (this server's /wechat/pay/notify). */
  notifyUrl: string;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function datum(value: string | undefined): 'gcj02' | 'wgs84' {
  if (value === undefined || value === '' || value === 'gcj02') return 'gcj02';
  if (value === 'wgs84') return 'wgs84';
  throw new Error(`MAP_TILE_DATUM must be gcj02 or wgs84, got "${value}"`);
}

const PAY_VARIABLES = [
  'WECHAT_APPID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY_FILE',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_PAY_PUBLIC_KEY_FILE',
  'WECHAT_PAY_PUBLIC_KEY_ID',
  'WECHAT_PAY_NOTIFY_URL',
] as const;

/** A merchant is configured by WECHAT_PAY_MCHID; it then needs every other WeChat Pay variable. */
function wechatPay(env: NodeJS.ProcessEnv): WechatPayConfig | undefined {
  if (!env.WECHAT_PAY_MCHID) return undefined;
  const missing = PAY_VARIABLES.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`WECHAT_PAY_MCHID is set, so ${missing.join(', ')} must be set too`);
  if (env.WECHAT_PAY_API_V3_KEY!.length !== 32) throw new Error('WECHAT_PAY_API_V3_KEY must be the 32-character APIv3 key');
  if (!env.WECHAT_PAY_NOTIFY_URL!.startsWith('https://')) throw new Error('WECHAT_PAY_NOTIFY_URL must be an https address');
  return {
    mchId: env.WECHAT_PAY_MCHID,
    serialNo: env.WECHAT_PAY_SERIAL_NO!,
    privateKey: readFileSync(env.WECHAT_PAY_PRIVATE_KEY_FILE!, 'utf8'),
    apiV3Key: env.WECHAT_PAY_API_V3_KEY!,
    platformPublicKey: readFileSync(env.WECHAT_PAY_PUBLIC_KEY_FILE!, 'utf8'),
    platformPublicKeyId: env.WECHAT_PAY_PUBLIC_KEY_ID!,
    notifyUrl: env.WECHAT_PAY_NOTIFY_URL!,
  };
}

function readPem<T>(name: string, path: string, parse: (pem: string) => T, what: string): { pem: string; parsed: T } {
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${name} ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { cause: error });
  }
  try {
    return { pem, parsed: parse(pem) };
  } catch (error) {
    throw new Error(`${name} ${path} is not ${what} in PEM form`, { cause: error });
  }
}

/** Both files or neither; the key must be the certificate's, so a wrong pair is refused at start, not at the first handshake. */
function tls(env: NodeJS.ProcessEnv): Config['tls'] {
  if (!env.TLS_CERT_FILE && !env.TLS_KEY_FILE) return undefined;
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE)
    throw new Error(
      `${env.TLS_CERT_FILE ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE'} is set without ${env.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE'}: https needs the certificate and its private key`,
    );
  const cert = readPem('TLS_CERT_FILE', env.TLS_CERT_FILE, (pem) => new X509Certificate(pem), 'a certificate');
  const key = readPem('TLS_KEY_FILE', env.TLS_KEY_FILE, (pem): KeyObject => createPrivateKey(pem), 'an unencrypted private key');
  if (!cert.parsed.checkPrivateKey(key.parsed)) throw new Error(`TLS_KEY_FILE ${env.TLS_KEY_FILE} is not the private key of the certificate in TLS_CERT_FILE`);
  return { cert: cert.pem, key: key.pem };
}

/** Configuration comes only from the environment; every variable has a safe default (README lists them). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
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
    wechatAlertTemplateId: env.WECHAT_ALERT_TEMPLATE_ID || undefined,
    wechatPay: wechatPay(env),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    webDir: resolve(env.WEB_DIR || './dist/web'),
    // In production demo data (41 accounts sharing one password) only when asked for by name.
    seedDemoData: production ? env.SEED_DEMO_DATA === 'true' : env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    tencentMapKey: env.TENCENT_MAP_KEY || undefined,
    map: {
      tileUrl: env.MAP_TILE_URL || DEFAULT_TILE_URL,
      subdomains: env.MAP_TILE_SUBDOMAINS ?? (env.MAP_TILE_URL ? 'abc' : '1234'),
      attribution: env.MAP_TILE_ATTRIBUTION ?? (env.MAP_TILE_URL ? '' : '© 高德地图 AutoNavi'),
      datum: datum(env.MAP_TILE_DATUM),
      maxZoom: int(env.MAP_MAX_ZOOM, 18, 'MAP_MAX_ZOOM'),
    },
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    espeakPath: env.ESPEAK_PATH || 'espeak-ng',
    lamePath: env.LAME_PATH || 'lame',
    webviewHosts: hostList(env.WEBVIEW_HOSTS, 'WEBVIEW_HOSTS'),
    mediaHosts: hostList(env.MEDIA_HOSTS, 'MEDIA_HOSTS'),
    production,
    standIns: {
      wechatSignIn: !env.WECHAT_APPID && (!production || env.DEV_WECHAT_SIGNIN === 'true'),
      payment: !env.WECHAT_PAY_MCHID && (!production || env.DEV_PAYMENT === 'true'),
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    writeLimits: writeLimits(env),
    redis: redis(env),
    s3: s3(env),
    shutdown: { delayMs: int(env.SHUTDOWN_DELAY_MS, 0, 'SHUTDOWN_DELAY_MS'), timeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 30_000, 'SHUTDOWN_TIMEOUT_MS') },
    tls: tls(env),
  };
}
