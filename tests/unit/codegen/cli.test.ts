import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, cpSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { copySpec, editYaml, repoRoot } from './helpers.ts';

const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const cli = join(repoRoot, 'codegen/cli.ts');

function codegen(args: string[]) {
  return spawnSync(tsx, [cli, ...args], { cwd: repoRoot, encoding: 'utf8' });
}

function snapshot(dir: string): Map<string, string> {
  const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
  return new Map(walk(dir).map((f) => [relative(dir, f), readFileSync(f, 'utf8')]));
}

describe('npm run codegen', () => {
  it('writes the same bytes on every run, equal to the committed generated/', () => {
    const out1 = mkdtempSync(join(tmpdir(), 'gen1-'));
    const out2 = mkdtempSync(join(tmpdir(), 'gen2-'));
    expect(codegen(['--out', relative(repoRoot, out1)]).status).toBe(0);
    expect(codegen(['--out', relative(repoRoot, out2)]).status).toBe(0);
    const a = snapshot(out1);
    expect(a).toEqual(snapshot(out2));
    expect(a).toEqual(snapshot(join(repoRoot, 'generated')));
    expect(a.get('openapi.json')).toContain('"openapi": "3.1.0"');
  }, 60_000);

  it('--check passes on a fresh output and fails, naming the file, when one is stale', () => {
    const out = mkdtempSync(join(tmpdir(), 'gen-check-'));
    cpSync(join(repoRoot, 'generated'), out, { recursive: true });
    expect(codegen(['--check', '--out', relative(repoRoot, out)]).status).toBe(0);
    writeFileSync(join(out, 'routes.ts'), '// edited by hand\n');
    const stale = codegen(['--check', '--out', relative(repoRoot, out)]);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('changed: routes.ts');
  }, 60_000);

  it('fails on a broken manifest, printing file, key path and expectation', () => {
    const root = copySpec();
    editYaml(root, 'spec/endpoints/buy-sell.yaml', (d) => (d.calls.delete.auth = 'everyone'));
    const result = codegen(['--spec', relative(repoRoot, join(root, 'spec')), '--out', relative(repoRoot, mkdtempSync(join(tmpdir(), 'gen-bad-')))]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/calls/delete/auth: expected one of ["public","login","agent","operator"]');
  }, 60_000);
});
