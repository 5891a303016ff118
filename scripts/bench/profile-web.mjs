// node scripts/bench/profile-web.mjs [page] : a CPU profile of one cold load of the built app in Chromium
// (390x844, DevTools CPU throttling 4x, `RATE=`), from navigation until 5 s without a long task, with what
// the page did counted: React commits (through the DevTools hook), emotion rule insertions, API calls,
// long tasks. Self and total time by function and by source module when the build has source maps
// (`npx vite build --sourcemap hidden`); the profile is written to .tmp/profile-<page>.cpuprofile.
// Pages: home (default), sale, price, or a hash path. `ROOT=` profiles another built checkout.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const here = resolve(new URL('../..', import.meta.url).pathname);
const root = resolve(process.env.ROOT ?? here);
const rate = Number(process.env.RATE ?? 4);
const named = { home: '/#/pages/home/home', sale: '/#/pages/transaction/sale-list', price: '/#/pages/garlic-price/garlic-price' };
const pageName = process.argv[2] ?? 'home';
const path = named[pageName] ?? pageName;

const { startServer } = await import(join(root, 'scripts/bench/server.mjs'));
const server = await startServer({ dataDir: mkdtempSync(join(tmpdir(), 'garlic-profile-')) });
await fetch(`${server.url}/`).then((r) => r.text());
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
let profile, counts, calls;
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const c = (window.__counts = { commits: [], insertRule: 0, styleTags: 0, longTasks: [] });
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberRoot: () => c.commits.push(Math.round(performance.now())),
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
    };
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (...args) {
      c.insertRule++;
      return insertRule.apply(this, args);
    };
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function (node) {
      if (node && node.nodeName === 'STYLE') c.styleTags++;
      return appendChild.call(this, node);
    };
    const insertBefore = Node.prototype.insertBefore;
    Node.prototype.insertBefore = function (node, ref) {
      if (node && node.nodeName === 'STYLE') c.styleTags++;
      return insertBefore.call(this, node, ref);
    };
    new PerformanceObserver((list) => c.longTasks.push(...list.getEntries().map((e) => [Math.round(e.startTime), Math.round(e.duration)]))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  calls = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) calls.push(r.url().replace(server.url, ''));
  });
  // Same origin first, so the renderer (and the profiler in it) stays across the measured navigation.
  await page.goto(`${server.url}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url + path, { timeout: 180_000 });
  let last = performance.now();
  let seen = 0;
  const started = performance.now();
  while (performance.now() - last < 5000 && performance.now() - started < 60_000) {
    await page.waitForTimeout(500);
    const n = await page.evaluate(() => window.__counts.longTasks.length);
    if (n !== seen) [seen, last] = [n, performance.now()];
  }
  ({ profile } = await cdp.send('Profiler.stop'));
  counts = await page.evaluate(() => ({
    ...window.__counts,
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
  }));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
mkdirSync(join(here, '.tmp'), { recursive: true });
const out = join(here, `.tmp/profile-${pageName.replace(/\W+/g, '_')}.cpuprofile`);
writeFileSync(out, JSON.stringify(profile));

// Source maps of the built chunks, when the build wrote them.
const maps = new Map();
const mapOf = (url) => {
  const file = /\/assets\/[^?#]+\.js/.exec(url)?.[0];
  if (!file) return null;
  if (!maps.has(file)) {
    const p = join(root, 'dist/web', `${file}.map`);
    maps.set(file, existsSync(p) ? new TraceMap(readFileSync(p, 'utf8')) : null);
  }
  return maps.get(file);
};
const moduleOf = (source) =>
  !source
    ? '(unmapped)'
    : (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|generated)\//, '$1/'));
const frameKey = new Map();
const keyOf = (node) => {
  if (frameKey.has(node.id)) return frameKey.get(node.id);
  const f = node.callFrame;
  let name = f.functionName || '(anonymous)';
  let mod = f.url ? f.url.replace(server.url, '') : name;
  const map = f.url && mapOf(f.url);
  if (map) {
    const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
    mod = moduleOf(pos.source);
    if (pos.name && !f.functionName) name = pos.name;
    name = `${name} ${pos.source ? `${mod.split('/').pop()}:${pos.line}` : ''}`;
  }
  const key = { fn: `${name}  [${mod}]`, mod };
  frameKey.set(node.id, key);
  return key;
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const ch of n.children ?? []) parent.set(ch, n.id);
const selfFn = new Map();
const selfMod = new Map();
const totalFn = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i + 1] ?? 0;
  total += us;
  const k = keyOf(byId.get(id));
  selfFn.set(k.fn, (selfFn.get(k.fn) ?? 0) + us);
  selfMod.set(k.mod, (selfMod.get(k.mod) ?? 0) + us);
  const onStack = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) onStack.add(keyOf(byId.get(at)).fn);
  for (const fn of onStack) totalFn.set(fn, (totalFn.get(fn) ?? 0) + us);
});
const idle = selfFn.get('(idle)  [(idle)]') ?? 0;
const busy = total - idle;
const show = (title, map, n) => {
  console.log(`-- ${title}`);
  [...map]
    .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(root)') && !k.startsWith('(program)  [(program)]') === true)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, us]) => console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${k}`));
};
const tasks = counts.longTasks;
console.log(`${pageName}: ${root}, CPU ${rate}x, load ${loadavg()[0].toFixed(1)}`);
console.log(
  `busy ${(busy / 1000).toFixed(0)} ms of ${(total / 1000).toFixed(0)} ms sampled (program ${((selfFn.get('(program)  [(program)]') ?? 0) / 1000).toFixed(0)} ms, gc ${((selfFn.get('(garbage collector)  [(garbage collector)]') ?? 0) / 1000).toFixed(0)} ms)`,
);
console.log(
  `FCP ${counts.fcp} ms; ${tasks.length} long tasks, ${tasks.reduce((s, [, d]) => s + d, 0)} ms, blocking after FCP ${tasks
    .filter(([s]) => s >= counts.fcp)
    .reduce((s, [, d]) => s + Math.max(0, d - 50), 0)} ms: ${tasks.map(([s, d]) => `${s}+${d}`).join(' ')}`,
);
console.log(`React commits ${counts.commits.length}: ${counts.commits.join(' ')}`);
console.log(`emotion: ${counts.insertRule} insertRule, ${counts.styleTags} <style> added`);
console.log(`API calls ${calls.length}:\n  ${calls.join('\n  ')}`);
show('self time by module', selfMod, Number(process.env.TOP_MODULES ?? 25));
show('self time by function', selfFn, Number(process.env.TOP ?? 40));
show('total time by function', totalFn, Number(process.env.TOP ?? 40));

