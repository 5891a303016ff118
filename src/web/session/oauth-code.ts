import type { OperationId } from '../../../generated/client-operations.ts';
import type { Envelope } from '../../shared/envelope.ts';
import { callManifestOperation } from '../http/call-operation.ts';
import { sessionEnv } from './session-env.ts';
import { setLoginResult, type LoginResult } from './session-store.ts';

export const PENDING_OPENID_KEY = 'pendingWxOpenid';

interface SyncCodeReply {
  login?: LoginResult;
  registered: boolean;
  wxOpenid: string;
}
type Call = (opId: OperationId, input?: Record<string, unknown>) => Promise<Envelope>;

/** The address without the `code` and `state` that the authorize page appended. */
function withoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.toString();
}

/**
 * Handles the return from the OAuth authorize page (`?code=...&state=home`): a registered user is
 * signed in; otherwise the openid waits in sessionStorage for the registration form.
 */
export async function consumeOAuthCode(search: string, call: Call = callManifestOperation): Promise<{ wxOpenid: string; registered: boolean } | null> {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  if (!code || query.get('state') !== 'home') return null;
  const env = sessionEnv();
  env.replaceUrl(withoutCode(env.currentUrl()));
  const data = (await call('frontUser.syncCode', { code })).data as SyncCodeReply;
  if (data.registered && data.login) {
    await setLoginResult(data.login);
    env.tabStorage.removeItem(PENDING_OPENID_KEY);
  } else {
    env.tabStorage.setItem(PENDING_OPENID_KEY, data.wxOpenid);
  }
  return { wxOpenid: data.wxOpenid, registered: data.registered };
}
