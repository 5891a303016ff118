// npm run size: the home route's first-load JavaScript, gzip, from the Vite manifest; fails over budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const budget = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const out = join(root, 'dist/web');
const manifestPath = join(out, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No dist/web/.vite/manifest.json: run npm run build first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** Every chunk a start loads before it can render: statically imported chunks, followed transitively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => k.endsWith(budget.homeRouteModule));
if (!entryKey || !homeKey) {
  console.error(`Cannot find the entry (${entryKey}) or the home route module ${budget.homeRouteModule} in the manifest.`);
  process.exit(1);
}
const chunks = [...closure([entryKey, homeKey])];
let total = 0;
const rows = chunks.map((key) => {
  const gz = gzipSync(readFileSync(join(out, manifest[key].file)), { level: 9 }).length;
  total += gz;
  return [manifest[key].file, gz];
});
rows.sort((a, b) => b[1] - a[1]).forEach(([file, gz]) => console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${file}`));
const kb = total / 1024;
console.log(`home route first-load JS (gzip): ${kb.toFixed(1)} KB; budget ${budget.homeFirstLoadJsGzipKb} KB`);
if (kb > budget.homeFirstLoadJsGzipKb) {
  console.error(`Over budget by ${(kb - budget.homeFirstLoadJsGzipKb).toFixed(1)} KB.`);
  process.exit(1);
}
