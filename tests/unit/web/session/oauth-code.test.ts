import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { Envelope } from '../../../../src/shared/envelope.ts';
import { memoryKeyStore } from '../../../../src/web/session/key-store.ts';
import { consumeOAuthCode, PENDING_OPENID_KEY } from '../../../../src/web/session/oauth-code.ts';
import { configureSession, memoryStorage, type KeyValueStorage } from '../../../../src/web/session/session-env.ts';
import { getRefreshToken, getUserInfo, isLoggedIn } from '../../../../src/web/session/session-store.ts';

const HREF = 'https://garlic.example/m/?from=share&code=0a1B2c&state=home#/pages/home/home';
const login = {
  accessToken: { tokenValue: 'acc', expiresIn: 7200 },
  refreshToken: { tokenValue: 'ref', expiresIn: 86400 },
  authorities: [],
  userInfo: { frontUserId: 'u3', nickname: 'Grower', phone: '13700000000', avatar: {}, roles: [] },
};
const reply = (data: unknown): Envelope => ({ success: true, data, extension: null, totalCount: 1, msg: 'success', code: '200' });

let tabStorage: KeyValueStorage;
let replaceUrl: Mock<(address: string) => void>;

beforeEach(() => {
  tabStorage = memoryStorage();
  replaceUrl = vi.fn<(address: string) => void>();
  configureSession({
    storage: memoryStorage(),
    tabStorage,
    keyStore: memoryKeyStore(),
    crypto: globalThis.crypto,
    replaceUrl,
    writeCookie: () => {},
    currentUrl: () => HREF,
  });
});

describe('consumeOAuthCode', () => {
  it('signs in a registered user and removes code and state from the address', async () => {
    const call = vi.fn(async () => reply({ registered: true, wxOpenid: 'o-abc', login }));
    expect(await consumeOAuthCode('?from=share&code=0a1B2c&state=home', call)).toEqual({ wxOpenid: 'o-abc', registered: true });
    expect(call).toHaveBeenCalledWith('frontUser.syncCode', { code: '0a1B2c' });
    expect(replaceUrl).toHaveBeenCalledWith('https://garlic.example/m/?from=share#/pages/home/home');
    expect(isLoggedIn()).toBe(true);
    expect(getUserInfo().nickname).toBe('Grower');
    expect(await getRefreshToken()).toBe('ref');
    expect(tabStorage.getItem(PENDING_OPENID_KEY)).toBeNull();
  });

  it('keeps the openid of a new user for the registration form', async () => {
    const call = vi.fn(async () => reply({ registered: false, wxOpenid: 'o-new' }));
    expect(await consumeOAuthCode('?code=zz&state=home', call)).toEqual({ wxOpenid: 'o-new', registered: false });
    expect(tabStorage.getItem('pendingWxOpenid')).toBe('o-new');
    expect(isLoggedIn()).toBe(false);
  });

  it('does nothing without a code, or with another state', async () => {
    const call = vi.fn(async () => reply({}));
    expect(await consumeOAuthCode('?from=share', call)).toBeNull();
    expect(await consumeOAuthCode('?code=zz&state=other', call)).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(replaceUrl).not.toHaveBeenCalled();
  });

  it('removes the single-use code from the address even when the exchange fails', async () => {
    const call = vi.fn(async () => Promise.reject(new Error('code expired')));
    await expect(consumeOAuthCode('?code=zz&state=home', call)).rejects.toThrow('code expired');
    expect(replaceUrl).toHaveBeenCalledTimes(1);
  });
});
