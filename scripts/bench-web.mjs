// npm run bench:web: Lighthouse (mobile preset: simulated slow 4G, 4x CPU slowdown) on Debian's
// Chromium against the built app on demo data; each page RUNS times (default 3), the run of the median
// fixed-4x score kept.
//
// Simulated throttling multiplies the task times Chromium observed by the CPU slowdown, so on a shared,
// loaded machine the same code reads as a slower phone. Each run is therefore audited twice from the
// one load it gathered: with the preset's fixed 4x, and with the multiplier Lighthouse's CPU throttling
// calculator gives for the benchmarkIndex it measured in that run (so the simulated device stays a
// mid-range phone whatever the host's load); decision record 0130. `uptime` is printed beside each run.
//
// The app is served as production serves it, over https with HTTP/2 (decision 0165): the server's own TLS on
// the tests' localhost certificate, which Chromium is told to trust. `PROTOCOL=http1` serves plain HTTP/1.1,
// six connections to the origin, as before.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { pageFirst, rendererShare } from './bench/page-first.mjs';
import { median, startServer } from './bench/server.mjs';
import { chromiumTrustFlag } from '../tests/fixtures/tls/certificate.mjs';

const allPages = [
  ['home', '/#/pages/home/home'],
  ['sale list', '/#/pages/transaction/sale-list'],
  ['price page', '/#/pages/garlic-price/garlic-price'],
];
const only = process.env.PAGES?.split(',');
const pages = only ? allPages.filter(([name]) => only.some((o) => name.startsWith(o))) : allPages;
const runs = Number(process.env.RUNS ?? 3);
const goal = { score: 95, cls: 0.05, tbt: 150 };
const protocol = process.env.PROTOCOL ?? 'h2';
if (!['h2', 'http1'].includes(protocol)) throw new Error(`PROTOCOL must be h2 or http1, got "${protocol}"`);
const flags = [
  ...(protocol === 'h2' ? [chromiumTrustFlag()] : []),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The CPU slowdown that brings a host of this benchmarkIndex to Lighthouse's mid-range phone, from
 * Lighthouse's CPU throttling calculator (docs/throttling.md, "Calibrating the CPU slowdown"):
 * 1300 → 3x, +1x per 233 above; 800 → 2x, +1x per 500 up to 1300; below 800 the host is itself a phone.
 */
export function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The scripts Lighthouse may charge to the simulated first paint (decision 0163): its simulation keeps, as
 * possibly render-blocking, every High-priority script that finished before the observed first paint
 * (unless it saw that script evaluated only after the paint), and simulates their download over slow 4G
 * before the paint, however little the skeleton needs them. Whether the local load happened to paint
 * before or after its scripts had arrived moves the simulated FCP between ~0.7 and ~2.3 s run to run.
 */
export function scriptsBeforeFirstPaint(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  if (observed === undefined) return undefined;
  const charged = requests.filter((r) => r.resourceType === 'Script' && r.priority === 'High' && r.networkEndTime <= observed);
  return { observed, count: charged.length, kb: charged.reduce((sum, r) => sum + r.transferSize, 0) / 1024 };
}

const figures = (lhr) => {
  const a = lhr.audits;
  // A page Lighthouse could not load (PAGE_HUNG on a saturated host) scores 0 and has no metrics.
  if (lhr.runtimeError) return { score: 0, fcp: NaN, lcp: NaN, cls: NaN, tbt: NaN, error: lhr.runtimeError.code };
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
  };
};

