import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { loadAppConfig } from '../../../../src/web/session/app-config.ts';
import { memoryKeyStore } from '../../../../src/web/session/key-store.ts';
import { forceRelogin } from '../../../../src/web/session/relogin.ts';
import { authorizeUrl, currentTarget, returnAddress, returnAddressTo } from '../../../../src/web/session/authorize-address.ts';
import { configureSession, memoryStorage, type KeyValueStorage } from '../../../../src/web/session/session-env.ts';
import { setLoginResult } from '../../../../src/web/session/session-store.ts';

const WECHAT = { wechatAppId: 'wx5f1e2d3c4b', authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize', webviewHosts: [] };
const DEV = { wechatAppId: null, authorizeUrl: '/dev/wechat/authorize', webviewHosts: [] };
const HREF = 'https://garlic.example/m/index.html?from=timeline&id=a%20b#/pages/user/user?params=%7B%7D';
const ENCODED_RETURN = 'https%3A%2F%2Fgarlic.example%2Fm%2Findex.html%3Ffrom%3Dtimeline%26id%3Da%2520b';

let storage: KeyValueStorage;
let now: number;
let redirect: Mock<(address: string) => void>;
let navigate: Mock<(address: string) => void>;
let configFetch: ReturnType<typeof vi.fn>;

function configure(config: unknown, status = 200) {
  storage = memoryStorage();
  now = 1_000_000;
  redirect = vi.fn<(address: string) => void>();
  navigate = vi.fn<(address: string) => void>();
  configFetch = vi.fn(async () => Response.json(config, { status }));
  configureSession({
    storage,
    tabStorage: memoryStorage(),
    keyStore: memoryKeyStore(),
    crypto: globalThis.crypto,
    redirect,
    navigate,
    writeCookie: () => {},
    currentUrl: () => HREF,
    now: () => now,
    fetch: configFetch as unknown as typeof fetch,
  });
}

beforeEach(() => configure(WECHAT));

describe('authorize address', () => {
  it('drops the fragment of the return address', () => {
    expect(returnAddress(HREF)).toBe('https://garlic.example/m/index.html?from=timeline&id=a%20b');
    expect(returnAddress('https://x.example/')).toBe('https://x.example/');
  });

  it("is WeChat's with the app id, and the dev page without one", () => {
    expect(authorizeUrl(WECHAT, HREF)).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx5f1e2d3c4b&redirect_uri=${ENCODED_RETURN}` +
        '&response_type=code&scope=snsapi_userinfo&state=home#wechat_redirect',
    );
    expect(authorizeUrl(DEV, HREF)).toBe(`/dev/wechat/authorize?appid=&redirect_uri=${ENCODED_RETURN}&response_type=code&scope=snsapi_userinfo&state=home`);
  });
});

describe('the page to come back to', () => {
  it('rides on the return address as returnTo, only when it is an in-app path', () => {
    expect(returnAddressTo(HREF, '/pages/user/user')).toBe('https://garlic.example/m/index.html?from=timeline&id=a%20b&returnTo=%2Fpages%2Fuser%2Fuser');
    expect(returnAddressTo(HREF, 'https://evil.example/')).toBe('https://garlic.example/m/index.html?from=timeline&id=a%20b');
    expect(returnAddressTo('https://x.example/?returnTo=%2F%2Fevil', null)).toBe('https://x.example/');
  });

  it('is the page the user is on, or the page that sent them to sign in or register', () => {
    expect(currentTarget(HREF)).toBe('/pages/user/user?params=%7B%7D');
    const login = `https://x.example/#/pages/login?params=${encodeURIComponent(JSON.stringify({ redirect: '/pages/my/my-buy-sell' }))}`;
    expect(currentTarget(login)).toBe('/pages/my/my-buy-sell');
    const regist = `https://x.example/#/pages/regist?params=${encodeURIComponent(JSON.stringify({ redirect: 'https://evil.example/' }))}`;
    expect(currentTarget(regist)).toBeNull();
    expect(currentTarget('https://x.example/')).toBeNull();
  });

  it('forceRelogin sends the tapped tab through the authorize page', async () => {
    await forceRelogin('/pages/broadcast/broadcast');
    const address = new URL(redirect.mock.calls[0]![0]);
    expect(new URL(address.searchParams.get('redirect_uri')!).searchParams.get('returnTo')).toBe('/pages/broadcast/broadcast');
  });
});

describe('forceRelogin', () => {
  it('clears the session and redirects to the authorize page', async () => {
    await setLoginResult({
      accessToken: { tokenValue: 'a', expiresIn: 60 },
      refreshToken: { tokenValue: 'r', expiresIn: 60 },
      authorities: [],
      userInfo: { frontUserId: 'u', nickname: '', phone: '', avatar: {}, roles: [] },
    });
    await forceRelogin();
    expect([storage.getItem('token'), storage.getItem('loginToken'), storage.getItem('userInfo')]).toEqual([null, null, null]);
    expect(redirect).toHaveBeenCalledWith(authorizeUrl(WECHAT, HREF, currentTarget(HREF)));
  });

  it('is ignored within 3 seconds of the previous one', async () => {
    await forceRelogin();
    now += 2999;
    await forceRelogin();
    expect(redirect).toHaveBeenCalledTimes(1);
    now += 1;
    await forceRelogin();
    expect(redirect).toHaveBeenCalledTimes(2);
  });

  it('uses the development authorize page when no WeChat app id is configured', async () => {
    configure(DEV);
    await forceRelogin();
    expect(redirect).toHaveBeenCalledWith(authorizeUrl(DEV, HREF, currentTarget(HREF)));
    expect(redirect.mock.calls[0]![0]).not.toContain('#wechat_redirect');
  });

  it('falls back to the login page when the app config cannot be loaded', async () => {
    configure({ error: 'down' }, 503);
    await forceRelogin();
    expect(redirect).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('#/pages/login');
  });
});

describe('loadAppConfig', () => {
  it('fetches /app-config.json once and caches it', async () => {
    expect(await loadAppConfig()).toEqual(WECHAT);
    expect(await loadAppConfig()).toEqual(WECHAT);
    expect(configFetch).toHaveBeenCalledTimes(1);
    expect(configFetch.mock.calls[0]![0]).toBe('/app-config.json');
  });

  it('rejects a malformed config and tries again next time', async () => {
    configure({ wechatAppId: 5 });
    await expect(loadAppConfig()).rejects.toThrow('/app-config.json is not { wechatAppId, authorizeUrl }');
    await expect(loadAppConfig()).rejects.toThrow();
    expect(configFetch).toHaveBeenCalledTimes(2);
  });
});
