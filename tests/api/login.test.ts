import { describe, it, expect, beforeAll, beforeEach, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { freshPhone, get, post, registerUser, type Reply } from './helpers/calls.ts';
import { wechatSignIn } from './helpers/oauth.ts';
import { createLoginThrottles } from '../../src/server/auth/login-throttle.ts';

const ENVELOPE = ['code', 'data', 'extension', 'msg', 'success', 'totalCount'];
const PASSWORD = 'garlic-pass-1';

function expectFailure(reply: Reply, status: number, code: string, msg?: string | RegExp) {
  expect(reply.status).toBe(status);
  expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
  expect(reply.body).toMatchObject({ success: false, data: null, code });
  if (typeof msg === 'string') expect(reply.body.msg).toBe(msg);
  else if (msg) expect(reply.body.msg).toMatch(msg);
}

function expectLogin(reply: Reply, phone: string) {
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
  expect(reply.body.success).toBe(true);
  expect(reply.body.data).toMatchObject({
    accessToken: { tokenValue: expect.any(String), expiresIn: 7200 },
    refreshToken: { tokenValue: expect.any(String), expiresIn: 30 * 86400 },
    authorities: [],
    userInfo: { phone },
  });
  expect(reply.body.data.userInfo).not.toHaveProperty('passwordHash');
  return { access: reply.body.data.accessToken.tokenValue as string, refresh: reply.body.data.refreshToken.tokenValue as string };
}

const info = (token: string) => get(app, '/v1/front_user/info', {}, token);
const refresh = (refreshToken: string) => get(app, '/login/refreshToken', { refreshToken });

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('POST /login/byPassword', () => {
  it('signs in with the right password', async () => {
    const user = await registerUser(app);
    const tokens = expectLogin(await post(app, '/login/byPassword', { phone: user.phone, password: PASSWORD }), user.phone);
    const me = await info(tokens.access);
    expect(me.status).toBe(200);
    expect(me.body.data.frontUserId).toBe(user.user.frontUserId);
  });

  it('gives the same answer to a wrong password and an unknown phone', async () => {
    const user = await registerUser(app);
    const wrong = await post(app, '/login/byPassword', { phone: user.phone, password: 'not-the-password' });
    const unknown = await post(app, '/login/byPassword', { phone: '13000000001', password: PASSWORD });
    expectFailure(wrong, 400, 'BAD_REQUEST', 'Wrong phone number or password');
    expectFailure(unknown, 400, 'BAD_REQUEST', 'Wrong phone number or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['a bad phone', { phone: '23912345678', password: PASSWORD }, 'phone must be an 11-digit mobile number starting with 13–19'],
    ['a missing phone', { password: PASSWORD }, 'phone is required'],
    ['a missing password', { phone: '13912345678' }, 'password is required'],
    ['an empty password', { phone: '13912345678', password: '' }, /^password must not be blank$/],
  ])('answers 400 naming the field for %s', async (_name, body, msg) => {
    expectFailure(await post(app, '/login/byPassword', body), 400, 'BAD_REQUEST', msg);
  });
});

describe('POST /login/byPassword: wrong passwords are throttled', () => {
  let clock = 0;
  const minutes = (n: number) => (clock += n * 60_000);
  const OWNER = '198.51.100.1';
  const STRANGER = '203.0.113.7';
  /** A sign-in from a given address (no TRUST_PROXY: inject's remoteAddress is the client). */
  async function login(phone: string, password: string, address = '198.51.100.1'): Promise<Reply> {
    const res = await app.inject({ method: 'POST', url: '/api/login/byPassword', payload: { phone, password }, remoteAddress: address });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }
  beforeEach(() => {
    clock = Date.parse('2026-11-23T08:00:00Z');
    app.services.loginThrottle = createLoginThrottles(() => clock);
  });

  it('slows a stranger guessing a phone from their address, while the owner at theirs still gets in', async () => {
    const user = await registerUser(app);
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
    for (let i = 0; i < 5; i++) expectFailure(await login(user.phone, `wrong-${i}`, STRANGER), 400, 'BAD_REQUEST', 'Wrong phone number or password');
    const refused = await login(user.phone, PASSWORD, STRANGER);
    expectFailure(refused, 429, 'TOO_MANY_ATTEMPTS', 'Too many wrong passwords; try again in 1 minute, or sign in with WeChat');
    expect(refused.body.data).toBeNull();
    // The owner's own address is not held up by the stranger's guesses.
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
    // The stranger's wait grows with each further guess: 1, 2, 4 minutes.
    minutes(1);
    expect((await login(user.phone, 'wrong-5', STRANGER)).status).toBe(400);
    expectFailure(await login(user.phone, 'wrong-6', STRANGER), 429, 'TOO_MANY_ATTEMPTS', /try again in 2 minutes,/);
    minutes(2);
    expect((await login(user.phone, 'wrong-6', STRANGER)).status).toBe(400);
    expectFailure(await login(user.phone, 'wrong-7', STRANGER), 429, 'TOO_MANY_ATTEMPTS', /try again in 4 minutes,/);
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
  });

  it('makes the owner wait a minute after their own five wrong passwords, then lets the right one in', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 5; i++) expect((await login(user.phone, `wrong-${i}`, OWNER)).status).toBe(400);
    expectFailure(await login(user.phone, PASSWORD, OWNER), 429, 'TOO_MANY_ATTEMPTS', /try again in 1 minute,/);
    // Another phone from the same address is not held up.
    const other = await registerUser(app);
    expectLogin(await login(other.phone, PASSWORD, OWNER), other.phone);
    minutes(1);
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
  });

  it('forgets the wrong passwords once the right one is given', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 4; i++) expect((await login(user.phone, 'wrong')).status).toBe(400);
    expectLogin(await login(user.phone, PASSWORD), user.phone);
    for (let i = 0; i < 4; i++) expect((await login(user.phone, 'wrong')).status).toBe(400);
    expectLogin(await login(user.phone, PASSWORD), user.phone);
  });

  it('counts an unknown phone like a wrong password, so guessing who is registered gains nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await login('13000000002', 'guess')).status).toBe(400);
    expectFailure(await login('13000000002', 'guess'), 429, 'TOO_MANY_ATTEMPTS');
  });

  it("holds a guesser spread over many addresses to the phone-wide budget, but not the owner's known address", async () => {
    const user = await registerUser(app);
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
    for (let i = 0; i < 10; i++) expect((await login(user.phone, 'guess', `192.0.2.${i + 1}`)).status).toBe(400);
    expectFailure(await login(user.phone, PASSWORD, '192.0.2.200'), 429, 'TOO_MANY_ATTEMPTS', /try again in 1 minute,/);
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
  });

  it('makes an address wait after twenty wrong passwords over any phones; other addresses carry on', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 20; i++) expect((await login(`1300000${String(1000 + i)}`, 'guess', '203.0.113.9')).status).toBe(400);
    expectFailure(await login(user.phone, PASSWORD, '203.0.113.9'), 429, 'TOO_MANY_ATTEMPTS', /try again in 1 minute/);
    expectLogin(await login(user.phone, PASSWORD, '203.0.113.10'), user.phone);
  });

  it("keys on the socket's address: X-Forwarded-For is ignored without TRUST_PROXY", async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/byPassword',
        payload: { phone: user.phone, password: 'guess' },
        remoteAddress: STRANGER,
        headers: { 'x-forwarded-for': `10.9.8.${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const claimed = await app.inject({
      method: 'POST',
      url: '/api/login/byPassword',
      payload: { phone: user.phone, password: PASSWORD },
      remoteAddress: STRANGER,
      headers: { 'x-forwarded-for': OWNER },
    });
    expect(claimed.statusCode).toBe(429);
    expectLogin(await login(user.phone, PASSWORD, OWNER), user.phone);
  });
});

describe('GET /login/refreshToken', () => {
  it('rotates: a new refresh token, the old access token still valid, the new one working', async () => {
    const user = await registerUser(app);
    const reply = await refresh(user.refreshToken);
    const next = expectLogin(reply, user.phone);
    expect(next.refresh).not.toBe(user.refreshToken);
    expect((await info(user.accessToken)).status).toBe(200);
    const me = await info(next.access);
    expect(me.status).toBe(200);
    expect(me.body.data.frontUserId).toBe(user.user.frontUserId);
    // The new refresh token rotates in turn.
    expectLogin(await refresh(next.refresh), user.phone);
  });

  it('tells every cache not to keep the reply, since it carries tokens (RFC 6749 5.1)', async () => {
    const user = await registerUser(app);
    const reply = await refresh(user.refreshToken);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('ends the whole sign-in when a used refresh token comes back, and only that one', async () => {
    const user = await registerUser(app);
    const other = expectLogin(await post(app, '/login/byPassword', { phone: user.phone, password: PASSWORD }), user.phone);
    const second = expectLogin(await refresh(user.refreshToken), user.phone);
    const third = expectLogin(await refresh(second.refresh), user.phone);

    expectFailure(await refresh(user.refreshToken), 401, 'SEC_0001', /already used/);
    expectFailure(await refresh(third.refresh), 401, 'SEC_0001');
    expectFailure(await info(third.access), 401, 'SEC_0001');
    expectFailure(await info(user.accessToken), 401, 'SEC_0001');

    // The second sign-in of the same user is another family and carries on.
    expect((await info(other.access)).status).toBe(200);
    const rotated = expectLogin(await refresh(other.refresh), user.phone);
    expect((await info(rotated.access)).status).toBe(200);
  });

  it('answers 401 SEC_0001 to an unknown refresh token', async () => {
    expectFailure(await refresh('x'.repeat(43)), 401, 'SEC_0001', /Unknown refresh token/);
  });

  it('answers 401 SEC_0001 to an expired refresh token', async () => {
    const user = await registerUser(app);
    await app.services.db
      .updateTable('session_token')
      .set({ expireTime: new Date(Date.now() - 1000).toISOString() })
      .where('frontUserId', '=', user.user.frontUserId)
      .execute();
    expectFailure(await refresh(user.refreshToken), 401, 'SEC_0001', /expired/);
  });

  it('does not take an access token as a refresh token', async () => {
    const user = await registerUser(app);
    expectFailure(await refresh(user.accessToken), 401, 'SEC_0001');
  });

  it('answers 400 naming refreshToken when it is missing or too short', async () => {
    expectFailure(await get(app, '/login/refreshToken'), 400, 'BAD_REQUEST', 'refreshToken is required');
    expectFailure(await refresh('short'), 400, 'BAD_REQUEST', /^refreshToken must NOT have fewer than 20 characters$/);
  });
});

describe('an expired access token', () => {
  it('gets 401 SEC_401, and the refresh token still works', async () => {
    const shortLived = await startTestApp({ ACCESS_TOKEN_SECONDS: '0' });
    try {
      const phone = freshPhone();
      await wechatSignIn(shortLived, `exp_${phone}`);
      const reg = await post(shortLived, '/v1/front_user/register', { wxOpenid: `exp_${phone}`, phone, password: PASSWORD });
      expect(reg.status).toBe(200);
      expectFailure(await get(shortLived, '/v1/front_user/info', {}, reg.body.data.accessToken.tokenValue), 401, 'SEC_401');
      const rotated = await get(shortLived, '/login/refreshToken', { refreshToken: reg.body.data.refreshToken.tokenValue });
      expect(rotated.status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});
