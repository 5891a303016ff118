import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers.ts';

// The operator's README is tested (issue 13, point 7): its recipes are applied, exactly as written
// there, to a copy of spec/; codegen runs on the copy and the typecheck on the result. The typecheck
// of src/ is a minute on an idle machine; the limit allows for a machine shared by many.
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

/** The ```yaml blocks of one README section (from its `## ` heading to the next). */
function yamlBlocks(heading: string): string[] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no section "## ${heading}"`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** A block that starts with `# spec/…yaml` is that whole file. */
function fileOf(block: string): { path: string; text: string } | undefined {
  const path = /^# (spec\/[\w/-]+\.yaml)\n/.exec(block)?.[1];
  return path ? { path, text: block } : undefined;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the README's recipes, applied to a copy of spec/", () => {
  it('the entity recipe (four files) and the list-page recipe pass codegen and the typecheck, and the new calls and routes exist', () => {
    const root = mkdtempSync(join(tmpdir(), 'garlic-readme-recipe-'));
    cpSync(join(repoRoot, 'spec'), join(root, 'spec'), { recursive: true });
    cpSync(join(repoRoot, 'src'), join(root, 'src'), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
    const tsconfig = JSON.parse(readFileSync(join(repoRoot, 'tsconfig.json'), 'utf8')) as { include: string[] };
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['src', 'generated'] }));

    // "Adding an entity with its list, detail and form pages": each block is a new file.
    const entityFiles = yamlBlocks('Adding an entity with its list, detail and form pages').map(fileOf);
    expect(entityFiles.map((f) => f?.path)).toEqual([
      'spec/entities/logistics-company.yaml',
      'spec/endpoints/logistics-company.yaml',
      'spec/items/logistics.yaml',
      'spec/pages/logistics.yaml',
    ]);
    for (const file of entityFiles) {
      expect(existsSync(join(root, file!.path)), `${file!.path} is new`).toBe(false);
      writeFileSync(join(root, file!.path), file!.text);
    }
    // "Adding a list page by editing a manifest only": the route goes under routes: of spec/pages/transaction.yaml.
    const [listRoute] = yamlBlocks('Adding a list page by editing a manifest only');
    expect(listRoute).toMatch(/^ {2}pizhou-sale-list:\n/);
    const transaction = join(root, 'spec/pages/transaction.yaml');
    writeFileSync(transaction, `${readFileSync(transaction, 'utf8').trimEnd()}\n${listRoute}`);

    // "Engine: …" sections: a block that is a route's `view:` takes the place of the form of the route
    // that uses the same endpoint, so each example is checked as written.
    const engineBlocks = [...readme.matchAll(/\n## (Engine: [^\n]+)\n/g)].flatMap((m) => yamlBlocks(m[1]!)).filter((b) => /^ {4}view:\n/.test(b));
    expect(engineBlocks.length).toBeGreaterThanOrEqual(2);
    for (const block of engineBlocks) {
      const view = (parse(block.replace(/^ {4}/gm, '')) as { view: { form: { endpoint: string } } }).view;
      const file = ['spec/pages/transaction.yaml', 'spec/pages/cold-storage-apply.yaml']
        .map((path) => ({ path, doc: parse(readFileSync(join(root, path), 'utf8')) as { routes: Record<string, { view: { form?: { endpoint: string } } }> } }))
        .find(({ doc }) => Object.values(doc.routes).some((r) => r.view.form?.endpoint === view.form.endpoint));
      expect(file, `a route whose form calls ${view.form.endpoint}`).toBeDefined();
      const route = Object.values(file!.doc.routes).find((r) => r.view.form?.endpoint === view.form.endpoint)!;
      route.view = view;
      writeFileSync(join(root, file!.path), stringify(file!.doc));
    }

    const codegen = run(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [join(repoRoot, 'codegen/cli.ts'), '--spec', join(root, 'spec'), '--out', join(root, 'generated')],
      root,
    );
    expect(codegen.output).toContain('codegen:');
    expect(codegen.status, codegen.output).toBe(0);

    const routes = readFileSync(join(root, 'generated/routes.ts'), 'utf8');
    for (const path of [
      '/pages/logistics/company-list',
      '/pages/logistics/company-detail',
      '/pages/logistics/company-add',
      '/pages/transaction/pizhou-sale-list',
    ])
      expect(routes).toContain(`"path": "${path}"`);
    const openapi = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(openapi.paths['/v1/logistics-company/findByPage']?.get?.operationId).toBe('logisticsCompany.findByPage');
    expect(openapi.paths['/v1/logistics-company/findById']?.get?.operationId).toBe('logisticsCompany.findById');
    expect(openapi.paths['/v1/logistics-company/add']?.post?.operationId).toBe('logisticsCompany.add');
    expect(openapi.paths['/v1/logistics-company/update']?.post?.operationId).toBe('logisticsCompany.update');

    const typecheck = run(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', join(root, 'tsconfig.json'), '--noEmit'], root);
    expect(typecheck.output).toBe('');
    expect(typecheck.status).toBe(0);
  }, 1_800_000);
});
