// npm test: unit, then API (SQLite, and PostgreSQL when one answers), then e2e in headless Chromium.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { buildIfStale } from './build-if-stale.mjs';

const run = (args, env = {}) => {
  console.log(`\n▶ vitest ${args.join(' ')}${env.DATABASE_URL ? ` (DATABASE_URL=${env.DATABASE_URL})` : ''}`);
  const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const answers = (port, host) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

run(['--project', 'unit']);
run(['--project', 'api'], { DATABASE_URL: '' });
if (await answers(5432, '127.0.0.1')) run(['--project', 'api'], { DATABASE_URL: pgUrl });
else if (process.env.CI) {
  console.error('CI: PostgreSQL does not answer at 127.0.0.1:5432; the API tests must run on it too.');
  process.exit(1);
} else console.log('\n(PostgreSQL does not answer at 127.0.0.1:5432: API tests ran on SQLite only)');
buildIfStale();
run(['--project', 'e2e']);
