import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { KEEP_BUILDS, KEEP_REPLACED_MS, publishBuild } from '../../scripts/publish-build.ts';
import { startTestApp } from './helpers/test-app.ts';

// `npm run build` while the server runs, as the build does it (scripts/publish-build.ts, which the
// Vite config runs last): the new hashed files are written beside the old ones, then the entry and the
// service worker are swapped in, then files of builds no longer kept are deleted.
const webDir = join(mkdtempSync(join(tmpdir(), 'garlic-builds-')), 'web');
const DAY = 24 * 60 * 60 * 1000;
let clock = Date.parse('2026-11-26T06:00:00Z');

function build(name: string, later = 60_000) {
  clock += later;
  const chunk = `assets/index-${name}.js`;
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, chunk), `console.log(${JSON.stringify(`build ${name} `.repeat(200))});`);
  const html = `<!doctype html><html><head><script type="module" src="/${chunk}"></script></head><body>${`build ${name} `.repeat(200)}</body></html>`;
  const dropped = publishBuild(
    webDir,
    new Map([
      ['index.html', html],
      ['sw.js', `// worker of build ${name}`],
    ]),
    [chunk],
    clock,
  );
  return { chunk, html, dropped };
}

let app: App;
beforeAll(async () => {
  // Started before anything is built: the folder does not exist yet.
  app = await startTestApp({ WEB_DIR: webDir });
});
afterAll(() => app?.close());

describe('a new build while the server runs', () => {
  it('serves the first build made after the server started, without a restart', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
    const first = build('AAA111');
    const entry = await app.inject({ method: 'GET', url: '/' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(first.html);
    expect((await app.inject({ method: 'GET', url: `/${first.chunk}` })).statusCode).toBe(200);
  });

  it('serves the new entry (plain and precompressed) and the new worker at once, and still the previous build’s chunks', async () => {
    const previous = { chunk: 'assets/index-AAA111.js' };
    const next = build('BBB222');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.body).toBe(next.html);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await app.inject({ method: 'GET', url: '/index.html', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(next.html);
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).body).toBe('// worker of build BBB222');
    // A tab that loaded the previous entry asks for its own chunks.
    const old = await app.inject({ method: 'GET', url: `/${previous.chunk}` });
    expect(old.statusCode).toBe(200);
    expect(old.body).toContain('build AAA111');
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: `/${next.chunk}` })).statusCode).toBe(200);
  });

  it(`keeps a build's files while it is one of the newest ${KEEP_BUILDS} or was replaced less than a day ago, then deletes them`, async () => {
    // Builds within the hour: everything is kept.
    expect(build('CCC333').dropped).toEqual([]);
    expect(build('DDD444').dropped).toEqual([]);
    expect(existsSync(join(webDir, 'assets/index-AAA111.js'))).toBe(true);
    // Two days later the newest three are EEE, DDD and CCC; AAA and BBB were replaced over a day ago.
    const later = build('EEE555', KEEP_REPLACED_MS + DAY);
    expect(later.dropped.sort()).toEqual(['assets/index-AAA111.js', 'assets/index-BBB222.js']);
    expect((await app.inject({ method: 'GET', url: '/assets/index-AAA111.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/index-CCC333.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe(later.html);
  });
});
