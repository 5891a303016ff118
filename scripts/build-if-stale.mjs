// Builds the web app when dist/web is missing or older than its sources; used by npm start and npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');

export function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function buildIfStale() {
  const inputs = ['src/web', 'src/shared', 'generated', 'public', 'index.html', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
  const sources = Math.max(...inputs.map(newest));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app (vite build)…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
