import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { muiNoCssVars } from './scripts/mui-no-css-vars.ts';
import { precompress } from './scripts/precompress.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { shellSkeleton } from './scripts/shell-skeleton.ts';

const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), muiNoCssVars(), shellSkeleton(), serviceWorker(), precompress()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
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
