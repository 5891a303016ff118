import { spawn } from 'node:child_process';
import http2 from 'node:http2';
import https from 'node:https';
import { mkdtempSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { registerUser } from './helpers/calls.ts';
import { multipartFile } from './helpers/content.ts';
import { certFile, tlsEnv } from '../fixtures/tls/certificate.mjs';

// The server's own https (decision 0165): HTTP/2 for browsers that offer it, HTTP/1.1 beside it, on one port.
const ca = readFileSync(certFile);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function overHttp2(origin: string, path: string, options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': path, ...options.headers });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
    });
    stream.on('error', reject);
    stream.end(options.body);
  });
}

function overHttp1(origin: string, path: string): Promise<Answer & { version: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${path}`, { ca, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), version: res.httpVersion }));
      })
      .on('error', reject);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString());

let app: App;
let origin: string;
beforeAll(async () => {
  app = await startTestApp(tlsEnv);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

describe('https with TLS_CERT_FILE and TLS_KEY_FILE', () => {
  it('answers a public list over HTTP/2, compressed as asked (the 31 mainland provinces, over 1 KB)', async () => {
    const answer = await overHttp2(origin, '/api/ksce/division/province', { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const reply = JSON.parse(brotliDecompressSync(answer.body).toString());
    expect(reply.success).toBe(true);
    expect(reply.data).toHaveLength(31);
  });

  it('takes a request body over HTTP/2: sign-in, then a call with its token', async () => {
    const user = await registerUser(app);
    const signIn = await overHttp2(origin, '/api/login/byPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: user.phone, password: 'garlic-pass-1' }),
    });
    expect(signIn.status).toBe(200);
    const token = json(signIn).data.accessToken.tokenValue as string;
    const info = await overHttp2(origin, '/api/v1/front_user/info', { headers: { authorization: `Bearer ${token}` } });
    expect(info.status).toBe(200);
    expect(json(info).data.phone).toBe(user.phone);
  });

  it('takes an upload over HTTP/2 and gives the same bytes back', async () => {
    const user = await registerUser(app);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const { payload, contentType } = multipartFile(png, 'dot.png');
    const upload = await overHttp2(origin, '/api/v1/file/upload', {
      method: 'POST',
      headers: { 'content-type': contentType, authorization: `Bearer ${user.accessToken}` },
      body: payload,
    });
    expect(upload.status).toBe(200);
    const file = await overHttp2(origin, json(upload).data.filePath as string);
    expect(file.status).toBe(200);
    expect(file.body.equals(png)).toBe(true);
  });

  it('refuses bad input and a missing sign-in over HTTP/2 as over HTTP/1.1', async () => {
    const bad = await overHttp2(origin, '/api/login/byPassword', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":' });
    expect(bad.status).toBe(400);
    const anonymous = await overHttp2(origin, '/api/v1/front_user/info');
    expect(anonymous.status).toBe(401);
  });

  it('answers HTTP/1.1 on the same port for clients that do not offer HTTP/2', async () => {
    const answer = await overHttp1(origin, '/healthz');
    expect(answer.version).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({ status: 'alive' });
  });
});

// In its own process, as in production: Node reports a connection header on HTTP/2 as a process warning, which
// only the process's stderr shows (the in-process server of the tests above does not raise it).
describe('draining over https (SIGTERM)', () => {
  it('ends HTTP/1.1 connections with connection: close and answers HTTP/2 without that header', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const root = new URL('../../', import.meta.url).pathname;
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...tlsEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'garlic-https-')),
        DATABASE_URL: '',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_MS: '3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk;
        if (stdout.includes('is running at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
    });
    const server = `https://localhost:${port}`;
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const h1 = await overHttp1(server, '/readyz');
    expect(h1.status).toBe(503);
    expect(h1.headers.connection).toBe('close');
    const h2 = await overHttp2(server, '/readyz');
    expect(h2.status).toBe(503);
    expect(h2.headers.connection).toBeUndefined();
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/connection header/i);
  }, 30_000);
});
