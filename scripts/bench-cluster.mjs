// npm run bench:cluster: the compiled server as two instances on PostgreSQL (a fresh database,
// bench_cluster) and Redis behind a small balancer (scripts/bench/balancer.mjs), under a mixed workload
// at 100 connections: list and statistics reads (anonymous and signed in), sign-ins and new posts.
// Three runs of SECONDS each: one instance alone, two instances, two instances with one sent SIGTERM
// half-way. Prints requests/s, p99 and errors of each, the ratio of two to one, and whether every post
// acknowledged with 200 is in the database.
// Each instance runs on a fixed CPU budget (INSTANCE_CPUS, default 0.4 of a CPU, in a cgroup of its own:
// scripts/bench/cpu-budget.mjs, decision 0100), so the instance and not the machine is the bottleneck of
// both runs and the ratio measures how capacity grows with instances. Each run prints the CPU every
// process used, to show it. INSTANCE_CPUS=0, or where cgroups can't be written, runs unpinned, and says so.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildServerIfStale } from './build-server.mjs';
import { freePort } from './bench/server.mjs';
import { cpuBudgets, cpuMsOf, pidsNamed } from './bench/cpu-budget.mjs';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.SECONDS ?? 15);
const warmSeconds = Number(process.env.WARM_SECONDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 100);
const pgAdmin = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'bench_cluster';
const databaseUrl = Object.assign(new URL(pgAdmin), { pathname: `/${database}` }).toString();
const redisUrl = process.env.BENCH_REDIS ?? 'redis://127.0.0.1:6379/12';
const prefix = `bench:${Date.now().toString(36)}:`;
const dataDir = mkdtempSync(join(tmpdir(), 'garlic-bench-cluster-'));
const children = new Set();
const instanceCpus = Number(process.env.INSTANCE_CPUS ?? 0.4);
const budgets = instanceCpus > 0 ? cpuBudgets(instanceCpus) : { available: false, reason: 'INSTANCE_CPUS=0 asks for no budget' };

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
}

function spawnLogged(args, env, readyText) {
  if (interrupted) throw new Error('interrupted');
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const exited = new Promise((resolve) => child.once('exit', (code) => (children.delete(child), resolve(code))));
  const ready = new Promise((resolve, reject) => {
    const timer = setInterval(() => out.includes(readyText) && (clearInterval(timer), resolve()), 50);
    exited.then((code) => (clearInterval(timer), reject(new Error(`${args.join(' ')} exited ${code}:\n${out}`))));
  });
  return { child, ready, exited, output: () => out };
}

async function instance(name) {
  const port = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    DATA_DIR: join(dataDir, name),
    JWT_SECRET: 'bench-cluster-secret-bench-cluster-secret',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    WEB_DIR: join(dataDir, 'no-web'),
    SHUTDOWN_DELAY_MS: '1000',
    // The workload posts far faster than a person: the write limits are raised, not measured here.
    RATE_LIMIT_POSTS_PER_MINUTE: '1000000',
    RATE_LIMIT_POSTS_PER_DAY: '1000000',
  };
  const proc = spawnLogged(['dist/server/main.js'], env, 'is running at');
  await proc.ready;
  return { name, url: `http://127.0.0.1:${port}`, ...proc };
}

async function balancer(upstreams) {
  const port = await freePort();
  const proc = spawnLogged(['scripts/bench/balancer.mjs'], { PORT: String(port), UPSTREAMS: upstreams.map((u) => u.url).join(',') }, 'balancer ready');
  await proc.ready;
  return { url: `http://127.0.0.1:${port}`, pid: proc.child.pid, output: proc.output, stop: () => (proc.child.kill('SIGTERM'), proc.exited) };
}

async function post(url, path, body, token) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

const TRADE_POST = {
  transactionType: '2',
  productType: '1',
  varietiesId: '1',
  specsId: '3',
  goodsTypeId: '1',
  packWayId: '1',
  regionId: '370828',
  price: 2.35,
  quantity: 60,
  minTrading: 10,
  contacts: '王老板',
  contactPhone: '13953700001',
  goodsProvince: '山东省',
  goodsProvinceCode: '37',
  goodsProductionArea: '金乡县',
  goodsProductionAreaCode: '370828',
};
const READS = [
  '/api/v1/home/queryBuySell?page=1&pageSize=20',
  '/api/v1/home/queryBuySell?page=2&pageSize=20',
  '/api/v1/buy-sell/findByPage?page=1&pageSize=20&transactionType=1',
  '/api/v1/buy-sell/findByPage?page=1&pageSize=20&transactionType=2',
  '/api/v1/buy-sell/tow-day-statistic',
  '/api/v1/export-quantity/getYearQuantity',
  '/api/v1/cold-storage-apply/statistics',
];

