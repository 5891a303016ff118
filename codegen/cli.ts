import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from './load.ts';
import { buildModel } from './build-model.ts';
import { generate } from './generate.ts';
import { ManifestError } from './manifest-error.ts';
import type { WantedSchema } from '../src/shared/schema-definition.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]));
}

async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  // --spec and --out: another manifest folder and output folder, relative to the repo or absolute
  // (tests/unit/codegen/readme-recipe.test.ts runs the README's recipe on a copy). Defaults: spec/, generated/.
  const specDir = resolve(root, argv.find((_, i) => argv[i - 1] === '--spec') ?? 'spec');
  const outDir = resolve(root, argv.find((_, i) => argv[i - 1] === '--out') ?? 'generated');
  let files: Map<string, string>;
  try {
    // The schema the last run generated is what databases were built from: new required fields need defaults.
    const previous = join(outDir, 'schema.json');
    const previousSchema = existsSync(previous) ? (JSON.parse(readFileSync(previous, 'utf8')) as WantedSchema) : undefined;
    // Names in messages and generated comments are relative to the folder holding spec/ (the repo's by default).
    files = await generate(buildModel(loadSpec(specDir, dirname(specDir)), previousSchema ? { previousSchema } : {}));
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`codegen: ${error.problems.length} problem(s) in spec/:\n${error.message}`);
      return 1;
    }
    throw error;
  }
  const existing = listFiles(outDir).map((f) => relative(outDir, f));
  const stale = existing.filter((f) => !files.has(f));
  const changed = [...files].filter(([f, text]) => !existsSync(join(outDir, f)) || readFileSync(join(outDir, f), 'utf8') !== text).map(([f]) => f);
  if (check) {
    if (stale.length + changed.length === 0) return 0;
    console.error(
      `codegen --check: generated/ is stale; run npm run codegen.\n${[...changed.map((f) => `  changed: ${f}`), ...stale.map((f) => `  extra:   ${f}`)].join('\n')}`,
    );
    return 1;
  }
  for (const f of stale) rmSync(join(outDir, f));
  for (const [f, text] of files) {
    mkdirSync(dirname(join(outDir, f)), { recursive: true });
    writeFileSync(join(outDir, f), text);
  }
  console.log(`codegen: ${files.size} files in ${relative(root, outDir) || '.'} (${changed.length} changed, ${stale.length} removed)`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
