// npm start: build the web app and the server when missing or stale, then run the compiled server in
// this process (no TypeScript compiler at run time, one process to start and to stop).
import { buildIfStale } from './build-if-stale.mjs';
import { buildServerIfStale } from './build-server.mjs';

buildIfStale();
await buildServerIfStale();
await import('../dist/server/main.js');