/**
 * The mix, per request: 55% anonymous reads (kept replies), 20% the same reads signed in (never kept:
 * each one a query), 5% password sign-ins (argon2id), 20% new trade posts (each acknowledged post's
 * marker is kept to look for in the database).
 */
function workload(url, accounts, tokens, acknowledged) {
  let n = 0;
  return {
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest(request, context) {
          n += 1;
          const roll = (n * 7919) % 100;
          const read = READS[n % READS.length];
          context.marker = undefined;
          if (roll < 55) return { ...request, method: 'GET', path: read, headers: {}, body: undefined };
          if (roll < 75) return { ...request, method: 'GET', path: read, headers: { authorization: `Bearer ${tokens[n % tokens.length]}` }, body: undefined };
          if (roll < 80) {
            const account = accounts[n % accounts.length];
            return {
              ...request,
              method: 'POST',
              path: '/api/login/byPassword',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(account),
            };
          }
          context.marker = `bench ${randomUUID()}`;
          return {
            ...request,
            method: 'POST',
            path: '/api/v1/buy-sell/add',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
            body: JSON.stringify({ ...TRADE_POST, supplement: context.marker }),
          };
        },
        onResponse(status, _body, context) {
          if (context.marker && status === 200) acknowledged.push(context.marker);
        },
      },
    ],
  };
}