const server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), 'garlic-bench-web-')), tls: protocol === 'h2' });
const results = [];
try {
  // One warm-up load seeds the demo data's lazy caches, as a server that has been up a while has them.
  await server.get('/');
  for (const [name, path] of pages) {
    const runsOfPage = [];
    for (let i = 0; i < runs; i++) {
      const load = loadavg()[0];
      const artifacts = mkdtempSync(join(tmpdir(), 'garlic-lh-artifacts-'));
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        chromeFlags: flags,
        userDataDir: mkdtempSync(join(tmpdir(), 'garlic-lh-')),
      });
      const first = pageFirst({ chromePid: chrome.pid, pids: [server.child.pid] });
      let fixed;
      try {
        // Gather once (saving the artifacts) and audit with the fixed 4x.
        fixed = await lighthouse(server.url + path, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
          gatherMode: artifacts,
          auditMode: artifacts,
        });
      } finally {
        first?.();
        await chrome.kill();
      }
      const benchmarkIndex = fixed.lhr.environment.benchmarkIndex;
      const share = rendererShare(JSON.parse(readFileSync(join(artifacts, 'trace.json'), 'utf8')));
      const multiplier = Math.round(calibratedMultiplier(benchmarkIndex) * 100) / 100;
      // The same load audited again with the calibrated slowdown: simulated throttling applies the
      // multiplier only when it audits, so the gathered settings are rewritten to say so.
      const file = join(artifacts, 'artifacts.json');
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      saved.settings.throttling.cpuSlowdownMultiplier = multiplier;
      writeFileSync(file, JSON.stringify(saved));
      const calibrated = await lighthouse(undefined, {
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
        auditMode: artifacts,
        throttling: { ...saved.settings.throttling },
      });
      runsOfPage.push({
        fixed: figures(fixed.lhr),
        calibrated: figures(calibrated.lhr),
        benchmarkIndex,
        multiplier,
        load,
        share,
        lhr: fixed.lhr,
        calibratedLhr: calibrated.lhr,
      });
      const failed = runsOfPage.at(-1).fixed.error;
      console.log(
        `${name} run ${i + 1}: load ${load.toFixed(2)}, benchmarkIndex ${Math.round(benchmarkIndex)} → ${multiplier}x; score ${runsOfPage.at(-1).fixed.score} at 4x, ${runsOfPage.at(-1).calibrated.score} calibrated${failed ? ` (${failed})` : ''}; renderer main thread on a core ${Math.round((100 * share.cpu) / share.wall)}% of its task time (${Math.round(share.cpu)} of ${Math.round(share.wall)} ms)${first ? ', harness behind the page' : ''}`,
      );
    }
    const kept = runsOfPage.find((r) => r.fixed.score === median(runsOfPage.map((x) => x.fixed.score)));
    mkdirSync('.tmp/lighthouse', { recursive: true });
    writeFileSync(`.tmp/lighthouse/${name.replace(/ /g, '-')}.json`, JSON.stringify(kept.lhr));
    writeFileSync(`.tmp/lighthouse/${name.replace(/ /g, '-')}-calibrated.json`, JSON.stringify(kept.calibratedLhr));
    results.push({ name, runs: runsOfPage, kept });
  }
} finally {
  await server.stop();
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const row = (label, f, scores) =>
  f.error
    ? `${label.padEnd(22)} ${String(f.score).padStart(5)} ${f.error}   (${scores.join(', ')})`
    : `${label.padEnd(22)} ${String(f.score).padStart(5)} ${s(f.fcp).padStart(8)} ${s(f.lcp).padStart(8)} ${f.cls.toFixed(3).padStart(6)} ${`${Math.round(f.tbt)} ms`.padStart(9)}   (${scores.join(', ')})`;
console.log(
  `\n${'page'.padEnd(22)} ${'score'.padStart(5)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)} ${'TBT'.padStart(9)}   (scores of ${runs} runs; the run of the median fixed-4x score kept)`,
);
for (const r of results) {
  const k = r.kept;
  console.log(
    row(
      `${r.name}, calibrated`,
      k.calibrated,
      r.runs.map((x) => x.calibrated.score),
    ),
  );
  console.log(
    row(
      `${r.name}, fixed 4x`,
      k.fixed,
      r.runs.map((x) => x.fixed.score),
    ),
  );
  // Blocking time moves most from run to run on a shared host: each run's, beside the kept run's.
  const blocking = r.runs.map((x) => x.fixed.tbt).filter((tbt) => !Number.isNaN(tbt));
  console.log(`${''.padEnd(22)} TBT at 4x in each run: ${blocking.map(Math.round).join(', ')} ms (median ${Math.round(median(blocking))} ms)`);
  const charged = scriptsBeforeFirstPaint(k.lhr);
  if (charged)
    console.log(
      `${''.padEnd(22)} observed FCP ${Math.round(charged.observed)} ms, ${charged.count} High-priority scripts (${Math.round(charged.kb)} KB) had arrived before it (the simulated FCP may count their download)`,
    );
  console.log(
    `${''.padEnd(22)} benchmarkIndex ${r.runs.map((x) => Math.round(x.benchmarkIndex)).join(', ')} → ${r.runs.map((x) => `${x.multiplier}x`).join(', ')}; load ${r.runs.map((x) => x.load.toFixed(1)).join(', ')}`,
  );
}
console.log(`served over ${protocol === 'h2' ? 'https, HTTP/2' : 'http, HTTP/1.1'} (PROTOCOL=${protocol})`);
// Judged at the preset's fixed 4x, the slowdown the issue names (decision 0165); the calibrated audit says how
// a phone of Lighthouse's calculator would fare on this host, whose load moves it between 1x and 14x.
console.log(`goal: score ≥ ${goal.score}, CLS ≤ ${goal.cls}, TBT ≤ ${goal.tbt} ms (fixed 4x); reports in .tmp/lighthouse/`);
const missed = results.filter(({ kept: { fixed: r } }) => r.error || r.score < goal.score || r.cls > goal.cls || r.tbt > goal.tbt);
if (missed.length > 0) {
  console.error(`below the goal: ${missed.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
