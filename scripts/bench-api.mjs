// npm run bench:api: the home page's paged trade list (page 1, 20 rows) at 50 connections, against a
// bare Fastify route serving the same bytes and json-server 0.17 on the same rows, in one run.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from './bench/server.mjs';

const root = new URL('..', import.meta.url).pathname;
const connections = 50;
const seconds = Number(process.env.SECONDS ?? 10);
const goal = { ofBare: 0.5, ofJsonServer: 5, p99: 20 };
const listPath = '/api/v1/home/queryBuySell';
const dir = mkdtempSync(join(tmpdir(), 'garlic-bench-api-'));

/** A reference server in a child process, resolved once `probe` answers. */
async function child(args, probe) {
  const proc = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  proc.on('exit', () => (exited = true));
  for (let i = 0; i < 300; i++) {
    if (exited) throw new Error(`${args.join(' ')} exited`);
    if (
      await fetch(probe).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => new Promise((resolve) => (exited ? resolve() : (proc.once('exit', resolve), proc.kill('SIGTERM')))) };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measure(name, url) {
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${name}: HTTP ${check.status} from ${url}`);
  await new Promise((resolve, reject) => autocannon({ url, connections, duration: 2 }, (e) => (e ? reject(e) : resolve())));
  const r = await load(url);
  if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx replies`);
  return {
    name,
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    errors: r.errors + r.timeouts,
    bytes: Number(check.headers.get('content-length') ?? 0),
  };
}

// The app as `npm start` runs it in production (its own default log level), on demo data.
const app = await startServer({ dataDir: join(dir, 'data'), env: { LOG_LEVEL: '' } });
const rows = [];
try {
  const page = await fetch(`${app.url}${listPath}?page=1&pageSize=20`);
  const bytes = Buffer.from(await page.arrayBuffer());
  writeFileSync(join(dir, 'page.json'), bytes);
  // json-server gets every listed trade post, as the app presents them, to page and sort itself.
  const all = [];
  for (let n = 1; ; n++) {
    const { data } = await (await fetch(`${app.url}${listPath}?page=${n}&pageSize=100`)).json();
    all.push(...data);
    if (data.length < 100) break;
  }
  writeFileSync(join(dir, 'db.json'), JSON.stringify({ trades: all }));
  console.log(`${all.length} listed trade posts; page 1 of 20 rows is ${bytes.length} bytes`);

  const barePort = await freePort();
  const bare = await child(['scripts/bench/bare-server.mjs', join(dir, 'page.json'), String(barePort)], `http://127.0.0.1:${barePort}/trades`);
  const jsonPort = await freePort();
  const jsonServer = await child(
    ['node_modules/json-server/lib/cli/bin.js', join(dir, 'db.json'), '--port', String(jsonPort), '--host', '127.0.0.1', '--quiet'],
    `http://127.0.0.1:${jsonPort}/trades?_limit=1`,
  );
  try {
    rows.push(await measure('bare Fastify', `http://127.0.0.1:${barePort}/trades`));
    rows.push(await measure('app', `${app.url}${listPath}?page=1&pageSize=20`));
    rows.push(await measure('json-server 0.17', `http://127.0.0.1:${jsonPort}/trades?_page=1&_limit=20&_sort=publishTime&_order=desc`));
  } finally {
    await bare.stop();
    await jsonServer.stop();
  }
} finally {
  await app.stop();
}

const by = Object.fromEntries(rows.map((r) => [r.name, r]));
console.log(`\n${'server'.padEnd(18)} ${'req/s'.padStart(8)} ${'p50'.padStart(6)} ${'p99'.padStart(6)}  (ms; ${connections} connections, ${seconds} s each)`);
for (const r of rows)
  console.log(
    `${r.name.padEnd(18)} ${String(Math.round(r.rps)).padStart(8)} ${`${r.p50}`.padStart(6)} ${`${r.p99}`.padStart(6)}${r.errors ? `  ${r.errors} errors/time-outs` : ''}`,
  );
const ofBare = by.app.rps / by['bare Fastify'].rps;
const ofJson = by.app.rps / by['json-server 0.17'].rps;
console.log(`\napp / bare Fastify: ${(ofBare * 100).toFixed(0)}% (goal ≥ ${goal.ofBare * 100}%)`);
console.log(`app / json-server:  ${ofJson.toFixed(1)}x (goal ≥ ${goal.ofJsonServer}x)`);
console.log(`app p99:            ${by.app.p99} ms (goal ≤ ${goal.p99} ms)`);
if (ofBare < goal.ofBare || ofJson < goal.ofJsonServer || by.app.p99 > goal.p99) process.exitCode = 1;
