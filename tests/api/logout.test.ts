import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';

const PASSWORD = 'garlic-pass-1';
let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const info = (token: string) => get(app, '/v1/front_user/info', {}, token);
const refreshByBody = (refreshToken: string) => post(app, '/login/refreshToken', { refreshToken });
const signIn = async (phone: string) => {
  const reply = await post(app, '/login/byPassword', { phone, password: PASSWORD });
  expect(reply.status).toBe(200);
  return { access: reply.body.data.accessToken.tokenValue as string, refresh: reply.body.data.refreshToken.tokenValue as string };
};

describe('POST /login/logout', () => {
  it('ends the sign-in: its access token and its refresh token are refused afterwards', async () => {
    const user = await registerUser(app);
    expect((await info(user.accessToken)).status).toBe(200);
    const out = await post(app, '/login/logout', { refreshToken: user.refreshToken }, user.accessToken);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, data: null });
    expect(out.headers['cache-control']).toBe('no-store');
    const after = await info(user.accessToken);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('SEC_0001');
    const refreshed = await refreshByBody(user.refreshToken);
    expect(refreshed.status).toBe(401);
    expect(refreshed.body.code).toBe('SEC_0001');
    // The seed's GET form refuses it as well.
    expect((await get(app, '/login/refreshToken', { refreshToken: user.refreshToken })).status).toBe(401);
    // Logging out again with the ended token is a 401, not a success.
    expect((await post(app, '/login/logout', {}, user.accessToken)).status).toBe(401);
  });

  it('ends the sign-in of the header without the body; a refreshed access token of it is refused too', async () => {
    const user = await registerUser(app);
    const rotated = await refreshByBody(user.refreshToken);
    expect(rotated.status).toBe(200);
    const newAccess = rotated.body.data.accessToken.tokenValue as string;
    const newRefresh = rotated.body.data.refreshToken.tokenValue as string;
    expect((await post(app, '/login/logout', {}, newAccess)).status).toBe(200);
    expect((await info(newAccess)).status).toBe(401);
    expect((await info(user.accessToken)).status).toBe(401);
    expect((await refreshByBody(newRefresh)).status).toBe(401);
  });

  it("leaves the same user's other sign-ins alone, unless the body names one of them", async () => {
    const user = await registerUser(app);
    const phone = await signIn(user.phone);
    const tablet = await signIn(user.phone);
    expect((await post(app, '/login/logout', {}, phone.access)).status).toBe(200);
    expect((await info(phone.access)).status).toBe(401);
    expect((await info(tablet.access)).status).toBe(200);
    expect((await info(user.accessToken)).status).toBe(200);
    // The register sign-in ends with the tablet's logout, since the body names its refresh token.
    expect((await post(app, '/login/logout', { refreshToken: user.refreshToken }, tablet.access)).status).toBe(200);
    expect((await info(user.accessToken)).status).toBe(401);
    expect((await refreshByBody(user.refreshToken)).status).toBe(401);
  });

  it("does not end another user's sign-in named in the body (not the owner)", async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    expect((await post(app, '/login/logout', { refreshToken: bob.refreshToken }, alice.accessToken)).status).toBe(200);
    expect((await info(alice.accessToken)).status).toBe(401);
    expect((await info(bob.accessToken)).status).toBe(200);
    expect((await refreshByBody(bob.refreshToken)).status).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    const none = await post(app, '/login/logout', {});
    expect(none.status).toBe(401);
    expect(none.body.success).toBe(false);
    const forged = await post(app, '/login/logout', {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
    expect(forged.status).toBe(401);
  });

  it('answers 400 naming refreshToken when the body carries a bad one', async () => {
    const user = await registerUser(app);
    const reply = await post(app, '/login/logout', { refreshToken: 'short' }, user.accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/^refreshToken /);
    expect((await info(user.accessToken)).status).toBe(200);
  });
});

describe('POST /login/refreshToken (the token in the body)', () => {
  it('rotates like the GET form: new tokens, the old refresh token used up', async () => {
    const user = await registerUser(app);
    const reply = await refreshByBody(user.refreshToken);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body.data.refreshToken.tokenValue).not.toBe(user.refreshToken);
    expect((await info(reply.body.data.accessToken.tokenValue)).status).toBe(200);
    // Presented twice: the whole sign-in ends.
    expect((await refreshByBody(user.refreshToken)).status).toBe(401);
    expect((await info(reply.body.data.accessToken.tokenValue)).status).toBe(401);
  });

  it('answers 400 naming refreshToken when it is missing or too short', async () => {
    expect((await post(app, '/login/refreshToken', {})).body.msg).toBe('refreshToken is required');
    const short = await post(app, '/login/refreshToken', { refreshToken: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.msg).toMatch(/^refreshToken /);
  });
});
