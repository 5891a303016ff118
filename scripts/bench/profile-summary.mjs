// node scripts/bench/profile-summary.mjs <file.cpuprofile> [N]: self time by function and by package,
// the shares `node --cpu-prof` recorded, largest first.
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
  (url.startsWith('node:') ? 'node' : url ? url.replace(/^.*\/(src|dist|generated)\//, '$1/') : '(native)');
const fns = new Map();
const pkgs = new Map();
for (const [id, us] of self) {
  const { callFrame: f } = byId.get(id);
  const key = `${f.functionName || '(anonymous)'}  ${where(f.url)}${f.url ? `:${f.lineNumber + 1}` : ''}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const pkg = f.url ? where(f.url).split(':')[0] : f.functionName;
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
}
const show = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, us]) => console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`));
console.log(`${(total / 1000).toFixed(0)} ms sampled\n-- by function (self)`);
show(fns, top);
console.log('-- by package or file');
show(pkgs, 15);
