import { createHash } from 'node:crypto';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { dicts } from '../../generated/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, type Reply } from './helpers/calls.ts';
import { startPreloadsScript } from '../../src/shared/start-preloads-script.ts';

const ENVELOPE = ['code', 'data', 'extension', 'msg', 'success', 'totalCount'];

function expectFailure(reply: Reply, status: number, code: string, msg: string | RegExp) {
  expect(reply.status).toBe(status);
  expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
  expect(reply.body).toMatchObject({ success: false, data: null, code });
  if (typeof msg === 'string') expect(reply.body.msg).toBe(msg);
  else expect(reply.body.msg).toMatch(msg);
}

const items = (dictCode: string) => get(app, '/v1/dict-item/getDictItemByDictCode', { dictCode });

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /v1/dict-item/getDictItemByDictCode', () => {
  it.each(Object.keys(dicts))('returns the items of %s in order', async (code) => {
    const reply = await items(code);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
    const want = dicts[code as keyof typeof dicts].items.map((i) => ({ id: String(i.id), name: i.zh, nameEn: i.en }));
    expect(want.length).toBeGreaterThan(0);
    expect(reply.body.data).toEqual(want);
    expect(reply.body.totalCount).toBe(want.length);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=3600');
  });

  it('answers 400 naming dictCode for an unknown code', async () => {
    expectFailure(await items('noSuchDict'), 400, 'BAD_REQUEST', /^dictCode "noSuchDict" is not a dictionary/);
  });

  it('does not take an inherited property name as a dictionary', async () => {
    expectFailure(await items('constructor'), 400, 'BAD_REQUEST', /^dictCode "constructor" is not a dictionary/);
    expectFailure(await items('toString'), 400, 'BAD_REQUEST', /^dictCode "toString" is not a dictionary/);
  });

  it('answers 400 naming dictCode when it is missing or empty', async () => {
    expectFailure(await get(app, '/v1/dict-item/getDictItemByDictCode'), 400, 'BAD_REQUEST', 'dictCode is required');
    expectFailure(await items(''), 400, 'BAD_REQUEST', /^dictCode must not be blank$/);
  });

  it('answers a stale bearer token on this public call as if anonymous', async () => {
    const code = Object.keys(dicts)[0]!;
    const reply = await get(app, '/v1/dict-item/getDictItemByDictCode', { dictCode: code }, 'expired-or-garbage');
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });
});

describe('every reply', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    // No inline script runs but the entry HTML's start preloads, allowed by the hash of its exact text.
    const startPreloads = `'sha256-${createHash('sha256').update(startPreloadsScript).digest('base64')}'`;
    expect(csp.split(';').map((d) => d.trim())).toContain(`script-src 'self' ${startPreloads}`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it('carries the security headers on /app-config.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wechatAppId: null, authorizeUrl: '/dev/wechat/authorize', webviewHosts: [] });
    expectSecurityHeaders(res.headers);
  });

  it('carries the security headers on an API reply and an API error', async () => {
    expectSecurityHeaders((await items(Object.keys(dicts)[0]!)).headers);
    expectSecurityHeaders((await items('noSuchDict')).headers);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const reply = await get(app, '/v1/no_such/call', { a: 1 });
    expectFailure(reply, 404, 'NOT_FOUND', 'GET /api/v1/no_such/call does not exist');
    const res = await app.inject({ method: 'POST', url: '/api/v1/front_user/nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
