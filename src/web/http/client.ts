import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/api.d.ts';
import { app } from '../../../generated/app.ts';
import { t } from '../i18n/translate.ts';
import { endSessionToLogin, forceRelogin } from '../session/relogin.ts';
import { getAccessToken, getRefreshToken, setLoginResult } from '../session/session-store.ts';
import { withCallOptions } from './call-options.ts';
import { HttpError } from './http-error.ts';
import { createRefresher } from './refresh.ts';
import { createSessionMiddleware, REFRESH_PATH } from './session-middleware.ts';
import { withTimeout, type FetchLike } from './timed-fetch.ts';
import { noteReply } from '../offline/offline-state.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Defaults to the browser's fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Defaults to '/api'; tests outside a browser pass an absolute one. */
  baseUrl?: string;
  timeoutMs?: number;
  uploadTimeoutMs?: number;
}

/**
 * Trades the stored refresh token for new tokens. No refresh token: forced re-login. A refusal by
 * the server (the token expired, was revoked or reused): the session ends on the login page. A
 * network failure or a server fault leaves the session alone, since the token may still be good.
 */
async function renewSession(client: ApiClient): Promise<string> {
  const refreshToken = await getRefreshToken();
  if (!refreshToken) {
    void forceRelogin();
    throw new HttpError('session', t('http.sessionExpired'));
  }
  try {
    // In the body, never the address, so the token stays out of logs and histories (decision 0022).
    const params = withCallOptions({}, { silent: true });
    const { data } = await client.POST(REFRESH_PATH, { params, body: { refreshToken } });
    if (!data) throw new HttpError('session', t('http.sessionExpired'));
    await setLoginResult(data.data);
    return data.data.accessToken.tokenValue;
  } catch (error) {
    if (error instanceof HttpError && (error.kind === 'session' || error.kind === 'business')) endSessionToLogin();
    throw error;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // A reply the service worker answers from its cache says when it was saved: the offline notice shows it.
  const base: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request).then((response) => (noteReply(response), response)));
  const send = withTimeout(() => base, options.timeoutMs ?? app.networkTimeoutMs, options.uploadTimeoutMs ?? app.uploadTimeoutMs);
  const client = createClient<paths>({ baseUrl: options.baseUrl ?? '/api', fetch: send });
  const refresher = createRefresher(getAccessToken, () => renewSession(client));
  client.use(createSessionMiddleware(refresher, send));
  return client;
}

/** The app's client: typed by the generated `paths`; rejects with HttpError, resolves with a successful envelope. */
export const api: ApiClient = createApiClient();
