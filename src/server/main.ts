import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo-data.ts';
import { seedMarketData } from './seed/market-data.ts';
import { standInWarning } from './modes.ts';
import { DEMO_ACCOUNT } from './seed/demo-users.ts';

const started = performance.now();
const config = loadConfig();
const app = await buildApp({ config });
let demo: { phone: string; password: string } | undefined;
if (config.seedDemoData && (await isDatabaseEmpty(app.services.db))) {
  const summary = await seedDemoData(app.services.db, { now: new Date(), storage: app.services.storage });
  app.log.info(`demo data: ${summary.users} users, ${summary.posts} trade posts, ${summary.brokers} brokers`);
  demo = summary.demoAccount;
}
if (config.seedDemoData) {
  for (const { table, rows } of await seedMarketData(app.services.db, { now: new Date() })) app.log.info(`demo data: ${rows} rows of ${table}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
const db = app.services.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
console.log(`\nGarlic Market is running at ${url}  (${db}, ready in ${Math.round(performance.now() - started)} ms)`);
if (config.seedDemoData) {
  console.log(demo ? `Demo account: phone ${demo.phone}, password ${demo.password}` : `Demo account: phone ${DEMO_ACCOUNT.phone}, password ${DEMO_ACCOUNT.password} (seeded on first start)`);
}
// At every start, while any development stand-in is on (README "Two modes").
const warning = standInWarning(config);
if (warning) console.warn(`\n${warning}\n`);
else console.log(config.production ? 'Production mode: no development stand-ins.' : 'No development stand-ins are on.');
