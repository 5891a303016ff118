import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';

// A built app as scripts/precompress.ts leaves it: each file with its .br and .gz beside it.
const webDir = mkdtempSync(join(tmpdir(), 'garlic-web-'));
const html = `<!doctype html><html><body><div id="root">${'shell '.repeat(300)}</div></body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
function writeBuilt(path: string, text: string) {
  writeFileSync(join(webDir, path), text);
  writeFileSync(join(webDir, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(webDir, `${path}.gz`), gzipSync(text));
}
mkdirSync(join(webDir, 'assets'));
writeBuilt('index.html', html);
writeBuilt('assets/index-AbC123.js', script);
writeBuilt('sw.js', `self.addEventListener('fetch', () => {}); // ${'worker '.repeat(300)}`);
writeFileSync(join(webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Garlic Market', icons: [] }));
mkdirSync(join(webDir, 'icons'));
writeFileSync(join(webDir, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

let app: App;
beforeAll(async () => {
  app = await startTestApp({ WEB_DIR: webDir });
});
afterAll(() => app.close());

describe('the built app', () => {
  it('sends a hashed asset precompressed, brotli first, cached for a year as immutable', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the entry HTML compressed but no-cache, at / and by name', async () => {
    for (const url of ['/', '/index.html']) {
      const reply = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(html);
    }
  });

  it('sends the service worker and the web app manifest no-cache (their names never change), the icons for a day', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
