import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiNoCssVars } from './scripts/mui-no-css-vars.ts';
import { precompress } from './scripts/precompress.ts';
import { publishWithoutBlankPage } from './scripts/publish-build.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { shellSkeleton } from './scripts/shell-skeleton.ts';

const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), muiNoCssVars(), shellSkeleton(), serviceWorker(), precompress(), publishWithoutBlankPage()],
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
        // Everything the entry imports statically is one file: one request and one gzip/brotli stream
        // instead of a dozen small shared chunks, each with its own header and its own dictionary.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
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
