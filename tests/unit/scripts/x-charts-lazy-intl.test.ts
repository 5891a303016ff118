import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { rewriteDependency } from '../../../scripts/rewrite-dependency.ts';
import { xChartsLazyIntl } from '../../../scripts/x-charts-lazy-intl.ts';

const xCharts = dirname(createRequire(import.meta.url).resolve('@mui/x-charts/package.json'));
const folder = mkdtempSync(join(tmpdir(), 'garlic-lazy-intl-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
function transform(plugin: Plugin, code: string, id: string) {
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return (plugin.transform as Transform).call(context, code, id);
}

/** A dependency's module as the build rewrites it, loaded on its own (these modules import nothing). */
async function rewritten<T>(path: string): Promise<T> {
  const id = join(xCharts, path);
  const result = transform(xChartsLazyIntl(), readFileSync(id, 'utf8'), id);
  if (!result) throw new Error(`${path} was not rewritten`);
  const file = join(folder, path.replaceAll('/', '-'));
  writeFileSync(file, result.code);
  return (await import(pathToFileURL(file).href)) as T;
}

/** Counts the objects an Intl constructor builds while `body` runs. */
async function counting<T>(name: 'DateTimeFormat' | 'Segmenter', body: () => Promise<T> | T): Promise<{ made: number; result: T }> {
  const original = Intl[name];
  let made = 0;
  Object.defineProperty(Intl, name, {
    configurable: true,
    writable: true,
    value: new Proxy(original, {
      construct(target, args: unknown[]) {
        made++;
        return Reflect.construct(target, args) as object;
      },
    }),
  });
  try {
    return { result: await body(), made };
  } finally {
    Object.defineProperty(Intl, name, { configurable: true, writable: true, value: original });
  }
}

const withWindow = globalThis as { window?: unknown };
afterEach(() => {
  delete withWindow.window;
});

describe('x-charts-lazy-intl', () => {
  const day = new Date(2026, 10, 28, 9, 30);

  it("builds none of timeTicks' date formats as it loads, each once when it first formats, as Intl would have", async () => {
    type Ticks = { tickFrequencies: Record<string, { format: (d: Date) => string }> };
    const loading = await counting('DateTimeFormat', () => rewritten<Ticks>('utils/timeTicks.mjs'));
    expect(loading.made).toBe(0);
    const { tickFrequencies } = loading.result;
    const first = await counting('DateTimeFormat', () => [tickFrequencies.months!.format(day), tickFrequencies.months!.format(day)]);
    expect(first.made).toBe(1);
    expect(first.result).toEqual(Array(2).fill(new Intl.DateTimeFormat('default', { month: 'short' }).format(day)));
    expect(tickFrequencies.days!.format(day)).toBe(new Intl.DateTimeFormat('default', { day: 'numeric' }).format(day));
    expect(tickFrequencies.hours!.format(day)).toBe(new Intl.DateTimeFormat('default', { hour: '2-digit', minute: '2-digit' }).format(day));
  });

  it('builds the grapheme segmenters on first use and counts and cuts by grapheme as before', async () => {
    withWindow.window = globalThis;
    const count = await counting('Segmenter', () => rewritten<{ getGraphemeCount: (t: string) => number }>('internals/getGraphemeCount.mjs'));
    const slice = await counting('Segmenter', () => rewritten<{ sliceUntil: (t: string, end: number) => string }>('internals/sliceUntil.mjs'));
    expect(count.made + slice.made).toBe(0);
    const text = 'a👍🏽蒜b';
    const used = await counting('Segmenter', () => [
      count.result.getGraphemeCount(text),
      slice.result.sliceUntil(text, 2),
      count.result.getGraphemeCount('蒜'),
    ]);
    expect(used.result).toEqual([4, 'a👍🏽', 1]);
    expect(used.made).toBe(2);
  });
});

describe('rewriteDependency', () => {
  const plugin = rewriteDependency('test', [
    { file: /dep\.mjs$/, from: 'one', to: '1' },
    { file: /dep\.mjs$/, from: 'two', to: '2', all: true },
  ]);

  it("applies every rule of a file: the first occurrence, or each with 'all'", () => {
    expect(transform(plugin, 'one one two two', '/x/dep.mjs')?.code).toBe('1 one 2 2');
    expect(transform(plugin, 'one two', '/x/other.mjs')).toBeNull();
  });

  it('fails the build, naming the file and the text, when a rule no longer matches', () => {
    expect(() => transform(plugin, 'one three', '/x/dep.mjs')).toThrow('test: /x/dep.mjs no longer has: two');
  });
});
