import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';

const root = new URL('../../', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Repo-relative targets of a file's relative imports. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => relative(root, resolve(dirname(join(root, file)), m[1]!)));
}

// Why: the server and the browser ship separately, and shared code must run in both.
const rules: [string, RegExp, string][] = [
  ['src/web', /^src\/server\//, 'the web app never imports the server'],
  [
    'src/web',
    /^generated\/(entities|operations)\.ts$/,
    'the web app takes calls from generated/client-operations.ts and labels from the registries or generated/enum-labels.ts; the server registries would load every entity into the browser',
  ],
  ['src/server', /^src\/web\//, 'the server never imports the web app'],
  ['src/shared', /^(src\/web|src\/server|generated|codegen)\//, 'shared code imports neither side, nor generated/ or codegen/'],
  ['codegen', /^(src\/web|src\/server|generated)\//, 'codegen imports only src/shared'],
];

describe('imports point one way', () => {
  it.each(rules)('%s: %s', (dir, forbidden, why) => {
    const offenders = sources(dir).flatMap((f) =>
      importsOf(f)
        .filter((t) => forbidden.test(t))
        .map((t) => `${f} → ${t}`),
    );
    expect(offenders, why).toEqual([]);
  });
});

/** Every circle of a graph of imports, each as the path that closes it (a → b → a). */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...path.slice(path.indexOf(next)), file, next].join(' → '));
      else if (!state.has(next)) visit(next, [...path, file]);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return circles;
}

/** The graph of relative imports (type imports too) among the files of a folder. */
function importGraph(dir: string): Map<string, string[]> {
  const files = sources(dir);
  const known = new Set(files);
  return new Map(files.map((f) => [f, importsOf(f).filter((t) => known.has(t))]));
}

describe('no import circles', () => {
  // Why: in a circle a module's exports are undefined while the circle loads, depending on which file is
  // imported first; and a reader cannot read one file of it without the others.
  it.each(['src', 'codegen'])('%s', (dir) => {
    expect(circlesOf(importGraph(dir))).toEqual([]);
  });

  it('names each circle by the path that closes it, and nothing in a graph without one', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(circlesOf(circle)).toEqual(['a → b → c → a']);
    expect(
      circlesOf(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
    expect(circlesOf(new Map([['a', ['a']]]))).toEqual(['a → a']);
  });
});
