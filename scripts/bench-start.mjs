// npm run bench:start: `npm start` on a fresh data folder (first start, demo data seeded) and again on
// the same folder (restart): milliseconds from spawn to the first answered API call, median of RUNS
// (default 3); then the server's resident memory after it has sat idle for a few seconds.
import { readFileSync, readdirSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, startServer } from './bench/server.mjs';

const runs = Number(process.env.RUNS ?? 3);
const goal = { restartMs: 1000, firstStartMs: 3000, idleMb: 150 };
const probe = '/api/v1/home/queryBuySell?page=1&pageSize=20';

/** Milliseconds from spawn until the server answers the home list. */
async function timedStart(dataDir) {
  const started = performance.now();
  const server = await startServer({ dataDir });
  while (
    (await fetch(server.url + probe).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  )
    await new Promise((r) => setTimeout(r, 10));
  return { server, ms: performance.now() - started };
}

/** Resident memory (MB) of a process and of its descendants. */
function treeRss(pid) {
  const rss = (p) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = (p) =>
    readdirSync(`/proc/${p}/task`).flatMap((t) => readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  const all = [pid];
  for (let i = 0; i < all.length; i++) if (existsSync(`/proc/${all[i]}`)) all.push(...children(all[i]));
  const leaf = all.filter((p) => existsSync(`/proc/${p}`) && children(p).length === 0).at(-1);
  return { server: rss(leaf), tree: all.filter((p) => existsSync(`/proc/${p}`)).reduce((sum, p) => sum + rss(p), 0) };
}

const first = [];
const restart = [];
let memory;
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'garlic-bench-start-'));
  const a = await timedStart(dataDir);
  first.push(a.ms);
  await a.server.stop();
  const b = await timedStart(dataDir);
  restart.push(b.ms);
  if (i === runs - 1) {
    // A home visit's calls, then quiet: what a server that has been up a while holds.
    await fetch(`${b.server.url}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 5000));
    memory = treeRss(b.server.child.pid);
  }
  await b.server.stop();
}

const ms = (v) => `${Math.round(v)} ms`;
console.log(`first start with demo data: ${ms(median(first))} (runs ${first.map(ms).join(', ')}; goal ≤ ${goal.firstStartMs} ms)`);
console.log(`restart on that database:   ${ms(median(restart))} (runs ${restart.map(ms).join(', ')}; goal ≤ ${goal.restartMs} ms)`);
console.log(
  `idle memory (RSS):          server ${memory.server.toFixed(0)} MB, with npm start's processes ${memory.tree.toFixed(0)} MB (goal ≤ ${goal.idleMb} MB)`,
);
if (median(first) > goal.firstStartMs || median(restart) > goal.restartMs || memory.tree > goal.idleMb) process.exitCode = 1;
