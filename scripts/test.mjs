// npm test: unit, then API (SQLite, and PostgreSQL when one answers), the cluster tests (PostgreSQL and
// Redis), then e2e in headless Chromium.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import { buildIfStale } from './build-if-stale.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
mkdirSync('.tmp', { recursive: true });

function run(name, args, env = {}) {
  console.log(`\n▶ ${name}: vitest ${args.join(' ')}`);
  const report = `.tmp/vitest-${name}.json`;
  const result = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  }
  if (result.status !== 0) finish(result.status ?? 1);
}

function finish(code) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(code);
}

const answers = (port, host) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The cluster tests (two server processes) use Redis database 11 and a key prefix of their own.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
const redisAddress = new URL(redisUrl);

run('unit', ['--project', 'unit']);
run('api-sqlite', ['--project', 'api'], { DATABASE_URL: '' });
const pgAnswers = await answers(5432, '127.0.0.1');
if (pgAnswers) run('api-postgres', ['--project', 'api'], { DATABASE_URL: pgUrl });
else if (process.env.CI) {
  console.error('CI: PostgreSQL does not answer at 127.0.0.1:5432; the API tests must run on it too.');
  finish(1);
} else console.log('\n(PostgreSQL does not answer at 127.0.0.1:5432: API tests ran on SQLite only)');
// Several instances need PostgreSQL and Redis: in CI both must answer; elsewhere the tests run when they do.
const redisAnswers = await answers(Number(redisAddress.port || 6379), redisAddress.hostname);
if (pgAnswers && redisAnswers) run('cluster', ['--project', 'cluster'], { DATABASE_URL: pgUrl, REDIS_URL: redisUrl });
else if (process.env.CI) {
  console.error(`CI: ${redisAnswers ? 'PostgreSQL' : `Redis does not answer at ${redisAddress.host}`}; the cluster tests must run.`);
  finish(1);
} else
  console.log(
    `\n(${redisAnswers ? 'PostgreSQL' : `Redis at ${redisAddress.host}`} does not answer: the cluster tests, two servers on PostgreSQL and Redis, did not run)`,
  );
buildIfStale();
run('e2e', ['--project', 'e2e']);
finish(0);
