// A Vite plugin and what it does (decision 0103): a new build replaces the one a running server serves
// without a restart and without a blank page. The build no longer empties dist/web; it writes its new
// hashed files beside the old ones, then swaps the entry (index.html, sw.js, each with its .br and .gz)
// in by renaming, last; then it deletes the hashed files no recent build uses. A tab that still runs the
// previous entry finds every chunk it asks for, and a new visit gets the new entry at once.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The files every build replaces in place (never kept): the entry and the service worker. */
export const ENTRY_FILES = ['index.html', 'sw.js'];
/** A build's hashed files stay while the build is one of the newest KEEP_BUILDS, or was replaced less than KEEP_REPLACED_MS ago. */
export const KEEP_BUILDS = 3;
export const KEEP_REPLACED_MS = 24 * 60 * 60 * 1000;
/** Where the builds and their files are listed, newest first (not served: @fastify/static ignores dot folders). */
export const BUILDS_RECORD = '.vite/builds.json';

interface BuildRecord {
  builtAt: number;
  files: string[];
}

function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, base) : [path.slice(base.length + 1)];
  });
}

/** Writes through a temporary name and a rename, so a reader sees the old bytes or the new, never a part. */
function writeWhole(path: string, bytes: Buffer | string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, path);
}

function readRecord(outDir: string, current: string[]): BuildRecord[] {
  const path = join(outDir, BUILDS_RECORD);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as BuildRecord[];
  // dist/web from before this record: its hashed files are one earlier build, kept as such.
  const earlier = filesUnder(join(outDir, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => !/\.(br|gz)$/.test(f) && !current.includes(f));
  return earlier.length > 0 ? [{ builtAt: Date.now(), files: earlier }] : [];
}

/**
 * Publishes a build whose hashed `files` are already written in `outDir`: swaps `entries` in (with
 * their .br and .gz, the plain file last), records the build, and deletes the files of builds no
 * longer kept (with their .br and .gz). Returns the deleted files.
 */
export function publishBuild(outDir: string, entries: Map<string, string | Uint8Array>, files: string[], now = Date.now()): string[] {
  for (const [name, source] of entries) {
    const bytes = Buffer.from(source);
    if (bytes.length >= 1024) {
      writeWhole(
        join(outDir, `${name}.br`),
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      );
      writeWhole(join(outDir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
    } else {
      rmSync(join(outDir, `${name}.br`), { force: true });
      rmSync(join(outDir, `${name}.gz`), { force: true });
    }
    writeWhole(join(outDir, name), bytes);
  }
  const builds = [{ builtAt: now, files: [...files].sort() }, ...readRecord(outDir, files)];
  const kept = builds.filter((_, i) => i < KEEP_BUILDS || now - builds[i - 1]!.builtAt < KEEP_REPLACED_MS);
  const keptFiles = new Set(kept.flatMap((b) => b.files));
  const dropped = [...new Set(builds.flatMap((b) => b.files))].filter((f) => !keptFiles.has(f) && !ENTRY_FILES.includes(f));
  for (const file of dropped) for (const suffix of ['', '.br', '.gz']) rmSync(join(outDir, file + suffix), { force: true });
  writeWhole(join(outDir, BUILDS_RECORD), `${JSON.stringify(kept, null, 1)}\n`);
  return dropped;
}

export function publishWithoutBlankPage(): Plugin {
  let outDir = '';
  const entries = new Map<string, string | Uint8Array>();
  let files: string[] = [];
  return {
    name: 'garlic-publish-build',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // After the service worker's plugin made sw.js from the final index.html: both leave the bundle
    // here, so Vite writes only new hashed files, and are written at the very end.
    generateBundle(_options, bundle) {
      for (const name of ENTRY_FILES) {
        const output = bundle[name];
        if (output?.type !== 'asset') throw new Error(`publish: the build has no ${name}`);
        entries.set(name, output.source);
        delete bundle[name];
      }
      files = Object.keys(bundle).filter((f) => !f.startsWith('.vite/'));
    },
    // After every other plugin's closeBundle (the precompressed copies of the new files are written).
    closeBundle: {
      order: 'post',
      handler() {
        if (entries.size === 0) return;
        const dropped = publishBuild(outDir, entries, files);
        if (dropped.length > 0) this.info(`removed ${dropped.length} files of builds no longer kept`);
      },
    },
  };
}
