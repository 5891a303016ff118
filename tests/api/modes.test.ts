import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { activeStandIns, standInWarning } from '../../src/server/modes.ts';

const root = new URL('../../', import.meta.url).pathname;
const devAuthorize = (app: App) =>
  app.inject({ method: 'GET', url: '/dev/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%2F&state=home', headers: { host: 'localhost' } });
const devPay = (app: App) => app.inject({ method: 'GET', url: '/dev/wechat/pay?prepay_id=devpay_x' });

/** Starts src/server/main.ts with `env` and returns what it printed until it listened (or exited). */
function startOutput(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'garlic-modes-')),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        WECHAT_APPID: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`no start in 90 s:\n${out}`));
    }, 90_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('is running at') && /stand-ins/.test(out)) {
        clearTimeout(timer);
        child.kill('SIGTERM');
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(out);
    });
  });
}

describe('demo mode (nothing configured)', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the development WeChat sign-in and payment pages, without HSTS', async () => {
    expect((await devAuthorize(app)).statusCode).toBe(200);
    // An unknown payment is the page's own answer, not a missing route.
    expect((await devPay(app)).body).not.toContain('does not exist');
    const config = await app.inject({ method: 'GET', url: '/app-config.json' });
    expect(config.json().authorizeUrl).toBe('/dev/wechat/authorize');
    expect(config.headers['strict-transport-security']).toBeUndefined();
  });

  it('names every stand-in that is on in the start warning', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.seedDemoData).toBe(true);
    const warning = standInWarning(config)!;
    expect(warning).toMatch(/DEMO mode/);
    expect(warning).toContain('development WeChat sign-in page');
    expect(warning).toContain('development payment page');
    expect(warning).toContain('demo data');
    expect(warning).toContain('garlic123');
  });

  it('prints the warning at start', async () => {
    const out = await startOutput({ SEED_DEMO_DATA: 'false', NODE_ENV: '' });
    expect(out).toContain('WARNING: DEMO mode');
    expect(out).toContain('development WeChat sign-in page (/dev/wechat/authorize)');
    expect(out).toContain('development payment page (/dev/wechat/pay)');
    expect(out).not.toContain('demo data (');
  }, 120_000);
});

describe('production mode (NODE_ENV=production)', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves nothing under /dev/ (404) and turns HSTS on', async () => {
    const authorize = await devAuthorize(app);
    expect(authorize.statusCode).toBe(404);
    expect((await devPay(app)).statusCode).toBe(404);
    expect((await devPay(app)).body).toContain('GET /dev/wechat/pay does not exist');
    expect((await app.inject({ method: 'GET', url: '/dev/wechat/authorize/confirm?openid=dev_abcdef' })).statusCode).toBe(404);
    const hsts = String(authorize.headers['strict-transport-security']);
    expect(hsts).toMatch(/max-age=31536000/);
    expect(hsts).toMatch(/includeSubDomains/);
    const api = await app.inject({ method: 'GET', url: '/api/v1/dict_item/getByPage?dictCode=x' });
    expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('says clearly that WeChat sign-in is not configured', async () => {
    const config = (await app.inject({ method: 'GET', url: '/app-config.json' })).json();
    expect(config).toMatchObject({ wechatAppId: null, authorizeUrl: '/wechat/unavailable' });
    const page = await app.inject({ method: 'GET', url: '/wechat/unavailable' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('WeChat sign-in is not configured');
    expect(page.body).toContain('微信登录未配置');
    const sync = await app.inject({ method: 'GET', url: '/api/v1/front_user/sync_code?code=abcdefabcdef' });
    expect(sync.statusCode).toBe(503);
    expect(sync.json()).toMatchObject({ success: false, code: 'NOT_CONFIGURED' });
    expect(sync.json().msg).toMatch(/WeChat sign-in is not configured on this server/);
  });

  it('loads demo data only with SEED_DEMO_DATA=true and runs no stand-in unless its variable turns it on', () => {
    const bare = loadConfig({ NODE_ENV: 'production' });
    expect(bare.seedDemoData).toBe(false);
    expect(activeStandIns(bare)).toEqual([]);
    expect(standInWarning(bare)).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: '1' }).seedDemoData).toBe(false);
    const loud = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', DEV_WECHAT_SIGNIN: 'true', DEV_PAYMENT: 'true' });
    expect(loud.seedDemoData).toBe(true);
    expect(loud.standIns).toEqual({ wechatSignIn: true, payment: true });
    const warning = standInWarning(loud)!;
    expect(warning).toMatch(/PRODUCTION mode with development stand-ins turned on/);
    for (const variable of ['DEV_WECHAT_SIGNIN=true', 'DEV_PAYMENT=true', 'SEED_DEMO_DATA=true']) expect(warning).toContain(variable);
    // A configured WeChat account replaces the sign-in stand-in even when asked for.
    expect(loadConfig({ NODE_ENV: 'production', DEV_WECHAT_SIGNIN: 'true', WECHAT_APPID: 'wx123' }).standIns.wechatSignIn).toBe(false);
  });

  it('prints at start the stand-in a variable turned on, and only that one', async () => {
    const out = await startOutput({ NODE_ENV: 'production', DEV_PAYMENT: 'true' });
    expect(out).toContain('WARNING: PRODUCTION mode with development stand-ins turned on');
    expect(out).toContain('development payment page (/dev/wechat/pay)');
    expect(out).not.toContain('development WeChat sign-in page');
    expect(out).not.toContain('Demo account');
  }, 120_000);
});

describe('production mode with DEV_WECHAT_SIGNIN=true', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: 'production', DEV_WECHAT_SIGNIN: 'true' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the development sign-in page it turns on, and still no payment page', async () => {
    expect((await devAuthorize(app)).statusCode).toBe(200);
    expect((await devPay(app)).statusCode).toBe(404);
  });
});
