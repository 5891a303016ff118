import type { Middleware } from 'openapi-fetch';
import { app } from '../../../generated/app.ts';
import { t } from '../i18n/translate.ts';
import { getAccessToken } from '../session/session-store.ts';
import { resolveCallFlags, type CallFlags } from './call-options.ts';
import { feedback } from './feedback.ts';
import { HttpError } from './http-error.ts';
import type { Refresher } from './refresh.ts';
import { readReply, type Reply } from './reply.ts';
import type { FetchLike } from './timed-fetch.ts';

/** The refresh call itself never triggers a refresh. */
export const REFRESH_PATH = '/login/refreshToken';
const TOAST_MS = 3000;

interface Call {
  flags: CallFlags;
  /** An unsent copy of the request, cloned again for every replay. */
  pristine: Request;
  sentToken: string | null;
  isRefresh: boolean;
}

function withBearer(request: Request, token: string | null): Request {
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  else request.headers.delete('Authorization');
  return request;
}

/** No answer: offline, the app's time-out, or the connection dropped. A write says so in a toast. */
export function networkFailure(cause: unknown, flags: Pick<CallFlags, 'silent'>): HttpError {
  const message = t('http.networkFailed');
  if (!flags.silent) feedback.toast(message, TOAST_MS);
  return new HttpError('network', message, { cause });
}

/** One surface per failure: nothing for a silent call (its page shows it inline), else a dialog or a toast. */
function failure(reply: Exclude<Reply, { kind: 'ok' }>, flags: CallFlags): HttpError {
  if (reply.kind === 'status') {
    const message = t('http.statusFailed', { code: reply.status });
    if (flags.silent) return new HttpError('status', message, { status: reply.status });
    if (flags.mask) feedback.alert({ title: t('http.tip'), message, showCancel: false });
    else feedback.toast(message, TOAST_MS);
    return new HttpError('status', message, { status: reply.status });
  }
  const { envelope, status } = reply;
  if (reply.kind === 'business' && !flags.silent) {
    feedback.alert({ title: t('http.tip'), message: t('http.error', { msg: reply.envelope.msg }), showCancel: false });
  }
  const msg = envelope?.msg || t('http.sessionExpired');
  return new HttpError(reply.kind, msg, { status, code: envelope?.code, envelope });
}

/**
 * Bearer header, loading mask, the error catalogue of seed-spec.md section 8, and token refresh with
 * replay: a call either rejects with an HttpError or resolves with a successful envelope.
 */
export function createSessionMiddleware(refresher: Refresher, send: FetchLike): Middleware {
  const calls = new Map<string, Call>();

  const finish = (id: string) => {
    const call = calls.get(id);
    calls.delete(id);
    if (call?.flags.mask) feedback.loading(false);
  };

  const settle = async (call: Call, first: Response): Promise<Response> => {
    let response = first;
    for (let attempt = 1; ; attempt++) {
      const reply = await readReply(response);
      if (reply.kind === 'ok') return response;
      if (reply.kind !== 'session' || call.isRefresh) throw failure(reply, call.flags);
      if (attempt >= app.retryLimit) {
        throw new HttpError('attempts', t('http.attemptsExceeded', { limit: app.retryLimit }), { status: reply.status });
      }
      call.sentToken = await refresher.refresh(call.sentToken);
      try {
        response = await send(withBearer(call.pristine.clone(), call.sentToken));
      } catch (error) {
        throw networkFailure(error, call.flags);
      }
    }
  };

  return {
    onRequest({ request, schemaPath, params, id }) {
      const isRefresh = schemaPath === REFRESH_PATH;
      const sentToken = isRefresh ? null : getAccessToken();
      withBearer(request, sentToken);
      const flags = resolveCallFlags(request.method, schemaPath, params);
      calls.set(id, { flags, pristine: request.clone(), sentToken, isRefresh });
      if (flags.mask) feedback.loading(true);
      return request;
    },
    async onResponse({ response, id }) {
      const call = calls.get(id);
      if (!call) return response;
      try {
        return await settle(call, response);
      } finally {
        finish(id);
      }
    },
    onError({ error, id }) {
      const failed = networkFailure(error, calls.get(id)?.flags ?? { silent: false });
      finish(id);
      return failed;
    },
  };
}
