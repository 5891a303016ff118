import { readFileSync } from 'node:fs';
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
  /** WeChat Pay (API v3) merchant; unset, payments go through the development payment page. */
  wechatPay: WechatPayConfig | undefined;
  uploadMaxBytes: number;
  webDir: string;
  seedDemoData: boolean;
  logLevel: string;
}

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

const PAY_VARIABLES = ['WECHAT_APPID', 'WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_PRIVATE_KEY_FILE', 'WECHAT_PAY_API_V3_KEY', 'WECHAT_PAY_PUBLIC_KEY_FILE', 'WECHAT_PAY_PUBLIC_KEY_ID', 'WECHAT_PAY_NOTIFY_URL'] as const;

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
    wechatPay: wechatPay(env),
    uploadMaxBytes: int(env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024, 'UPLOAD_MAX_BYTES'),
    webDir: resolve(env.WEB_DIR || './dist/web'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
  };
}
