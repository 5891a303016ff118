import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createOperations } from '../../../../src/web/http/call-operation.ts';
import { createApiClient } from '../../../../src/web/http/client.ts';
import { isLoadingVisible, subscribeFeedback, type FeedbackEvent } from '../../../../src/web/http/feedback.ts';
import { createRefresher } from '../../../../src/web/http/refresh.ts';
import { setLanguage } from '../../../../src/web/i18n/translate.ts';
import { memoryKeyStore } from '../../../../src/web/session/key-store.ts';
import { configureSession, memoryStorage, type KeyValueStorage } from '../../../../src/web/session/session-env.ts';
import { getRefreshToken, setLoginResult, setUserInfo } from '../../../../src/web/session/session-store.ts';

const BASE = 'http://garlic.test/api';
const ok = (data: unknown) => Response.json({ success: true, data, extension: null, totalCount: 1, msg: 'success', code: '200' });
const denied = (code: string) => Response.json({ success: false, data: null, extension: null, totalCount: 0, msg: 'Session invalid', code }, { status: 401 });
const loginResult = (n: number) => ({
  accessToken: { tokenValue: `access-${n}`, expiresIn: 7200 },
  refreshToken: { tokenValue: `refresh-${n}`, expiresIn: 2592000 },
  authorities: [],
  userInfo: { frontUserId: 'u1', nickname: 'Li', phone: '13800000000', avatar: {}, roles: [] },
});

let storage: KeyValueStorage;
let navigate: Mock<(address: string) => void>;
let redirect: Mock<(address: string) => void>;
let events: FeedbackEvent[];
let unsubscribe = () => {};

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  setLanguage('en');
  storage = memoryStorage();
  navigate = vi.fn<(address: string) => void>();
  redirect = vi.fn<(address: string) => void>();
  configureSession({
    storage,
    tabStorage: memoryStorage(),
    keyStore: memoryKeyStore(),
    crypto: globalThis.crypto,
    navigate,
    redirect,
    currentUrl: () => 'https://garlic.example/app/?from=share&lang=zh-CN#/pages/user/user',
    writeCookie: () => {},
    now: () => 50_000,
    fetch: async () => Response.json({ wechatAppId: 'wx0a1b2c', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize' }),
  });
  events = [];
  unsubscribe = subscribeFeedback((event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  expect(isLoadingVisible()).toBe(false);
  vi.unstubAllGlobals();
});

/** A server whose protected call accepts only the latest access token, and which rotates on refresh. */
function fakeServer(options: { refreshReply?: () => Response; holdUntil?: number; acceptAny?: boolean } = {}) {
  let issued = 1;
  const refreshes: string[] = [];
  const infoAuth: (string | null)[] = [];
  const held: (() => void)[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === '/api/login/refreshToken') {
      // The token travels in a POST body, never in the address (decision 0022).
      expect(request.method).toBe('POST');
      expect(url.search).toBe('');
      refreshes.push((JSON.parse(await request.text()) as { refreshToken: string }).refreshToken);
      expect(request.headers.get('authorization')).toBeNull();
      if (options.refreshReply) return options.refreshReply();
      issued += 1;
      return ok(loginResult(issued));
    }
    const auth = request.headers.get('authorization');
    infoAuth.push(auth);
    if (!options.acceptAny && auth === `Bearer access-${issued}`) return ok({ frontUserId: 'u1' });
    if (options.holdUntil) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        if (held.length === options.holdUntil) held.forEach((release) => release());
      });
    }
    return denied('SEC_401');
  };
  const { callOperation } = createOperations(createApiClient({ fetch, baseUrl: BASE }));
  return { callOperation, refreshes, infoAuth };
}

