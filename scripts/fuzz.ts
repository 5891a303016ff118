// npm run fuzz: 50,000 generated requests (FUZZ_REQUESTS) over every call of the OpenAPI document on
// SQLite, then as many on PostgreSQL (DATABASE_URL, or the local test database when it answers);
// prints the count of 5xx replies and of replies outside their declared schema. Exit 1 if any.
import net from 'node:net';
import { startTestApp } from '../tests/api/helpers/test-app.ts';
import { fuzz, newSession, summary } from '../tests/api/helpers/fuzz.ts';
import { fuzzTokens } from '../tests/api/helpers/fuzz-users.ts';

const count = Number(process.env.FUZZ_REQUESTS ?? 50_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.FUZZ_DATABASE; // sqlite | postgres

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || 5432) }, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });

async function run(label: string, databaseUrl: string): Promise<number> {
  process.env.DATABASE_URL = databaseUrl;
  const app = await startTestApp({}, { checkReplies: false });
  try {
    const session = newSession(app, await fuzzTokens(app));
    const started = Date.now();
    await fuzz(session, count, seed, (done) => {
      if (done % 5000 === 0) process.stderr.write(`${label}: ${done}/${count}\n`);
    });
    console.log(summary(session, `${label} (seed ${seed}, ${((Date.now() - started) / 1000).toFixed(0)} s)`));
    return session.serverErrors.length + session.violations.length;
  } finally {
    await app.close();
  }
}

let failures = 0;
if (only !== 'postgres') failures += await run('SQLite', '');
if (only !== 'sqlite') {
  if (await answers(pgUrl)) failures += await run('PostgreSQL', pgUrl);
  else console.log(`PostgreSQL does not answer at ${pgUrl}: fuzzed SQLite only`);
}
process.exit(failures === 0 ? 0 : 1);
