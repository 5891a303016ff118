import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseDocument } from 'yaml';
import { ManifestError } from './manifest-error.ts';

export interface SourceFile<T = unknown> {
  file: string;
  data: T;
}

export interface RawSpec {
  app: SourceFile;
  dicts: SourceFile;
  /** spec/schemas/*.yaml: shared reply shapes, one area a file, names unique across files. */
  schemas: SourceFile[];
  /** spec/items/*.yaml: list item templates, one area a file, names unique across files. */
  items: SourceFile[];
  entities: SourceFile[];
  endpoints: SourceFile[];
  pages: SourceFile[];
}

function readYaml(root: string, path: string): SourceFile {
  const file = relative(root, path);
  const doc = parseDocument(readFileSync(path, 'utf8'), { uniqueKeys: true, merge: true });
  if (doc.errors.length > 0) {
    const first = doc.errors[0]!;
    throw new ManifestError([{ file, path: '', message: `invalid YAML: ${first.message.split('\n')[0]}` }]);
  }
  return { file, data: doc.toJS() ?? {} };
}

function readFolder(root: string, dir: string): SourceFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => readYaml(root, join(dir, name)));
}

/** Reads every manifest under `specDir`; file names in errors are relative to the repo root. */
export function loadSpec(specDir: string, repoRoot: string): RawSpec {
  return {
    app: readYaml(repoRoot, join(specDir, 'app.yaml')),
    dicts: readYaml(repoRoot, join(specDir, 'dicts.yaml')),
    schemas: readFolder(repoRoot, join(specDir, 'schemas')),
    items: readFolder(repoRoot, join(specDir, 'items')),
    entities: readFolder(repoRoot, join(specDir, 'entities')),
    endpoints: readFolder(repoRoot, join(specDir, 'endpoints')),
    pages: readFolder(repoRoot, join(specDir, 'pages')),
  };
}
