import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { buildApp, type App } from '../../../src/server/app.ts';
import { limitVariable, loadConfig, WRITE_KINDS } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { checkReply, describeViolation } from './reply-contract.ts';

/**
 * Every reply to a documented call keeps its contract: a declared status and a body that matches the
 * OpenAPI document's schema for it. A reply that does not fails the test that asked for it.
 */
function checkEveryReply(app: App): void {
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string; rawPayload: Buffer }>;
  (app as unknown as { inject: unknown }).inject = async (opts: unknown) => {
    const res = await inject(opts);
    const o = (typeof opts === 'string' ? { url: opts } : opts) as { method?: string; url?: string | { pathname: string } };
    const url = typeof o.url === 'string' ? o.url : (o.url?.pathname ?? '');
    const encoding = res.headers['content-encoding'];
    const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
    const violation = checkReply(o.method ?? 'GET', url, res.statusCode, res.headers, body);
    if (violation) throw new Error(`The reply breaks the API contract: ${describeViolation(violation)}`);
    return res;
  };
}

/**
 * The real server on a fresh database: in-memory SQLite, or, when DATABASE_URL is set, a new
 * PostgreSQL schema of its own, so test files never see each other's rows.
 */
/**
 * Test files post, vote and upload far faster than a person: every write limit is raised here (not
 * turned off), and a file that tests the limits passes its own RATE_LIMIT_* values in `env`.
 */
const RAISED_LIMITS = Object.fromEntries(
  WRITE_KINDS.flatMap((kind) => [
    [limitVariable(kind, 'perMinute'), '100000'],
    [limitVariable(kind, 'perDay'), '1000000'],
  ]),
);

/**
 * `sqliteFile`: SQLite in DATA_DIR's file rather than in memory, so another process (the import
 * command) can write to the same database. On PostgreSQL the config's DATABASE_URL names the test's
 * own schema, for the same purpose.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream; checkReplies?: boolean; sqliteFile?: boolean } = {},
): Promise<App> {
  const dataDir = mkdtempSync(join(tmpdir(), 'garlic-api-'));
  let databaseUrl: string | undefined;
  const url = process.env.DATABASE_URL;
  let dropSchema: (() => Promise<void>) | undefined;
  let database;
  if (url) {
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const scoped = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    database = await openDatabase({ url: scoped, dataDir });
    databaseUrl = scoped;
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    database = await openDatabase(options.sqliteFile ? { dataDir } : { dataDir, file: ':memory:' });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    LOG_LEVEL: 'silent',
    ...RAISED_LIMITS,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, ...(options.logStream ? { logStream: options.logStream } : { logger: false }) });
  // The fuzzer counts violations itself rather than stopping at the first.
  if (options.checkReplies !== false) checkEveryReply(app);
  app.addHook('onClose', async () => {
    await database.close();
    await dropSchema?.();
  });
  return app;
}
