import type { components } from '../../../generated/api.d.ts';
import { app } from '../../../generated/app.ts';
import { accessTokenCookie, clearedTokenCookie } from './cookie.ts';
import { perEnv, sessionEnv } from './session-env.ts';
import { createTokenCipher } from './token-crypto.ts';
import { forgetUserReplies } from '../offline/forget-user-replies.ts';

export type LoginResult = components['schemas']['loginResult'];
type Profile = components['schemas']['userInfo'];

export interface SessionToken {
  tokenValue: string;
  expiresIn?: number;
}

export type UserInfo = Partial<Profile> & {
  accessToken?: SessionToken;
  /** Its tokenValue is the sealed form kept under `loginToken`, never the plain refresh token. */
  refreshToken?: SessionToken;
  authorities?: string[];
};

/** What callers merge in: here refreshToken.tokenValue is the plain token, sealed before storing. */
export type UserInfoUpdate = Partial<Profile> & {
  accessToken?: SessionToken;
  refreshToken?: SessionToken;
  authorities?: string[];
};

export const STORAGE_KEYS = { token: 'token', loginToken: 'loginToken', userInfo: 'userInfo' } as const;

const listeners = new Set<() => void>();

const state = perEnv((env) => ({
  cipher: createTokenCipher(env.crypto, env.keyStore),
  raw: undefined as string | null | undefined,
  userInfo: {} as UserInfo,
  /** The refresh token when it could not be sealed: kept for this page only, never stored. */
  unsealedRefreshToken: null as string | null,
}));

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** The stored user info; the same object until the stored text changes (also by another tab). */
export function getUserInfo(): Readonly<UserInfo> {
  const s = state();
  const raw = sessionEnv().storage.getItem(STORAGE_KEYS.userInfo);
  if (raw !== s.raw) {
    s.raw = raw;
    s.userInfo = parseUserInfo(raw);
  }
  return s.userInfo;
}

function parseUserInfo(raw: string | null): UserInfo {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserInfo) : {};
  } catch {
    return {};
  }
}

export function isLoggedIn(): boolean {
  return Boolean(getUserInfo().accessToken?.tokenValue);
}

export function getAccessToken(): string | null {
  return sessionEnv().storage.getItem(STORAGE_KEYS.token) || null;
}

/** The plain refresh token, unsealed from `loginToken`; null when there is none or it cannot be read. */
export async function getRefreshToken(): Promise<string | null> {
  const s = state();
  const sealed = sessionEnv().storage.getItem(STORAGE_KEYS.loginToken);
  if (!sealed) return s.unsealedRefreshToken;
  try {
    return await s.cipher.decrypt(sealed);
  } catch {
    return null;
  }
}

async function seal(refreshToken: SessionToken): Promise<SessionToken> {
  const s = state();
  try {
    const sealed = await s.cipher.encrypt(refreshToken.tokenValue);
    s.unsealedRefreshToken = null;
    return { ...refreshToken, tokenValue: sealed };
  } catch {
    s.unsealedRefreshToken = refreshToken.tokenValue;
    return { ...refreshToken, tokenValue: '' };
  }
}

/** Merges into the stored user info and stores both token values (the refresh token sealed). */
export async function setUserInfo(update: UserInfoUpdate): Promise<void> {
  const sealedRefresh = update.refreshToken ? await seal(update.refreshToken) : undefined;
  const env = sessionEnv();
  const next: UserInfo = { ...getUserInfo(), ...update };
  if (sealedRefresh) next.refreshToken = sealedRefresh;
  env.storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(next));
  const access = next.accessToken?.tokenValue;
  if (access) env.storage.setItem(STORAGE_KEYS.token, access);
  else env.storage.removeItem(STORAGE_KEYS.token);
  const loginToken = next.refreshToken?.tokenValue;
  if (loginToken) env.storage.setItem(STORAGE_KEYS.loginToken, loginToken);
  else env.storage.removeItem(STORAGE_KEYS.loginToken);
  if (update.accessToken?.tokenValue) {
    const secure = env.currentUrl().startsWith('https:');
    env.writeCookie(accessTokenCookie(update.accessToken.tokenValue, update.accessToken.expiresIn, secure));
  }
  notify();
}

/** Stores the reply of a login, a registration or a token refresh. */
export function setLoginResult(result: LoginResult): Promise<void> {
  return setUserInfo({
    ...result.userInfo,
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    authorities: result.authorities,
  });
}

/** Clears token, login token and user info from storage and from the cookie. */
export function clearSession(): void {
  const env = sessionEnv();
  env.storage.removeItem(STORAGE_KEYS.token);
  env.storage.removeItem(STORAGE_KEYS.loginToken);
  env.storage.removeItem(STORAGE_KEYS.userInfo);
  env.writeCookie(clearedTokenCookie());
  state().unsealedRefreshToken = null;
  forgetUserReplies();
  notify();
}

/** Clears the session, then relaunches to the home route. */
export function logout(): void {
  clearSession();
  sessionEnv().navigate(`#${app.homeRoute}`);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