function load(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

/** CPU time (ms) of each process that takes part, to print each one's share of a run. */
function cpuSnapshot(processes) {
  const of = (pids) => new Map(pids.map((pid) => [pid, cpuMsOf(pid) ?? 0]));
  const self = process.cpuUsage();
  return {
    named: processes.map(({ label, pid }) => ({ label, pid, ms: cpuMsOf(pid) })),
    postgres: of(pidsNamed('postgres')),
    redis: of(pidsNamed('redis-server')),
    bench: (self.user + self.system) / 1000,
  };
}

function cpuUse(before, after, ms) {
  const share = (used) => `${Math.round((used / ms) * 100)}%`;
  const grown = (a, b) => [...b].reduce((sum, [pid, t]) => sum + t - (a.get(pid) ?? 0), 0);
  return {
    ...Object.fromEntries(before.named.map(({ label, pid, ms: t0 }) => [label, share((cpuMsOf(pid) ?? t0) - t0)])),
    'autocannon + bench': share(after.bench - before.bench),
    'PostgreSQL (every backend on the machine)': share(grown(before.postgres, after.postgres)),
    Redis: share(grown(before.redis, after.redis)),
  };
}

async function run(db, name, url, accounts, tokens, acknowledged, processes, during) {
  if (budgets.available) {
    const { rows } = await db.query('select pid from pg_stat_activity where datname = $1', [database]);
    budgets.favour([process.pid, ...processes.filter((p) => !p.budget).map((p) => p.pid), ...rows.map((row) => row.pid)]);
  }
  const cpuBefore = cpuSnapshot(processes);
  const throttledBefore = processes.map((p) => p.budget?.throttled());
  const startedAt = performance.now();
  const started = load(workload(url, accounts, tokens, acknowledged));
  if (during) setTimeout(during, (seconds * 1000) / 2);
  const r = await started;
  const cpu = cpuUse(cpuBefore, cpuSnapshot([]), performance.now() - startedAt);
  const throttled = processes
    .map(
      (p, i) =>
        p.budget &&
        throttledBefore[i] &&
        ((now) => `${p.label} ${now.throttled - throttledBefore[i].throttled} of ${now.periods - throttledBefore[i].periods}`)(p.budget.throttled()),
    )
    .filter(Boolean);
  console.log(
    `${name}: CPU used (100% = one core): ${Object.entries(cpu)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (throttled.length > 0) console.log(`${name}: 100 ms periods in which an instance used its whole budget: ${throttled.join(', ')}`);
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  return {
    name,
    cpu,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
    statuses,
  };
}

// Interrupted: the instances stop and the CPU groups go, as when the runs end.
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    if (budgets.available) budgets.removeAll();
    process.exit(130);
  }, 3000);
});

async function main() {
  await buildServerIfStale();
  await freshDatabase();
  console.log(`PostgreSQL database ${database}, Redis ${redisUrl} (keys ${prefix}*), ${connections} connections, ${seconds} s a run`);
  console.log(
    budgets.available
      ? `CPU budget per instance: ${budgets.describe}`
      : `NO CPU BUDGET (${budgets.reason}): the instances share the machine's ${(await import('node:os')).availableParallelism()} cores with PostgreSQL, Redis, the balancer and the load generator, so two ÷ one measures the machine more than the instances`,
  );
  // The first seeds the demo data; the second starts on the seeded database. Both start unpinned (a
  // start is not measured) and are pinned once ready.
  const a = await instance('a');
  const b = await instance('b');
  for (const i of [a, b]) i.budget = budgets.available ? budgets.pin(i.child.pid, i.name) : undefined;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(`select phone from front_user where "passwordHash" is not null and "passwordHash" <> '' order by phone limit 20`);
  const accounts = rows.map((row) => ({ phone: row.phone, password: 'garlic123' }));
  const tokens = [];
  for (const account of accounts) {
    const reply = await post(a.url, '/api/login/byPassword', account);
    if (!reply.success) throw new Error(`sign-in of ${account.phone}: ${reply.msg}`);
    tokens.push(reply.data.accessToken.tokenValue);
  }
  console.log(`${accounts.length} demo accounts signed in`);
  const acknowledged = [];
  const results = [];
  try {
    const taking = (bal, instances) => [
      ...instances.map((i) => ({ label: `instance ${i.name}`, pid: i.child.pid, budget: i.budget })),
      { label: 'balancer', pid: bal.pid },
    ];
    // Warm-up, not counted: both instances compile their hot paths before either is measured.
    const warm = await balancer([a, b]);
    await load({ ...workload(warm.url, accounts, tokens, acknowledged), duration: warmSeconds });
    await warm.stop();
    const one = await balancer([a]);
    results.push(await run(db, 'one instance', one.url, accounts, tokens, acknowledged, taking(one, [a])));
    await one.stop();
    const two = await balancer([a, b]);
    results.push(await run(db, 'two instances', two.url, accounts, tokens, acknowledged, taking(two, [a, b])));
    let stopped;
    let signalled;
    results.push(
      await run(db, 'two, SIGTERM to one half-way', two.url, accounts, tokens, acknowledged, taking(two, [a, b]), () => {
        signalled = performance.now();
        b.child.kill('SIGTERM');
        stopped = b.exited.then((code) => ((b.stoppedIn = performance.now() - signalled), code));
      }),
    );
    const code = await stopped;
    await two.stop();
    if (two.output().includes('upstream')) console.log(`balancer:\n${two.output().slice(-2000)}`);
    results.at(-1).exit = code;
    if (code !== 0) console.log(`the stopped instance said:\n${b.output().slice(-3000)}`);
    for (const i of [a, b]) {
      const failures = i
        .output()
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      if (failures.length > 0)
        console.log(
          `instance ${i.name} logged ${failures.length} errors; the first:\n${failures
            .slice(0, 2)
            .map((l) => l.slice(0, 1500))
            .join('\n')}`,
        );
    }
    const { rows: found } = await db.query('select count(*)::int as n from buy_sell where supplement = any($1)', [acknowledged]);
    console.table(
      results.map((r) => ({
        run: r.name,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        requests: r.requests,
        'errors (all)': r.errors,
        'of which time-outs (10 s)': r.timeouts,
        'non-2xx': r.non2xx,
        statuses: r.statuses,
      })),
    );
    console.log(
      `two ÷ one: ${(results[1].rps / results[0].rps).toFixed(2)}x (goal ≥ 1.7x)${budgets.available ? `, each instance on ${instanceCpus} CPU` : ', UNPINNED: see the caveat above'}`,
    );
    console.log(
      `SIGTERM run: ${results[2].errors} errors (${results[2].timeouts} of them time-outs), ${results[2].non2xx} non-2xx; the stopped instance exited with ${code}, ${Math.round(b.stoppedIn)} ms after the signal`,
    );
    console.log(
      `acknowledged posts: ${acknowledged.length}; in the database: ${found[0].n} (${found[0].n === acknowledged.length ? 'every acknowledged write is there' : 'SOME ARE MISSING'})`,
    );
    console.log(
      `load average: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    if (found[0].n !== acknowledged.length) process.exitCode = 1;
  } finally {
    await db.end();
    // The instances stop before their keys are deleted, so none writes one after.
    await Promise.all(
      [...children].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))),
    );
    if (budgets.available) budgets.removeAll();
    const redis = new Redis(redisUrl);
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = nextCursor;
    } while (cursor !== '0');
    await redis.quit();
  }
}

await main();