// Busy stretches (the main thread's tasks as the profile saw them): runs of samples that are not idle.
const marks = ['performSyncWorkOnRoot', 'performWorkOnRootViaSchedulerTask', 'commitRoot', 'renderRootSync', 'renderRootConcurrent', 'flushPassiveEffects'];
const stretches = [];
let cur = null;
let t = profile.startTime;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i + 1] ?? 0;
  t += profile.timeDeltas[i] ?? 0;
  const k = keyOf(byId.get(id));
  if (k.fn.startsWith('(idle)')) {
    if (cur) stretches.push(cur);
    cur = null;
    return;
  }
  cur ??= { start: t, us: 0, frames: new Map() };
  cur.us += us;
  const onStack = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) onStack.add(keyOf(byId.get(at)).fn);
  for (const fn of onStack) cur.frames.set(fn, (cur.frames.get(fn) ?? 0) + us);
});
if (cur) stretches.push(cur);
const rd = (fn) => {
  const line = /react-dom:(\d+)/.exec(fn)?.[1];
  return line ? (reactDomNames.get(Number(line)) ?? fn) : fn;
};
const reactDomFile = join(root, 'node_modules/react-dom/cjs/react-dom-client.production.js');
const reactDomNames = new Map(
  readFileSync(reactDomFile, 'utf8')
    .split('\n')
    .map((l, i) => [i + 1, /^\s*function (\w+)/.exec(l)?.[1]])
    .filter(([, n]) => n),
);
console.log('-- busy stretches over 50 ms (ms from the profile start: length; what is in them)');
for (const s of stretches.filter((s) => s.us >= 50_000)) {
  const named = [...s.frames].map(([fn, us]) => [rd(fn), us]);
  const react = named.filter(([fn]) => marks.includes(fn)).map(([fn, us]) => `${fn} ${(us / 1000).toFixed(0)}`);
  const app = named
    .filter(([fn]) => /\[src\//.test(fn))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([fn, us]) => `${fn.replace(/\s+\[.*$/, '')} ${(us / 1000).toFixed(0)}`);
  const program = (s.frames.get('(program)  [(program)]') ?? 0) / 1000;
  console.log(
    `${((s.start - profile.startTime) / 1000).toFixed(0).padStart(6)} +${(s.us / 1000).toFixed(0).padStart(4)}  program ${program.toFixed(0)}; ${react.join(', ')}; ${app.join(', ')}`,
  );
}
// Emotion's style work (stylis and the CSSOM insertRule under it), split by whether React's commit is on
// the stack: work in the commit is one task that cannot yield; work in a concurrent render is sliced.
const emotionWork = { commit: 0, other: 0 };
profile.samples.forEach((id, i) => {
  let emotion = false;
  let inCommit = false;
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const { fn, mod } = keyOf(byId.get(at));
    emotion ||= /^(@emotion\/|stylis)/.test(mod) || /^(CSSStyleSheet\.)?insertRule /.test(fn);
    inCommit ||= rd(fn) === 'commitRoot';
  }
  if (emotion) emotionWork[inCommit ? 'commit' : 'other'] += profile.timeDeltas[i + 1] ?? 0;
});
console.log(`emotion style work: ${(emotionWork.commit / 1000).toFixed(0)} ms in commits, ${(emotionWork.other / 1000).toFixed(0)} ms elsewhere`);
console.log(`profile: ${out}`);
