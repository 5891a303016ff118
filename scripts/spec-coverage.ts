// npm run spec:coverage: every route and call of the seed's checklist (docs/seed/spec-index.yaml)
// must be in generated/ — routes with their title (en, zh), auth and pull-to-refresh flags, calls
// with their method (a QUERY call answers GET too). Prints the gaps and fails when there are any.
import { readFileSync } from 'node:fs';
import openapi from '../generated/openapi.json' with { type: 'json' };
import { routes } from '../generated/routes.ts';
import { operations } from '../generated/operations.ts';
import { parseSpecIndex } from './spec-index.ts';

// The entry page has no title in the seed ("entry page, no title").
const UNTITLED = new Set(['/', '/pages/index']);

const index = parseSpecIndex(readFileSync(new URL('../docs/seed/spec-index.yaml', import.meta.url), 'utf8'));
const gaps: string[] = [];
const short = new Set<string>();
const gap = (key: string, text: string) => (short.add(key), gaps.push(text));

const byPath = new Map<string, (typeof routes)[number]>(routes.map((r) => [r.path, r]));
for (const want of index.routes) {
  const route = byPath.get(want.path);
  if (!route) {
    gap(want.path, `route ${want.path}: missing`);
    continue;
  }
  if (route.auth !== want.auth) gap(want.path, `route ${want.path}: auth ${route.auth}, the seed says ${want.auth}`);
  if (route.refresh !== want.refresh) gap(want.path, `route ${want.path}: refresh ${route.refresh}, the seed says ${want.refresh}`);
  if (!UNTITLED.has(want.path) && (!route.title.en || !route.title.zh)) gap(want.path, `route ${want.path}: a title in English and Chinese is missing`);
}

const ops = Object.values(operations) as { method: string; path: string; paged: boolean }[];
const paths = openapi.paths as Record<string, Record<string, unknown>>;
for (const want of index.calls) {
  const op = ops.find((o) => o.path === want.path);
  if (!op || !paths[want.path]) {
    gap(`call ${want.path}`, `call ${want.method} ${want.path}: missing`);
    continue;
  }
  if (op.method !== want.method) gap(`call ${want.path}`, `call ${want.path}: method ${op.method}, the seed says ${want.method}`);
  if (want.paged && !op.paged) gap(`call ${want.path}`, `call ${want.path}: the seed lists it as a paged list; it is not (op: page or page keys)`);
}

const routesCovered = index.routes.filter((r) => !short.has(r.path)).length;
const callsCovered = index.calls.filter((c) => !short.has(`call ${c.path}`)).length;
for (const gap of gaps) console.log(`  ${gap}`);
console.log(`spec coverage: routes ${routesCovered}/${index.routes.length}, calls ${callsCovered}/${index.calls.length}`);
if (gaps.length > 0) process.exitCode = 1;
