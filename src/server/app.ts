import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { createTokenService } from './auth/tokens.ts';
import { createLocalStorage } from './storage/file-storage.ts';
import { createLoginThrottles } from './auth/login-throttle.ts';
import { WriteLimiter } from './engine/write-limits.ts';
import { createDataChanges } from './cache/data-changes.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { lazyValidators } from './http/lazy-validators.ts';
import { AJV_OPTIONS } from './http/ajv-options.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { registerRoutes } from './engine/register-routes.ts';
import { registerDevAuthorize, registerWechatUnavailable } from './dev/wechat-authorize.ts';
import { registerDevPay } from './payment/dev-pay-page.ts';
import { registerWechatPayNotify } from './payment/wechat-pay-notify.ts';
import { seedReferenceData } from './seed/reference-data.ts';
import { seedDivisions } from './seed/divisions.ts';
import { seedDefaultMenu } from './seed/default-menu.ts';
import type { Services } from './engine/context.ts';
import { startAlertJobs, type AlertJobs } from './alerts/alert-jobs.ts';
import { createSharedLoginThrottles } from './cluster/shared-login-throttle.ts';
import { createSharedWriteLimits } from './cluster/shared-write-limits.ts';
import { localRunOnce, postgresRunOnce, redisRunOnce } from './cluster/job-lock.ts';
import { registerHealth, type Health } from './cluster/health.ts';
import { setIdNode } from './db/ids.ts';

export interface BuildOptions {
  config: Config;
  /** An open database; by default one is opened from the config. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests capture them to prove no secret is written. */
  logStream?: NodeJS.WritableStream;
}

/** The signing key: JWT_SECRET, or a random key kept in DATA_DIR so sessions survive a restart. */
function signingKey(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Builds the whole server; it never listens (main.ts does). */
export type App = FastifyInstance & { services: Services; alerts: AlertJobs; health: Health };

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    // With TLS_CERT_FILE and TLS_KEY_FILE the server speaks https itself: HTTP/2, whose one connection carries a
    // first load's ~45 scripts and calls at once, and HTTP/1.1 for clients that do not offer h2 (decision 0165).
    // Handlers see those requests through Node's compatibility API, shaped as HTTP/1.1's, so the instance keeps
    // Fastify's default (HTTP/1.1) types.
    ...(config.tls ? ({ http2: true, https: { allowHTTP1: true, ...config.tls } } as unknown as { http2?: false }) : {}),
    // Refresh tokens, passwords and authorization headers never reach a log line (decision 0022).
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    schemaController: { compilersFactory: { buildValidator: lazyValidators() } },
    // validateSchema off: the calls' schemas come from the generated OpenAPI document and a test checks
    // each against the meta-schema (tests/unit/call-schemas.test.ts), so the first request no longer
    // compiles the meta-schema to check them again (decision 0136).
    ajv: { customOptions: { ...AJV_OPTIONS, validateSchema: false } },
    bodyLimit: 1024 * 1024,
    // The socket's address is the client's unless TRUST_PROXY names the proxies in front (decision 0024).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A line per request costs a tenth of a small list's time; requests are logged only at debug level
    // (the error handler still logs every failure).
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
  });
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  // Instances started together fill the reference tables once; the others wait and find them filled.
  await database.exclusive('reference-data', async () => {
    await seedReferenceData(database.db);
    await seedDivisions(database.db);
    await seedDefaultMenu(database.db);
  });
  // With REDIS_URL, what instances must agree on at once lives in Redis (decision 0067); else in this process.
  // The Redis and S3 clients are loaded only when configured: the bundle a start compiles leaves them
  // in chunks of their own (decision 0136).
  const redis = config.redis ? await (await import('./cluster/redis.ts')).connectRedis(config.redis.url, config.redis.keyPrefix) : undefined;
  // Each instance its own share of every millisecond's ids, so two never insert the same id (decision 0104).
  if (redis) setIdNode(await redis.commands.incr(`${redis.prefix}id-node`));
  const s3 = config.s3 ? (await import('./storage/s3-storage.ts')).createS3Storage(config.s3) : undefined;
  if (s3) await s3.check().catch((error: Error) => Promise.reject(new Error(`S3_BUCKET ${config.s3!.bucket} does not answer: ${error.message}`)));
  const services: Services = {
    db: database.db,
    dialect: database.dialect,
    config,
    tokens: createTokenService(database.db, signingKey(config), config.accessTokenSeconds, config.refreshTokenDays),
    storage: s3 ?? createLocalStorage(join(config.dataDir, 'files')),
    loginThrottle: redis ? createSharedLoginThrottles(redis.commands, redis.prefix) : createLoginThrottles(),
    writeLimits: redis ? createSharedWriteLimits(redis.commands, redis.prefix, config.writeLimits) : new WriteLimiter(config.writeLimits),
    changes: redis
      ? await (await import('./cluster/shared-changes.ts')).createSharedChanges(redis, () => database.checkOtherWriters())
      : createDataChanges(() => database.checkOtherWriters()),
    runOnce: redis ? redisRunOnce(redis) : database.dialect === 'postgres' ? postgresRunOnce(database) : localRunOnce(),
    exclusive: (name, work) => database.exclusive(name, work),
  };
  const health: Health = { draining: false };
  // Every committed write of this process, whichever path made it, moves the data versions.
  const stopTracking = database.onWrite((tables) => services.changes.touch(tables));
  // Price alerts are evaluated whenever figures arrive, and digests sent, from this one place (decision 0061).
  const alerts = startAlertJobs(services, app.log);
  app.addHook('onClose', async () => {
    alerts.stop();
    await alerts.settled();
    stopTracking();
    if (!options.database) await database.close();
    await redis?.close();
    s3?.close();
  });
  // QUERY (a safe method with a body) is how one reading of the seed calls two region-quantity lists;
  // Fastify 5.3+ knows it, older 5.x needs it added.
  if (!app.supportedMethods.includes('QUERY')) app.addHttpMethod('QUERY', { hasBody: true });
  registerErrorHandling(app);
  await registerSecurity(app, config);
  // Replies over 1 KB, brotli or gzip as asked; kept public replies and built assets come compressed already.
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart);
  await app.register(async (api) => registerRoutes(api, services), { prefix: '/api' });
  registerHealth(app, database.db, redis, s3, health);
  // While draining, every reply ends its connection, so clients and proxies reconnect to another instance
  // and no keep-alive connection holds the stop open (decision 0068).
  // HTTP/2 has no connection header (Node drops it with a process warning); Fastify's close sends its sessions a GOAWAY instead.
  app.addHook('onSend', async (request, reply) => {
    if (health.draining && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
  // Development stand-ins run only as config.standIns says (README "Two modes"); in production /dev/* is a 404.
  if (config.standIns.wechatSignIn) registerDevAuthorize(app, services);
  else if (!config.wechatAppId) registerWechatUnavailable(app);
  // The development payment page plays WeChat Pay's part only while no merchant is configured.
  if (config.wechatPay) await registerWechatPayNotify(app, services, config.wechatPay);
  else if (config.standIns.payment) await registerDevPay(app, services);
  await registerWeb(app, config, services.storage);
  return Object.assign(app as unknown as FastifyInstance, { services, alerts, health });
}
