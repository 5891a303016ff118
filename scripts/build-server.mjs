// Compiles the server to dist/server/main.js (esbuild: one ES module with its packages, native addons left
// in node_modules, what only some deployments load in chunks beside it),
// so npm start runs JavaScript with no TypeScript compiler; rebuilt only when a source is newer.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { newest } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/server');
const entry = join(out, 'main.js');
const inputs = ['src/server', 'src/shared', 'generated', 'package-lock.json'].map((p) => join(root, p));

/**
 * JSON imports (generated/openapi.json is 800 KB) become `JSON.parse('…')` rather than esbuild's
 * object literal: V8 scans a string and parses JSON several times faster than it compiles the same
 * data as JavaScript, and every start compiles main.js (decision record 0081).
 */
const jsonAsParse = {
  name: 'json-as-parse',
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/][^\\/]+\.json$/ }, (args) => {
      const text = JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

export async function buildServerIfStale() {
  if (existsSync(entry) && statSync(entry).mtimeMs >= Math.max(...inputs.filter(existsSync).map(newest))) return;
  console.log('Building the server (esbuild)…');
  mkdirSync(out, { recursive: true });
  const { metafile } = await build({
    entryPoints: [join(root, 'src/server/main.ts')],
    outdir: out,
    entryNames: '[name]',
    // What only some deployments load (the S3 and Redis clients, imported when configured) goes into
    // chunks beside main.js, so a start compiles and runs a smaller main.js (decision record 0136).
    splitting: true,
    chunkNames: '[name]-[hash]',
    metafile: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages are bundled too, except native addons (and pg's optional native binding): a start
    // then compiles one file instead of resolving, reading and linking some 600 modules, which was a
    // third of a restart's CPU (decision record 0081). `require` is given for the CommonJS packages.
    external: ['better-sqlite3', 'argon2', 'pg-native'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: true,
    logLevel: 'warning',
    plugins: [jsonAsParse],
  });
  // Chunks of earlier builds go (a running server loads its chunks at start only).
  const built = new Set(Object.keys(metafile.outputs).map((file) => basename(file)));
  for (const file of readdirSync(out)) if (/\.js(\.map)?$/.test(file) && !built.has(file)) rmSync(join(out, file));
  // division-data.ts reads its file beside the module that runs.
  copyFileSync(join(root, 'src/server/divisions/china-divisions.json'), join(out, 'china-divisions.json'));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServerIfStale();
