import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { Writable } from 'node:stream';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { registerUser } from './helpers/calls.ts';
import { redactUrl } from '../../src/server/http/log-redaction.ts';

/** Every log line the server writes, at trace level so each request is logged. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let app: App;
beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'trace' }, { logStream: capture });
});
afterAll(async () => {
  await app.close();
});

describe('no secrets in logs', () => {
  it('never writes a refresh token (query or body), a password or an authorization header', async () => {
    const user = await registerUser(app);
    const password = 'garlic-pass-1';
    const secrets = [user.accessToken, user.refreshToken, password];
    await app.inject({ method: 'POST', url: '/api/login/byPassword', payload: { phone: user.phone, password } });
    await app.inject({ method: 'POST', url: '/api/login/byPassword', payload: { phone: user.phone, password: 'wrong-password-9' } });
    secrets.push('wrong-password-9');
    await app.inject({
      method: 'GET',
      url: '/api/v1/front_user/info',
      headers: { authorization: `Bearer ${user.accessToken}`, cookie: `token=${user.accessToken}` },
    });
    const viaGet = await app.inject({ method: 'GET', url: `/api/login/refreshToken?refreshToken=${user.refreshToken}` });
    expect(viaGet.statusCode).toBe(200);
    const next = viaGet.json().data.refreshToken.tokenValue as string;
    secrets.push(next);
    const viaPost = await app.inject({ method: 'POST', url: '/api/login/refreshToken', payload: { refreshToken: next } });
    expect(viaPost.statusCode).toBe(200);
    // A failing call is logged too (a used token), with its address.
    await app.inject({ method: 'GET', url: `/api/login/refreshToken?refreshToken=${user.refreshToken}&x=1` });
    // Objects a handler might log are censored by key.
    app.log.info({ body: { password, refreshToken: user.refreshToken }, headers: { authorization: `Bearer ${user.accessToken}` } }, 'a logged object');

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(8);
    expect(text).toContain('/api/login/refreshToken?refreshToken=[REDACTED]');
    expect(text).toContain('"password":"[REDACTED]"');
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain('bearer ');
  });

  it('redacts every secret parameter of an address and keeps the rest', () => {
    expect(redactUrl('/api/login/refreshToken?refreshToken=abc&lang=zh')).toBe('/api/login/refreshToken?refreshToken=[REDACTED]&lang=zh');
    expect(redactUrl('/api/x?a=1&password=p%40ss&code=c1&openid=o')).toBe('/api/x?a=1&password=[REDACTED]&code=[REDACTED]&openid=[REDACTED]');
    expect(redactUrl('/api/x?a=1')).toBe('/api/x?a=1');
  });
});
