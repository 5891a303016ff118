// The benchmarks' server: `npm start`'s own command on a free port, a data folder of the caller's,
// quiet logs, production mode with its demo data asked for by name; resolves once it prints that it is running.
// With `tls: true` it serves https (HTTP/2 and HTTP/1.1) on the tests' localhost certificate, as production
// does behind its own certificate (decision 0165).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { certFile, tlsEnv } from '../../tests/fixtures/tls/certificate.mjs';

const root = new URL('../..', import.meta.url).pathname;

/** GET a path of the server and read its body (trusting the tests' certificate over https). */
function getText(url) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    client
      .get(url, { ca: readFileSync(certFile) }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts `node scripts/start.mjs`; `ready` is the milliseconds from spawn to "is running at". */
export async function startServer({ dataDir, env = {}, tls = false }) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      ...(tls ? tlsEnv : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so stopping it ends whatever npm start spawned too.
    detached: true,
  });
  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('is running at')) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    url,
    ready,
    get: (path) => getText(url + path),
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
