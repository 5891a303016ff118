import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { freshPhone, get, post, registerUser, type Reply } from './helpers/calls.ts';
import { wechatSignIn } from './helpers/oauth.ts';

const ENVELOPE = ['code', 'data', 'extension', 'msg', 'success', 'totalCount'];
const PHONE_MSG = 'phone must be an 11-digit mobile number starting with 13–19';

function expectFailure(reply: Reply, status: number, code: string, msg?: string | RegExp) {
  expect(reply.status).toBe(status);
  expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
  expect(reply.body).toMatchObject({ success: false, data: null, code });
  if (typeof msg === 'string') expect(reply.body.msg).toBe(msg);
  else if (msg) expect(reply.body.msg).toMatch(msg);
}

function expectSuccess(reply: Reply) {
  expect(reply.status).toBe(200);
  expect(Object.keys(reply.body).sort()).toEqual(ENVELOPE);
  expect(reply.body).toMatchObject({ success: true, code: '200', msg: 'success' });
}

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const userCount = async () => (await app.services.db.selectFrom('front_user').select('frontUserId').execute()).length;
/** Registers as the app does: the openid first comes out of a WeChat sign-in. */
const register = async (body: { wxOpenid: string } & Record<string, unknown>) => {
  await wechatSignIn(app, body.wxOpenid);
  return post(app, '/v1/front_user/register', body);
};

describe('POST /v1/front_user/register', () => {
  it('creates the user, signs them in and stores an argon2id hash', async () => {
    const phone = freshPhone();
    const reply = await register({ wxOpenid: `reg_${phone}`, phone, password: 'garlic-pass-1', nickname: '金乡蒜商' });
    expectSuccess(reply);
    const data = reply.body.data;
    expect(data.accessToken.tokenValue).toEqual(expect.any(String));
    expect(data.accessToken.expiresIn).toBe(7200);
    expect(data.refreshToken.tokenValue).toEqual(expect.any(String));
    expect(data.refreshToken.tokenValue).not.toBe(data.accessToken.tokenValue);
    expect(data.authorities).toEqual([]);
    expect(data.userInfo).toMatchObject({ phone, nickname: '金乡蒜商', wxOpenid: `reg_${phone}`, roles: [], avatar: {} });
    expect(data.userInfo).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(data)).not.toContain('argon2');

    const row = await app.services.db.selectFrom('front_user').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    // PHC string; the argon2 package writes the parameters in the order m, p, t.
    const [, algorithm, version, params] = String(row.passwordHash).split('$');
    expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
    expect(
      Object.fromEntries(
        String(params)
          .split(',')
          .map((kv) => kv.split('=')),
      ),
    ).toEqual({ m: '19456', t: '2', p: '1' });
    expect(row.passwordHash).not.toContain('garlic-pass-1');
    expect(row.frontUserId).toBe(data.userInfo.frontUserId);

    const info = await get(app, '/v1/front_user/info', {}, data.accessToken.tokenValue);
    expectSuccess(info);
    expect(info.body.data.frontUserId).toBe(row.frontUserId);
  });

  it('names a default nickname from the phone when none is given', async () => {
    const phone = freshPhone();
    const reply = await register({ wxOpenid: `nick_${phone}`, phone, password: 'garlic-pass-1' });
    expectSuccess(reply);
    expect(reply.body.data.userInfo.nickname).toBe(`用户${phone.slice(-4)}`);
  });

  it('refuses roles sent by the client, naming the field', async () => {
    const phone = freshPhone();
    const before = await userCount();
    expectFailure(
      await register({ wxOpenid: `role_${phone}`, phone, password: 'garlic-pass-1', roles: ['agent'] }),
      400,
      'BAD_REQUEST',
      'roles is not a field of this call',
    );
    expect(await userCount()).toBe(before);
    const reply = await register({ wxOpenid: `role_${phone}`, phone, password: 'garlic-pass-1' });
    expectSuccess(reply);
    expect(reply.body.data.authorities).toEqual([]);
    expect(reply.body.data.userInfo.roles).toEqual([]);
  });

  it('refuses an openid that no WeChat sign-in gave, with 400 naming it, and writes nothing', async () => {
    const before = await userCount();
    const phone = freshPhone();
    const reply = await post(app, '/v1/front_user/register', { wxOpenid: `forged_${phone}`, phone, password: 'garlic-pass-1' });
    expectFailure(reply, 400, 'BAD_REQUEST', 'wxOpenid has not come from a WeChat sign-in in the last 30 minutes; sign in with WeChat again');
    expect(await userCount()).toBe(before);
  });

  it('refuses an openid signed in more than 30 minutes ago, and takes it after a new sign-in', async () => {
    const phone = freshPhone();
    const wxOpenid = `late_${phone}`;
    await wechatSignIn(app, wxOpenid);
    const longAgo = new Date(Date.now() - 31 * 60 * 1000).toISOString();
    await app.services.db.updateTable('oauth_code').set({ usedTime: longAgo }).where('wxOpenid', '=', wxOpenid).execute();
    expectFailure(
      await post(app, '/v1/front_user/register', { wxOpenid, phone, password: 'garlic-pass-1' }),
      400,
      'BAD_REQUEST',
      /^wxOpenid has not come from a WeChat sign-in/,
    );
    expectSuccess(await register({ wxOpenid, phone, password: 'garlic-pass-1' }));
  });

  it('refuses a phone that is already registered, with 409', async () => {
    const existing = await registerUser(app);
    const before = await userCount();
    const reply = await register({ wxOpenid: `other_${existing.phone}`, phone: existing.phone, password: 'garlic-pass-1' });
    expectFailure(reply, 409, 'CONFLICT', /phone is already registered/);
    expect(await userCount()).toBe(before);
  });

  it('refuses an openid that is already registered, with 409', async () => {
    const existing = await registerUser(app);
    const before = await userCount();
    const reply = await post(app, '/v1/front_user/register', { wxOpenid: `openid_${existing.phone}`, phone: freshPhone(), password: 'garlic-pass-1' });
    expectFailure(reply, 409, 'CONFLICT', /wxOpenid is already registered/);
    expect(await userCount()).toBe(before);
  });

  const valid = () => {
    const phone = freshPhone();
    return { wxOpenid: `bad_${phone}`, phone, password: 'garlic-pass-1' };
  };
  it.each([
    ['a short password', { password: 'short7!' }, /^password must NOT have fewer than 8 characters$/],
    ['a missing password', { password: undefined }, 'password is required'],
    ['a missing phone', { phone: undefined }, 'phone is required'],
    ['a missing openid', { wxOpenid: undefined }, 'wxOpenid is required'],
    ['a landline phone', { phone: '05371234567' }, PHONE_MSG],
    ['a 10-digit phone', { phone: '1391234567' }, PHONE_MSG],
    ['an openid with spaces', { wxOpenid: 'has spaces in it' }, /^wxOpenid must match pattern/],
    ['a too long nickname', { nickname: 'x'.repeat(31) }, /^nickname must NOT have more than 30 characters$/],
  ])('answers 400 naming the field for %s, and writes nothing', async (_name, change, msg) => {
    const before = await userCount();
    const signedIn = valid();
    await wechatSignIn(app, signedIn.wxOpenid);
    const body: Record<string, unknown> = { ...signedIn, ...change };
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    const reply = await post(app, '/v1/front_user/register', body);
    expectFailure(reply, 400, 'BAD_REQUEST', msg);
    expect(await userCount()).toBe(before);
  });
});

