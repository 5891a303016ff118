import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data.ts';
import { seedMarketData } from './seed/market-data.ts';
import { standInWarning } from './modes.ts';
import { DEMO_ACCOUNT } from './seed/demo-users.ts';
import { drainOnSignals } from './cluster/shutdown.ts';
import { SchemaRefusedError } from './db/schema-migration.ts';

const started = performance.now();
const config = loadConfig();
// A database this build cannot serve: one message saying why and how to allow it, and no start (decision 0105).
const app = await buildApp({ config }).catch((error: unknown) => {
  if (!(error instanceof SchemaRefusedError)) throw error;
  console.error(error.message);
  process.exit(1);
});
let demo: { phone: string; password: string } | undefined;
// Several instances starting together seed once: the first takes the lock, the others wait and find the rows.
await app.services.exclusive('demo-data', async () => {
  if (config.seedDemoData && (await isDatabaseEmpty(app.services.db))) {
    const summary = await seedDemoData(app.services.db, { now: new Date(), storage: app.services.storage });
    app.log.info(`demo data: ${summary.users} users, ${summary.posts} trade posts, ${summary.brokers} brokers`);
    demo = summary.demoAccount;
  }
});
if (config.seedDemoData) {
  // The demo roll, the first scheduled job, runs on one instance at a time (decision 0068). No period: it adds
  // only what is missing, and a database emptied the same day must get its demo series again.
  await app.services.runOnce('demo-roll', async () => {
    for (const { table, rows } of await seedMarketData(app.services.db, { now: new Date() })) app.log.info(`demo data: ${rows} rows of ${table}`);
  });
}

// SIGTERM: readyz 503, the port closes, requests in flight finish, pools close (decision 0068).
drainOnSignals(app, app.health, config.shutdown);

await app.listen({ port: config.port, host: config.host });
const url = `${config.tls ? 'https' : 'http'}://localhost:${config.port}`;
const db = app.services.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
// Whether this instance may have siblings (README "Running more than one server").
console.log(
  config.redis
    ? `Several instances: shared state in Redis (REDIS_URL, keys ${config.redis.keyPrefix}*), files in ${config.s3 ? `bucket ${config.s3.bucket}` : `${config.dataDir}/files (set S3_BUCKET so every instance sees every upload)`}.`
    : 'One instance: throttles, write limits and reply caches live in this process; set DATABASE_URL and REDIS_URL to run several.',
);
console.log(`\nGarlic Market is running at ${url}  (${db}, ready in ${Math.round(performance.now() - started)} ms)`);
if (config.seedDemoData) {
  console.log(
    demo
      ? `Demo account: phone ${demo.phone}, password ${demo.password}`
      : `Demo account: phone ${DEMO_ACCOUNT.phone}, password ${DEMO_ACCOUNT.password} (seeded on first start)`,
  );
}
// At every start, while any development stand-in is on (README "Two modes").
const warning = standInWarning(config);
if (warning) console.warn(`\n${warning}\n`);
else console.log(config.production ? 'Production mode: no development stand-ins.' : 'No development stand-ins are on.');
