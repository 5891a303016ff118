import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { loadSpec } from '../../../codegen/load.ts';
import { buildModel } from '../../../codegen/build-model.ts';
import { ManifestError } from '../../../codegen/manifest-error.ts';

export const repoRoot = new URL('../../../', import.meta.url).pathname;

/** A copy of spec/ in a temporary folder, so a test can break one manifest. */
export function copySpec(): string {
  const dir = mkdtempSync(join(tmpdir(), 'garlic-spec-'));
  cpSync(join(repoRoot, 'spec'), join(dir, 'spec'), { recursive: true });
  return dir;
}

export function editYaml(root: string, file: string, edit: (doc: any) => void): void {
  const path = join(root, file);
  const doc = parse(readFileSync(path, 'utf8'));
  edit(doc);
  writeFileSync(path, stringify(doc));
}

/** The problems codegen reports for a spec folder, formatted as the CLI prints them. */
export function problemsOf(root: string): string[] {
  try {
    buildModel(loadSpec(join(root, 'spec'), root));
    return [];
  } catch (error) {
    if (error instanceof ManifestError) return error.message.split('\n');
    throw error;
  }
}

/** The problems of the spec with one route's view.chart edited. */
export function chartProblemsAfter(file: string, route: string, edit: (chart: any) => void): string[] {
  const root = copySpec();
  editYaml(root, file, (d) => edit(d.routes[route].view.chart));
  return problemsOf(root);
}
