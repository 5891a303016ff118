import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import net from 'node:net';
import { limitVariable, WRITE_KINDS } from '../../../src/server/config.ts';

const root = new URL('../../../', import.meta.url).pathname;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Builds the web app when dist/web is missing (CI builds it before npm test). */
export function ensureBuilt(): void {
  if (existsSync(join(root, 'dist/web/index.html'))) return;
  // vitest sets NODE_ENV=test, which would build a development bundle (without its service worker chunk).
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('vite build failed');
}

export interface RunningServer {
  url: string;
  /** The server's data folder (its SQLite file is garlic-market.sqlite). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Journeys publish, vote and upload faster than a person: every write limit is raised (not off); `env` may lower one. */
const RAISED_LIMITS = Object.fromEntries(
  WRITE_KINDS.flatMap((kind) => [
    [limitVariable(kind, 'perMinute'), '100000'],
    [limitVariable(kind, 'perDay'), '1000000'],
  ]),
);

/** The real server (`src/server/main.ts`) on a free port with a fresh data folder and its demo data; `env` adds configuration. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'garlic-e2e-'));
  const child: ChildProcess = spawn(join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WECHAT_APPID: '',
      ...RAISED_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    // With TLS_CERT_FILE the server speaks https (decision 0165); its certificate names 127.0.0.1 and localhost.
    url: `${env.TLS_CERT_FILE ? 'https' : 'http'}://localhost:${port}`,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
