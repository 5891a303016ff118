// BASE=<another checkout, built> node scripts/bench-long-tasks.mjs: this build against another in the same
// run, alternating, on the three pages of bench:web: Chromium at 390x844 with DevTools CPU throttling (4x,
// `RATE=`), the long tasks the page itself reports (PerformanceObserver 'longtask') from first paint until
// 5 s without one: their count, their total, and their blocking time (each task's excess over 50 ms, as
// TBT sums it), and the CPU time the renderer used from navigation to the end (the work itself, which the
// host's load changes far less than it changes wall times); and the first and largest contentful paints,
// with the network held to Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up; `NETWORK=none` for
// none). Medians of RUNS (default 3); `PAGES=home,sale,price` picks pages. On a shared, loaded host the
// absolute figures follow the load; the ratio of the two builds in the same run is the figure to read
// (decision records 0130, 0157). `PROTOCOL=h2` serves this build over https with HTTP/2 and
// `BASE_PROTOCOL=h2` the base (default http1 for both); `BASE=.` with the two protocols compares them on one
// build (decision 0165).
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumTrustFlag } from '../tests/fixtures/tls/certificate.mjs';

const here = resolve(new URL('..', import.meta.url).pathname);
const base = process.env.BASE && resolve(process.env.BASE);
if (!base) throw new Error('BASE=<path of another built checkout> is required');
const runs = Number(process.env.RUNS ?? 3);
const rate = Number(process.env.RATE ?? 4);
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const only = process.env.PAGES?.split(',');
const pages = [
  ['home', '/#/pages/home/home'],
  ['sale list', '/#/pages/transaction/sale-list'],
  ['price page', '/#/pages/garlic-price/garlic-price'],
].filter(([name]) => !only || only.some((o) => name.startsWith(o)));
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

async function serverOf(root, protocol) {
  const { startServer } = await import(join(root, 'scripts/bench/server.mjs'));
  const server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), 'garlic-long-tasks-')), tls: protocol === 'h2' });
  if (protocol === 'h2' && !server.url.startsWith('https:')) throw new Error(`${root} cannot serve https (it predates decision 0165)`);
  await (server.get ? server.get('/') : fetch(`${server.url}/`).then((r) => r.text()));
  return server;
}

/** CPU seconds the browser's renderer processes have used: the work of a load, whatever the host's load does to its wall time. */
async function rendererCpu(browserCdp) {
  const { processInfo } = await browserCdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').reduce((s, p) => s + p.cpuTime, 0);
}

async function measure(browser, browserCdp, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__lcp = 0;
    new PerformanceObserver((list) => (window.__lcp = list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (process.env.NETWORK !== 'none') await cdp.send('Network.emulateNetworkConditions', slow4g);
  const cpuBefore = await rendererCpu(browserCdp);
  await page.goto(url, { timeout: 180_000 });
  // Quiet: 5 s without a new long task, at most 60 s.
  let last = performance.now();
  let seen = 0;
  const started = performance.now();
  while (performance.now() - last < 5000 && performance.now() - started < 60_000) {
    await page.waitForTimeout(500);
    const n = await page.evaluate(() => window.__longTasks.length);
    if (n !== seen) [seen, last] = [n, performance.now()];
  }
  const cpu = (await rendererCpu(browserCdp)) - cpuBefore;
  const { tasks, fcp, lcp } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    lcp: window.__lcp,
  }));
  await context.close();
  const after = tasks.filter(([start]) => start >= fcp);
  return {
    count: tasks.length,
    total: tasks.reduce((s, [, d]) => s + d, 0),
    blocking: after.reduce((s, [, d]) => s + Math.max(0, d - 50), 0),
    cpu: cpu * 1000,
    fcp,
    lcp,
  };
}

for (const name of ['PROTOCOL', 'BASE_PROTOCOL'])
  if (process.env[name] && !['h2', 'http1'].includes(process.env[name])) throw new Error(`${name} must be h2 or http1, got "${process.env[name]}"`);
const builds = [
  ['this build', here, process.env.PROTOCOL ?? 'http1'],
  ['base', base, process.env.BASE_PROTOCOL ?? 'http1'],
];
const servers = [];
for (const [name, root, protocol] of builds) {
  servers.push(await serverOf(root, protocol));
  console.log(`${name}: ${root} over ${protocol}`);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', chromiumTrustFlag()],
});
const browserCdp = await browser.newBrowserCDPSession();
const results = {};
try {
  for (const [name, path] of pages) {
    for (let i = 0; i < runs; i++) {
      // Alternate which build goes first, so a change of load falls on both.
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const b of order) {
        const r = await measure(browser, browserCdp, servers[b].url + path);
        (results[name] ??= [[], []])[b].push(r);
        console.log(
          `${name} · ${builds[b][0]}: ${r.count} long tasks, ${Math.round(r.total)} ms, blocking ${Math.round(r.blocking)} ms, renderer CPU ${Math.round(r.cpu)} ms, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms (load ${loadavg()[0].toFixed(1)})`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.stop();
}
console.log(
  `\n${'page'.padEnd(12)} ${'build'.padEnd(11)} ${'tasks'.padStart(6)} ${'total'.padStart(9)} ${'blocking'.padStart(9)} ${'CPU'.padStart(9)} ${'FCP'.padStart(9)} ${'LCP'.padStart(9)}   (medians of ${runs}, CPU ${rate}x)`,
);
for (const [name] of pages) {
  const [mine, theirs] = results[name].map((rs) => ({
    count: median(rs.map((r) => r.count)),
    total: median(rs.map((r) => r.total)),
    blocking: median(rs.map((r) => r.blocking)),
    cpu: median(rs.map((r) => r.cpu)),
    fcp: median(rs.map((r) => r.fcp)),
    lcp: median(rs.map((r) => r.lcp)),
  }));
  for (const [label, r] of [
    [builds[0][0], mine],
    [builds[1][0], theirs],
  ])
    console.log(
      `${name.padEnd(12)} ${label.padEnd(11)} ${String(r.count).padStart(6)} ${`${Math.round(r.total)} ms`.padStart(9)} ${`${Math.round(r.blocking)} ms`.padStart(9)} ${`${Math.round(r.cpu)} ms`.padStart(9)} ${`${Math.round(r.fcp)} ms`.padStart(9)} ${`${Math.round(r.lcp)} ms`.padStart(9)}`,
    );
  console.log(
    `${''.padEnd(12)} ${'ratio'.padEnd(11)} ${(mine.count / theirs.count).toFixed(2).padStart(6)} ${(mine.total / theirs.total).toFixed(2).padStart(9)} ${(mine.blocking / theirs.blocking).toFixed(2).padStart(9)} ${(mine.cpu / theirs.cpu).toFixed(2).padStart(9)} ${(mine.fcp / theirs.fcp).toFixed(2).padStart(9)} ${(mine.lcp / theirs.lcp).toFixed(2).padStart(9)}`,
  );
}
