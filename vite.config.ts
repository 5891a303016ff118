import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { emotionStylesInRender } from './scripts/emotion-styles-in-render.ts';
import { muiNoCssVars } from './scripts/mui-no-css-vars.ts';
import { precompress } from './scripts/precompress.ts';
import { publishWithoutBlankPage } from './scripts/publish-build.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { shellSkeleton } from './scripts/shell-skeleton.ts';
import { startPagePreloads } from './scripts/start-page-preloads.ts';
import { xChartsLazyIntl } from './scripts/x-charts-lazy-intl.ts';

const apiServer = 'http://localhost:8080';
const MUI = /node_modules[\\/]@mui[\\/](material|system|utils|base|styled-engine)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    muiNoCssVars(),
    emotionStylesInRender(),
    xChartsLazyIntl(),
    shellSkeleton(),
    startPagePreloads(),
    serviceWorker(),
    precompress(),
    publishWithoutBlankPage(),
  ],
  build: {
    outDir: 'dist/web',
    // A running server serves dist/web: the build adds its files beside the previous build's and swaps
    // the entry in last (scripts/publish-build.ts, decision 0103), so open tabs keep finding their chunks.
    emptyOutDir: false,
    // No modulepreload polyfill in the start chunk: WeChat's Android webview and Safari 17+ preload
    // natively; an older iOS webview fetches a page's chunks when it opens, one step later.
    modulePreload: { polyfill: false },
    // scripts/size.mjs follows the home route's imports through the manifest.
    manifest: true,
    // WeChat's in-app browsers (X5/XWeb, iOS WKWebView) of recent years, not only current ones.
    target: ['es2019', 'chrome79', 'safari13'],
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically is one file: one request and one gzip/brotli stream
            // instead of a dozen small shared chunks, each with its own header and its own dictionary.
            { name: 'start', tags: ['$initial'] },
            // MUI's later components and helpers, shared by pages, were dozens of chunks of 1-3 KB: a page
            // waited on a dozen round trips for them. Grouped by the pages that use them, with groups of
            // under 20 KB (source) merged into their nearest neighbour (decision 0159).
            { name: 'mui', test: MUI, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
          ],
        },
        // An entries-aware group is named after every page that shares it: keep only its group's name.
        chunkFileNames: ({ name }) => `assets/${name.split('~')[0]}-[hash].js`,
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/files': apiServer,
      '/app-config.json': apiServer,
      '/dev': apiServer,
    },
  },
});