describe('token refresh', () => {
  it('three concurrent calls failing with SEC_401 share ONE refresh and all replay with the new token', async () => {
    await setLoginResult({ ...loginResult(0), accessToken: { tokenValue: 'access-stale', expiresIn: 7200 } });
    const server = fakeServer({ holdUntil: 3 });
    const replies = await Promise.all([1, 2, 3].map(() => server.callOperation('frontUser.info')));
    expect(replies.map((r) => r.data)).toEqual([{ frontUserId: 'u1' }, { frontUserId: 'u1' }, { frontUserId: 'u1' }]);
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(server.infoAuth.filter((a) => a === 'Bearer access-stale')).toHaveLength(3);
    expect(server.infoAuth.filter((a) => a === 'Bearer access-2')).toHaveLength(3);
    expect(storage.getItem('token')).toBe('access-2');
    expect(await getRefreshToken()).toBe('refresh-2');
    expect(events).toEqual([]);
  });

  it('replays a POST with its body', async () => {
    await setLoginResult({ ...loginResult(0), accessToken: { tokenValue: 'access-stale', expiresIn: 7200 } });
    const bodies: string[] = [];
    let issued = 0;
    const fetch = async (request: Request) => {
      if (request.url.endsWith('/login/refreshToken') && (await request.clone().text()) === '{"refreshToken":"refresh-0"}') return ok(loginResult(++issued));
      bodies.push(await request.text());
      return request.headers.get('authorization') === 'Bearer access-1' ? ok(null) : denied('SEC_401');
    };
    const { callOperation } = createOperations(createApiClient({ fetch, baseUrl: BASE }));
    await callOperation('frontUser.update', { describe: 'garlic grower' });
    expect(bodies).toEqual(['{"describe":"garlic grower"}', '{"describe":"garlic grower"}']);
  });

  it('a refused refresh (refresh token reused) logs out and goes to the login page', async () => {
    await setLoginResult({ ...loginResult(0), accessToken: { tokenValue: 'access-stale', expiresIn: 7200 } });
    const server = fakeServer({ refreshReply: () => denied('SEC_0001') });
    await expect(server.callOperation('frontUser.info')).rejects.toMatchObject({ kind: 'session', code: 'SEC_0001' });
    expect(server.refreshes).toEqual(['refresh-0']);
    expect(navigate).toHaveBeenCalledWith('#/pages/login');
    expect([storage.getItem('token'), storage.getItem('loginToken'), storage.getItem('userInfo')]).toEqual([null, null, null]);
    expect(redirect).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('without a refresh token: forced re-login to the exact WeChat authorize address, which brings the user back to the page', async () => {
    await setUserInfo({ accessToken: { tokenValue: 'access-stale', expiresIn: 7200 } });
    const server = fakeServer();
    await expect(server.callOperation('frontUser.info')).rejects.toMatchObject({ kind: 'session' });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect).toHaveBeenCalledWith(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx0a1b2c' +
        '&redirect_uri=https%3A%2F%2Fgarlic.example%2Fapp%2F%3Ffrom%3Dshare%26lang%3Dzh-CN%26returnTo%3D%252Fpages%252Fuser%252Fuser' +
        '&response_type=code&scope=snsapi_userinfo&state=home#wechat_redirect',
    );
    expect(server.refreshes).toEqual([]);
    expect(storage.getItem('token')).toBeNull();
  });

  it('stops after 3 attempts with "Request attempts exceeded 3 times"', async () => {
    await setLoginResult(loginResult(1));
    const server = fakeServer({ acceptAny: true });
    await expect(server.callOperation('frontUser.info')).rejects.toThrow('Request attempts exceeded 3 times');
    expect(server.infoAuth).toEqual(['Bearer access-1', 'Bearer access-2', 'Bearer access-3']);
    expect(server.refreshes).toEqual(['refresh-1', 'refresh-2']);
  });

  it('keeps the mask up through refresh and replay, and lowers it once', async () => {
    await setLoginResult({ ...loginResult(0), accessToken: { tokenValue: 'access-stale', expiresIn: 7200 } });
    const server = fakeServer();
    await server.callOperation('frontUser.info', {}, { mask: true });
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'loading', visible: false },
    ]);
  });
});

describe('createRefresher', () => {
  it('runs one renewal for concurrent callers and none once the token already changed', async () => {
    let token = 'old';
    const renew = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      token = 'new';
      return token;
    });
    const refresher = createRefresher(() => token, renew, undefined);
    expect(await Promise.all([refresher.refresh('old'), refresher.refresh('old'), refresher.refresh('old')])).toEqual(['new', 'new', 'new']);
    expect(await refresher.refresh('old')).toBe('new');
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('serialises through the cross-tab lock when there is one', async () => {
    const names: string[] = [];
    const lock = { request: <T>(name: string, run: () => Promise<T>) => (names.push(name), run()) };
    const refresher = createRefresher(
      () => 'old',
      async () => 'new',
      lock,
    );
    expect(await refresher.refresh('old')).toBe('new');
    expect(names).toEqual(['garlic-market-token-refresh']);
  });
});
