// A Vite plugin: once the bundle is written, every compressible file of the build over 1 KB gets a
// brotli (.br, best quality) and a gzip (.gz) copy beside it, which @fastify/static serves as asked.
// The previous builds' files stay in dist/web (scripts/publish-build.ts): one whose copies are already
// newer than it is not compressed again.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function fresh(path: string): boolean {
  const made = statSync(path).mtimeMs;
  return [`${path}.br`, `${path}.gz`].every((copy) => existsSync(copy) && statSync(copy).mtimeMs >= made);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'garlic-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.includes('/.vite/')) continue;
        if (fresh(path)) continue;
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
