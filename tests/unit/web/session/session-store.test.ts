import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { memoryKeyStore } from '../../../../src/web/session/key-store.ts';
import { configureSession, memoryStorage, type KeyValueStorage } from '../../../../src/web/session/session-env.ts';
import {
  getAccessToken,
  getRefreshToken,
  getUserInfo,
  isLoggedIn,
  logout,
  setLoginResult,
  setUserInfo,
  subscribeSession,
} from '../../../../src/web/session/session-store.ts';

const result = {
  accessToken: { tokenValue: 'acc.jwt.value', expiresIn: 7200 },
  refreshToken: { tokenValue: 'plain-refresh-token', expiresIn: 2592000 },
  authorities: ['ROLE_agent'],
  userInfo: { frontUserId: 'u7', nickname: 'Zhang', phone: '13912345678', avatar: {}, roles: ['agent'] },
};

let storage: KeyValueStorage;
let cookies: string[];
let navigate: Mock<(address: string) => void>;

/** crypto: null stands for a browser without WebCrypto. */
function configure({ crypto = globalThis.crypto as Crypto | null, href = 'https://garlic.example/' } = {}) {
  storage = memoryStorage();
  cookies = [];
  navigate = vi.fn<(address: string) => void>();
  configureSession({
    storage,
    tabStorage: memoryStorage(),
    keyStore: memoryKeyStore(),
    crypto: crypto ?? undefined,
    navigate,
    writeCookie: (c) => cookies.push(c),
    currentUrl: () => href,
  });
}

beforeEach(() => configure());

describe('session store', () => {
  it('starts signed out', () => {
    expect(isLoggedIn()).toBe(false);
    expect(getUserInfo()).toEqual({});
    expect(getAccessToken()).toBeNull();
  });

  it('stores a login result: token, sealed loginToken, userInfo with both tokens and the user fields', async () => {
    await setLoginResult(result);
    expect(isLoggedIn()).toBe(true);
    expect(storage.getItem('token')).toBe('acc.jwt.value');
    const sealed = storage.getItem('loginToken')!;
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain('plain-refresh-token');
    expect(await getRefreshToken()).toBe('plain-refresh-token');
    const stored = JSON.parse(storage.getItem('userInfo')!);
    expect(stored).toMatchObject({
      frontUserId: 'u7',
      nickname: 'Zhang',
      roles: ['agent'],
      authorities: ['ROLE_agent'],
      accessToken: { tokenValue: 'acc.jwt.value', expiresIn: 7200 },
      refreshToken: { tokenValue: sealed, expiresIn: 2592000 },
    });
    expect(storage.getItem('userInfo')).not.toContain('plain-refresh-token');
  });

  it('mirrors the access token in a Lax, path-wide cookie that expires with it', async () => {
    configure({ href: 'https://garlic.example/#/pages/home/home' });
    await setLoginResult(result);
    expect(cookies).toEqual(['token=acc.jwt.value; Path=/; SameSite=Lax; Max-Age=7200; Secure']);
  });

  it('merges user info and keeps the tokens', async () => {
    await setLoginResult(result);
    await setUserInfo({ nickname: 'Zhang Wei', regionId: '370828' });
    expect(getUserInfo()).toMatchObject({ nickname: 'Zhang Wei', regionId: '370828', phone: '13912345678' });
    expect(getAccessToken()).toBe('acc.jwt.value');
    expect(await getRefreshToken()).toBe('plain-refresh-token');
  });

  it('returns the same user info object until it changes, and tells subscribers', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const before = getUserInfo();
    expect(getUserInfo()).toBe(before);
    await setLoginResult(result);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getUserInfo()).not.toBe(before);
    unsubscribe();
    logout();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logout clears token, loginToken, userInfo and the cookie, then relaunches home', async () => {
    await setLoginResult(result);
    logout();
    expect([storage.getItem('token'), storage.getItem('loginToken'), storage.getItem('userInfo')]).toEqual([null, null, null]);
    expect(cookies.at(-1)).toBe('token=; Path=/; SameSite=Lax; Max-Age=0');
    expect(isLoggedIn()).toBe(false);
    expect(await getRefreshToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('#/pages/home/home');
  });

  it('an unreadable loginToken counts as no refresh token', async () => {
    await setLoginResult(result);
    storage.setItem('loginToken', 'v1.AAAAAAAAAAAAAAAA.AAAA');
    expect(await getRefreshToken()).toBeNull();
  });

  it('without WebCrypto the refresh token is kept for the page only, never stored', async () => {
    configure({ crypto: null });
    await setLoginResult(result);
    expect(storage.getItem('loginToken')).toBeNull();
    expect(JSON.stringify(Object.values(JSON.parse(storage.getItem('userInfo')!)))).not.toContain('plain-refresh-token');
    expect(await getRefreshToken()).toBe('plain-refresh-token');
    expect(isLoggedIn()).toBe(true);
  });
});