describe('GET /v1/front_user/info', () => {
  it('returns the signed-in user without the password hash', async () => {
    const user = await registerUser(app);
    const reply = await get(app, '/v1/front_user/info', {}, user.accessToken);
    expectSuccess(reply);
    expect(reply.body.data).toMatchObject({ frontUserId: user.user.frontUserId, phone: user.phone, nickname: '测试蒜商', roles: [], describe: '' });
    expect(reply.body.data).not.toHaveProperty('passwordHash');
    expect(reply.body.totalCount).toBe(1);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 SEC_401 without a token', async () => {
    expectFailure(await get(app, '/v1/front_user/info'), 401, 'SEC_401');
  });

  it('answers 401 SEC_401 to a garbage bearer token', async () => {
    expectFailure(await get(app, '/v1/front_user/info', {}, 'garbage'), 401, 'SEC_401');
  });

  it('answers 401 SEC_401 to an unsigned (alg none) token', async () => {
    const user = await registerUser(app);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.user.frontUserId, sid: 'x', roles: ['agent'] })}.`;
    expectFailure(await get(app, '/v1/front_user/info', {}, forged), 401, 'SEC_401');
  });

  it('never takes the cookie as a credential', async () => {
    const user = await registerUser(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/front_user/info',
      headers: { cookie: `token=${user.accessToken}; accessToken=${user.accessToken}` },
    });
    expectFailure({ status: res.statusCode, body: res.json(), headers: res.headers }, 401, 'SEC_401');
  });
});

describe('GET /v1/front_user/getByPhone', () => {
  it('returns the public profile only: no phone, no openid', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app, { nickname: '邳州老王' });
    const reply = await get(app, '/v1/front_user/getByPhone', { phone: other.phone }, me.accessToken);
    expectSuccess(reply);
    expect(reply.body.data).toEqual({ frontUserId: other.user.frontUserId, nickname: '邳州老王', avatar: {} });
    expect(JSON.stringify(reply.body.data)).not.toContain(other.phone);
  });

  it('answers 404 to an unknown phone', async () => {
    const me = await registerUser(app);
    expectFailure(await get(app, '/v1/front_user/getByPhone', { phone: '13000000000' }, me.accessToken), 404, 'NOT_FOUND', /13000000000/);
  });

  it('answers 400 naming phone to a bad or missing phone', async () => {
    const me = await registerUser(app);
    expectFailure(await get(app, '/v1/front_user/getByPhone', { phone: '12345' }, me.accessToken), 400, 'BAD_REQUEST', PHONE_MSG);
    expectFailure(await get(app, '/v1/front_user/getByPhone', {}, me.accessToken), 400, 'BAD_REQUEST', 'phone is required');
  });

  it('answers 401 when anonymous', async () => {
    const other = await registerUser(app);
    expectFailure(await get(app, '/v1/front_user/getByPhone', { phone: other.phone }), 401, 'SEC_401');
  });
});

describe('POST /v1/front_user/update', () => {
  it('changes the description alone', async () => {
    const me = await registerUser(app);
    const reply = await post(app, '/v1/front_user/update', { describe: '金乡大蒜二十年' }, me.accessToken);
    expectSuccess(reply);
    expect(reply.body.data).toMatchObject({ describe: '金乡大蒜二十年', nickname: '测试蒜商', phone: me.phone });
    const info = await get(app, '/v1/front_user/info', {}, me.accessToken);
    expect(info.body.data.describe).toBe('金乡大蒜二十年');
  });

  it('changes nickname, phone and avatar together, and the new phone signs in', async () => {
    const me = await registerUser(app);
    const phone = freshPhone();
    const avatarFile = { fileName: 'me.png', filePath: '/files/2024-05/abc.png' };
    const reply = await post(app, '/v1/front_user/update', { nickname: '  新昵称 ', phone, avatarFile }, me.accessToken);
    expectSuccess(reply);
    expect(reply.body.data).toMatchObject({ nickname: '新昵称', phone, avatar: avatarFile });
    expectSuccess(await post(app, '/login/byPassword', { phone, password: 'garlic-pass-1' }));
    expectFailure(await post(app, '/login/byPassword', { phone: me.phone, password: 'garlic-pass-1' }), 400, 'BAD_REQUEST');
  });

  it('keeps its own phone without a conflict', async () => {
    const me = await registerUser(app);
    expectSuccess(await post(app, '/v1/front_user/update', { phone: me.phone, nickname: '同号' }, me.accessToken));
  });

  it('changes only the caller, never another user', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app, { nickname: '别人' });
    await post(app, '/v1/front_user/update', { nickname: '我自己', describe: 'mine' }, me.accessToken);
    const theirs = await get(app, '/v1/front_user/info', {}, other.accessToken);
    expect(theirs.body.data).toMatchObject({ nickname: '别人', describe: '' });
  });

  it('refuses roles and password hashes sent by the client, naming the field', async () => {
    const me = await registerUser(app);
    expectFailure(
      await post(app, '/v1/front_user/update', { describe: 'x', roles: ['agent'] }, me.accessToken),
      400,
      'BAD_REQUEST',
      'roles is not a field of this call',
    );
    expectFailure(
      await post(app, '/v1/front_user/update', { describe: 'x', passwordHash: 'nope' }, me.accessToken),
      400,
      'BAD_REQUEST',
      'passwordHash is not a field of this call',
    );
    expect((await get(app, '/v1/front_user/info', {}, me.accessToken)).body.data.roles).toEqual([]);
    const row = await app.services.db.selectFrom('front_user').select('passwordHash').where('frontUserId', '=', me.user.frontUserId).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 to a phone another user has', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    expectFailure(await post(app, '/v1/front_user/update', { phone: other.phone }, me.accessToken), 409, 'CONFLICT', /phone is already used/);
    expect((await get(app, '/v1/front_user/info', {}, me.accessToken)).body.data.phone).toBe(me.phone);
  });

  it.each([
    ['an empty body', {}, /^the request must NOT have fewer than 1 properties$/],
    ['a bad phone', { phone: '1234' }, PHONE_MSG],
    ['a blank nickname', { nickname: '   ' }, 'nickname must not be empty'],
    ['an unknown region', { regionId: '999999' }, /^regionId must be one of /],
    ['an avatar on another site scheme', { avatarFile: { fileName: 'a.png', filePath: 'javascript:alert(1)' } }, /^avatarFile\.filePath /],
    ['an avatar without a path', { avatarFile: { fileName: 'a.png' } }, /filePath is required/],
    ['a too long description', { describe: 'x'.repeat(501) }, /^describe must NOT have more than 500 characters$/],
  ])('answers 400 naming the field for %s', async (_name, body, msg) => {
    const me = await registerUser(app);
    expectFailure(await post(app, '/v1/front_user/update', body, me.accessToken), 400, 'BAD_REQUEST', msg);
  });

  it('answers 401 when anonymous or with a garbage token', async () => {
    expectFailure(await post(app, '/v1/front_user/update', { describe: 'x' }), 401, 'SEC_401');
    expectFailure(await post(app, '/v1/front_user/update', { describe: 'x' }, 'garbage'), 401, 'SEC_401');
  });
});
