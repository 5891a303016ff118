import { api } from '../http/client.ts';
import { withCallOptions } from '../http/call-options.ts';
import { getAccessToken, getRefreshToken, logout } from './session-store.ts';

/**
 * Logout (decision 0021): the server ends the sign-in (its access and refresh tokens are refused from
 * then on), then the browser does what the seed says: clear the session and relaunch home. When the
 * server cannot be reached the browser still forgets the session.
 */
export async function signOut(): Promise<void> {
  if (getAccessToken()) {
    const refreshToken = await getRefreshToken();
    try {
      await api.POST('/login/logout', { params: withCallOptions({}, { silent: true }), body: refreshToken ? { refreshToken } : {} });
    } catch {
      // Already ended or unreachable: nothing more the browser can do than forget it.
    }
  }
  logout();
}
