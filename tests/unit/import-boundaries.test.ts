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
  ['src/web', /^generated\/(entities|operations)\.ts$/, 'the web app takes calls from generated/client-operations.ts and labels from the registries or generated/enum-labels.ts; the server registries would load every entity into the browser'],
  ['src/server', /^src\/web\//, 'the server never imports the web app'],
  ['src/shared', /^(src\/web|src\/server|generated|codegen)\//, 'shared code imports neither side, nor generated/ or codegen/'],
  ['codegen', /^(src\/web|src\/server|generated)\//, 'codegen imports only src/shared'],
];

describe('imports point one way', () => {
  it.each(rules)('%s: %s', (dir, forbidden, why) => {
    const offenders = sources(dir).flatMap((f) => importsOf(f).filter((t) => forbidden.test(t)).map((t) => `${f} → ${t}`));
    expect(offenders, why).toEqual([]);
  });
});
