import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

const root = new URL('../../..', import.meta.url).pathname;

/** scripts/test.mjs runs this project only with both set (and fails under CI when Redis does not answer). */
export function clusterTargets(): { databaseUrl: string; redisUrl: string } {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) throw new Error('the cluster tests need DATABASE_URL and REDIS_URL (scripts/test.mjs sets them)');
  return { databaseUrl, redisUrl };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** One server process (`tsx src/server/main.ts`), as `npm start` runs it, resolved once it says it is running. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', WEB_DIR: join(root, '.tmp/no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start in 180 s:\n${out}`)), 180_000);
    child.stdout!.on('data', () => {
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * What a group of instances shares: a PostgreSQL schema of its own (dropped after) in the test
 * database, and a key prefix of its own in Redis (its keys deleted after), so runs never meet.
 */
export async function sharedServices() {
  const { databaseUrl, redisUrl } = clusterTargets();
  const tag = `c_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${tag}`);
  await admin.end();
  const scoped = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${tag}`)}`;
  const prefix = `test:${tag}:`;
  const env = {
    DATABASE_URL: scoped,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'garlic-cluster-')),
  };
  return {
    env,
    prefix,
    async cleanUp() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop schema ${tag} cascade`);
      await c.end();
      const redis = new Redis(redisUrl);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
    },
  };
}

export async function call(base: string, method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, text, headers: res.headers };
}

let counter = 0;

/** Registers a new user on `base` through the development WeChat page, as the app does. */
export async function registerUser(base: string) {
  counter += 1;
  const phone = `137${String((process.pid * 1000 + counter) % 1e8).padStart(8, '0')}`;
  const openid = `dev_cluster_${process.pid}_${counter}`;
  const qs = new URLSearchParams({ redirect_uri: `${base}/`, state: 'home', openid }).toString();
  const confirm = await fetch(`${base}/dev/wechat/authorize/confirm?${qs}`, { redirect: 'manual' });
  const code = new URL(String(confirm.headers.get('location'))).searchParams.get('code');
  if (!code) throw new Error(`authorize answered ${confirm.status}`);
  const synced = await call(base, 'GET', `/api/v1/front_user/sync_code?code=${encodeURIComponent(code)}`);
  if (synced.status !== 200) throw new Error(`sync_code answered ${synced.status}: ${synced.text}`);
  const reply = await call(base, 'POST', '/api/v1/front_user/register', { wxOpenid: openid, phone, password: PASSWORD, nickname: '集群测试' });
  if (!reply.body?.success) throw new Error(`register failed: ${reply.text}`);
  return { phone, accessToken: reply.body.data.accessToken.tokenValue as string, refreshToken: reply.body.data.refreshToken.tokenValue as string };
}

export const PASSWORD = 'garlic-pass-1';
