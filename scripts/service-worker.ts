// A Vite plugin: the service worker (src/web/sw/service-worker.ts, Workbox) bundled with esbuild into
// dist/web/sw.js, with the app shell to precache and the figure calls to keep (decision record 0064).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin, Rollup } from 'vite';
import { operations } from '../generated/operations.ts';
import { staticClosure } from './chunk-closure.ts';
import { figurePaths } from '../src/web/offline/figure-calls.ts';
import { WORKER_URL } from '../src/web/offline/offline-keys.ts';

const root = new URL('..', import.meta.url).pathname;
const budget = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as { homeRouteModule: string };
/**
 * The pages that read offline before they were ever opened (issue 15: home, prices, statistics) and the
 * shell's own lazy parts (its popups, the worker's registration): precached with everything they import.
 * Any other page's chunks are kept by the worker once the page has been opened.
 */
const OFFLINE_MODULES = [
  'src/web/overrides/prices/garlic-price-page.tsx',
  'src/web/views/chart-view.tsx',
  'src/web/overrides/walk/walk-summary-cards.tsx',
  'src/web/overrides/inventory/inventory-page.tsx',
  'src/web/views/hub-view.tsx',
  'src/web/overrides/database/area-headline.tsx',
  'src/web/shell/feedback-popups.tsx',
  'src/web/offline/register-worker.ts',
];
/** Files of public/ in the shell: the icons and the web app manifest (not the demo media). */
const PUBLIC_SHELL = /^(favicon\.svg|manifest\.webmanifest|icons\/.+\.png)$/;

const revision = (bytes: string | Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

function publicFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? publicFiles(path) : [path];
  });
}

/** The entry's, the home route's and the offline modules' chunks with everything they import statically, and their CSS. */
function shellChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const shellModules = [budget.homeRouteModule, ...OFFLINE_MODULES];
  const starts = chunks.filter((c) => c.isEntry || shellModules.some((m) => c.facadeModuleId?.endsWith(m)));
  const missing = shellModules.filter((m) => !chunks.some((c) => c.facadeModuleId?.endsWith(m)));
  if (missing.length > 0) throw new Error(`service worker: no chunk for ${missing.join(', ')}`);
  return [...staticClosure(bundle, starts)].sort();
}

export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'garlic-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('service worker: the build has no index.html');
      const precache = [
        { url: '/index.html', revision: revision(html.source) },
        ...shellChunks(bundle).map((file) => ({ url: `/${file}`, revision: null })),
        ...publicFiles(publicDir)
          .map((path) => relative(publicDir, path))
          .filter((file) => PUBLIC_SHELL.test(file))
          .sort()
          .map((file) => ({ url: `/${file}`, revision: revision(readFileSync(join(publicDir, file))) })),
      ];
      const built = buildSync({
        entryPoints: [join(root, 'src/web/sw/service-worker.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2019',
        define: {
          __PRECACHE__: JSON.stringify(precache),
          __FIGURE_PATHS__: JSON.stringify(figurePaths(operations)),
          'process.env.NODE_ENV': '"production"',
        },
      });
      this.emitFile({ type: 'asset', fileName: WORKER_URL.slice(1), source: built.outputFiles[0]!.text });
    },
  };
}
