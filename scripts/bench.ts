// npm run bench: every statistics call on three seasons of demo data in an embedded SQLite file (or,
// with DATABASE_URL, in a schema of its own on PostgreSQL), p50 / p95 / p99 over repeated calls; fails
// when a p95 exceeds the budget in budgets.json. Each call has a URL of its own, so the kept public
// replies (src/server/cache/public-replies.ts) never answer: this measures the statistics themselves.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { join } from 'node:path';
import openapi from '../generated/openapi.json' with { type: 'json' };
import { operations, type OperationId } from '../generated/operations.ts';
import { tableColumns } from '../generated/migration.ts';
import { dicts } from '../generated/app.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { seedDemoData } from '../src/server/seed/seed-demo-data.ts';
import { seedMarketData } from '../src/server/seed/market-data.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document, read as plain JSON
type Schema = Record<string, any>;
const budget = JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as { statisticsP95Ms: number; benchCalls: number };
const now = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const lastMonth = new Date(now.getFullYear(), now.getMonth() - 1, 15);
const yesterday = new Date(now.getTime() - 86400_000);

/** A plausible value for a parameter: its example, default or enum, else one shaped by its name and pattern. */
function sample(name: string, schema: Schema): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema['x-dict']) return (dicts as Record<string, { items: readonly { id: string }[] }>)[schema['x-dict']]!.items[0]!.id;
  if (schema.enum) return schema.enum[0];
  if (/page$/i.test(name)) return 1;
  if (/pageSize/i.test(name)) return 20;
  const pattern = String(schema.pattern ?? '');
  if (pattern.includes('{4}-\\d{2}$') || (/month/i.test(name) && schema.type === 'string'))
    return `${lastMonth.getFullYear()}-${pad(lastMonth.getMonth() + 1)}`;
  if (schema.format === 'date' || /day|date/i.test(name)) return yesterday.toISOString().slice(0, 10);
  if (/batch/i.test(name)) return yesterday.toISOString().slice(0, 10).replace(/-/g, '');
  if (/year/i.test(name)) return now.getFullYear() - 1;
  if (/month/i.test(name)) return lastMonth.getMonth() + 1;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  return 'x';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const dataDir = mkdtempSync(join(tmpdir(), 'garlic-bench-'));
const pgUrl = process.env.DATABASE_URL;
const schema = `bench_${Date.now().toString(36)}`;
async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(sqlText);
  await client.end();
}
if (pgUrl) await admin(`create schema ${schema}`);
const database = await openDatabase({
  dataDir,
  url: pgUrl ? `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : undefined,
});
await seedDemoData(database.db, { now });
const seeded = await seedMarketData(database.db, { now });
const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, logger: false });
console.log(`${pgUrl ? 'PostgreSQL' : 'SQLite'}; demo data: ${seeded.map((s) => `${s.rows} ${s.table}`).join(', ')}`);

const statistics = Object.entries(operations).filter(([, op]) => op.op === 'custom' && op.auth === 'public' && 'cache' in op);
const rows: { call: string; p50: number; p95: number; p99: number; status: number }[] = [];
for (const [id, op] of statistics) {
  const doc = (openapi.paths as Record<string, Record<string, Schema>>)[op.path]![op.method === 'POST' ? 'post' : 'get']!;
  const params = Object.fromEntries(((doc.parameters ?? []) as Schema[]).filter((p) => p.in === 'query').map((p) => [p.name, sample(p.name, p.schema)]));
  const bodySchema = doc.requestBody?.content?.['application/json']?.schema as Schema | undefined;
  const body = bodySchema
    ? Object.fromEntries(Object.entries((bodySchema.properties ?? {}) as Record<string, Schema>).map(([k, s]) => [k, sample(k, s)]))
    : undefined;
  const url = `/api${op.path.replace(/\{(\w+)\}/g, (_m, n: string) => String(sample(n, (doc.parameters as Schema[]).find((p) => p.name === n)?.schema ?? {})))}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
  // Every table counts as changed before each call, so the kept public reply is never served: the figures are the
  // call's own work. (An unknown query field would be refused with 400, so the URL stays as the document has it.)
  const allTables = Object.keys(tableColumns);
  const call = () => {
    app.services.changes.touch(allTables);
    return app.inject({ method: op.method === 'POST' ? 'POST' : 'GET', url, ...(body ? { payload: body } : {}) });
  };
  const first = await call();
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < budget.benchCalls; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  rows.push({ call: `${op.method} ${op.path}`, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), status: first.statusCode });
  if (first.statusCode !== 200) console.error(`${id as OperationId}: ${first.statusCode} ${first.body.slice(0, 200)} (input ${url})`);
}
await app.close();
await database.close();
if (pgUrl) await admin(`drop schema ${schema} cascade`);

console.log(`\n${'call'.padEnd(62)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}  (ms, ${budget.benchCalls} calls each)`);
for (const r of rows)
  console.log(
    `${r.call.padEnd(62)} ${r.p50.toFixed(2).padStart(7)} ${r.p95.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)}${r.status === 200 ? '' : `  HTTP ${r.status}`}`,
  );
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bench.json', JSON.stringify(rows, null, 2));
const slow = rows.filter((r) => r.p95 > budget.statisticsP95Ms || r.status !== 200);
console.log(`\n${rows.length} statistics calls; slowest p95 ${Math.max(0, ...rows.map((r) => r.p95)).toFixed(2)} ms; budget ${budget.statisticsP95Ms} ms`);
if (slow.length > 0) {
  console.error(`over budget or failing: ${slow.map((r) => r.call).join(', ')}`);
  process.exitCode = 1;
}
