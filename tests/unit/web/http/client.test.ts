import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../src/web/http/client.ts';
import { createOperations } from '../../../../src/web/http/call-operation.ts';
import { isLoadingVisible, subscribeFeedback, type FeedbackEvent } from '../../../../src/web/http/feedback.ts';
import { HttpError } from '../../../../src/web/http/http-error.ts';
import { setLanguage } from '../../../../src/web/i18n/translate.ts';
import { memoryKeyStore } from '../../../../src/web/session/key-store.ts';
import { configureSession, memoryStorage } from '../../../../src/web/session/session-env.ts';
import { setUserInfo } from '../../../../src/web/session/session-store.ts';

const BASE = 'http://garlic.test/api';
const envelope = (data: unknown, extra: Record<string, unknown> = {}) => ({
  success: true,
  data,
  extension: null,
  totalCount: Array.isArray(data) ? data.length : 1,
  msg: 'success',
  code: '200',
  ...extra,
});
const failed = (msg: string, code = 'BAD_REQUEST') => ({ success: false, data: null, extension: null, totalCount: 0, msg, code });

let events: FeedbackEvent[] = [];
let unsubscribe = () => {};
const seen: Request[] = [];

function operationsWith(reply: (request: Request) => Response | Promise<Response>, timeoutMs?: number) {
  const fetch = async (request: Request) => {
    seen.push(request.clone());
    return reply(request);
  };
  return createOperations(createApiClient({ fetch, baseUrl: BASE, timeoutMs }));
}

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  setLanguage('en');
  configureSession({ storage: memoryStorage(), tabStorage: memoryStorage(), keyStore: memoryKeyStore(), crypto: globalThis.crypto });
  events = [];
  seen.length = 0;
  unsubscribe = subscribeFeedback((event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  expect(isLoadingVisible()).toBe(false);
  vi.unstubAllGlobals();
});

describe('callOperation success path', () => {
  it('sends GET input as the query string and returns the envelope', async () => {
    const rows = [{ buySellId: '1' }, { buySellId: '2' }];
    const { callOperation } = operationsWith(() => Response.json(envelope(rows, { totalCount: 42 })));
    const reply = await callOperation('buySell.findByPage', { page: 2, pageSize: 20, regionId: '370828' });
    expect(reply.data).toEqual(rows);
    expect(reply.totalCount).toBe(42);
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/api/v1/buy-sell/findByPage');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', pageSize: '20', regionId: '370828' });
    expect(events).toEqual([]);
  });

  it('calls a QUERY operation by GET, its input in the query string', async () => {
    const { callOperation } = operationsWith(() => Response.json(envelope([], { totalCount: 0 })));
    await callOperation('regionQuantity.historyYearPage', { page: 1, pageSize: 4 });
    expect(seen[0]!.method).toBe('GET');
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/region-quantity/history-year-page');
    expect(Object.fromEntries(new URL(seen[0]!.url).searchParams)).toEqual({ page: '1', pageSize: '4' });
  });

  it('sends POST input as a JSON body and shows the mask of a masked operation', async () => {
    const { callManifestOperation } = operationsWith(() => Response.json(envelope({ buySellId: '9' })));
    const input = { contacts: 'Wang', contactPhone: '13800000000' };
    const reply = await callManifestOperation('buySell.add', input);
    expect(reply.data).toEqual({ buySellId: '9' });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual(input);
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'loading', visible: false },
    ]);
  });

  it('counts concurrent masked calls: one mask for two calls', async () => {
    const { callManifestOperation } = operationsWith(() => Response.json(envelope(null)));
    await Promise.all([callManifestOperation('buySell.add', {}), callManifestOperation('frontUser.update', {})]);
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'loading', visible: false },
    ]);
  });

  it('puts the values of {name} path segments into the path, the rest into the query', async () => {
    const { callOperation } = operationsWith(() => Response.json(envelope([])));
    await callOperation('ksceDivision.street', { code: '370828' });
    await callOperation('walkQuantity.byPeriod', { token: 'month', regionId: '370828' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/ksce/division/street/370828');
    expect(new URL(seen[0]!.url).search).toBe('');
    const second = new URL(seen[1]!.url);
    expect(second.pathname).toBe('/api/v1/walk-quantity/month');
    expect(Object.fromEntries(second.searchParams)).toEqual({ regionId: '370828' });
  });

  it('lets a call ask for the mask', async () => {
    const { callOperation } = operationsWith(() => Response.json(envelope([])));
    await callOperation('buySell.findByPage', {}, { mask: true });
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'loading', visible: false },
    ]);
  });

  it('posts a file as the multipart field "file"', async () => {
    const { uploadFile } = operationsWith(() => Response.json(envelope({ fileName: 'a.png', filePath: '/files/a.png' })));
    const reply = await uploadFile(new Blob(['png-bytes'], { type: 'image/png' }), 'a.png');
    expect(reply.data).toEqual({ fileName: 'a.png', filePath: '/files/a.png' });
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/file/upload');
    expect(seen[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await seen[0]!.formData()).get('file') as File;
    expect(file.name).toBe('a.png');
    expect(await file.text()).toBe('png-bytes');
  });
});

describe('bearer header', () => {
  it('is sent when a session token exists', async () => {
    await setUserInfo({ accessToken: { tokenValue: 'acc-1', expiresIn: 7200 } });
    const { callOperation } = operationsWith(() => Response.json(envelope({})));
    await callOperation('frontUser.info');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer acc-1');
  });

  it('is absent when signed out', async () => {
    const { callOperation } = operationsWith(() => Response.json(envelope([])));
    await callOperation('buySell.findByPage');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });
});

describe('error catalogue', () => {
  it('success false on a write: a Tip popup "Error: <msg>" without cancel, and the call fails with msg', async () => {
    const { callManifestOperation } = operationsWith(() => Response.json(failed('Phone is already registered')));
    const error: unknown = await callManifestOperation('frontUser.register', { phone: '13800000000' }, { mask: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'business', message: 'Phone is already registered', code: 'BAD_REQUEST' });
    expect(events).toEqual([{ type: 'alert', title: 'Tip', message: 'Error: Phone is already registered', showCancel: false }]);
  });

  it('success false on a silent write: no popup, still fails with msg', async () => {
    const { callOperation } = operationsWith(() => Response.json(failed('Nothing here')));
    await expect(callOperation('notice.read', {}, { silent: true, mask: false })).rejects.toThrow('Nothing here');
    expect(events).toEqual([]);
  });

  it('a failed read shows no popup at all (its page shows the failure inline), whatever the failure', async () => {
    const replies = [
      () => Response.json(failed('Nothing here')),
      () => Response.json(failed('phone: must be 11 digits'), { status: 400 }),
      () => new Response('Internal Server Error', { status: 500 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const reply of replies) {
      const { callOperation } = operationsWith(reply);
      await expect(callOperation('buySell.findByPage')).rejects.toBeInstanceOf(HttpError);
    }
    expect(events).toEqual([]);
  });

  it('a read that asks for popups (silent: false) gets them', async () => {
    const { callOperation } = operationsWith(() => Response.json(failed('phone: must be 11 digits'), { status: 400 }));
    await expect(callOperation('buySell.findByPage', {}, { silent: false })).rejects.toMatchObject({ kind: 'business', status: 400 });
    expect(events).toEqual([{ type: 'alert', title: 'Tip', message: 'Error: phone: must be 11 digits', showCancel: false }]);
  });

  it('the texts follow the language', async () => {
    setLanguage('zh');
    const { callManifestOperation } = operationsWith(() => Response.json(failed('手机号已注册')));
    await expect(callManifestOperation('frontUser.register', {}, { mask: false })).rejects.toThrow('手机号已注册');
    expect(events).toEqual([{ type: 'alert', title: '提示', message: '错误：手机号已注册', showCancel: false }]);
  });

  it('non-200 on a masked write: a popup with the status code, and nothing else', async () => {
    const { callManifestOperation } = operationsWith(() => new Response('Internal Server Error', { status: 500 }));
    await expect(callManifestOperation('buySell.add', {})).rejects.toThrow('Request failed, status code: 500');
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'alert', title: 'Tip', message: 'Request failed, status code: 500', showCancel: false },
      { type: 'loading', visible: false },
    ]);
  });

  it('non-200 on an unmasked write: a toast for 3 seconds', async () => {
    const { callManifestOperation } = operationsWith(() => Response.json(failed('boom', 'SERVER_ERROR'), { status: 502 }));
    await expect(callManifestOperation('buySell.add', {}, { mask: false })).rejects.toMatchObject({ kind: 'status', status: 502 });
    expect(events).toEqual([{ type: 'toast', message: 'Request failed, status code: 502', durationMs: 3000 }]);
  });

  it('network failure on a write: a toast for 3 seconds', async () => {
    const { callManifestOperation } = operationsWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(callManifestOperation('buySell.add', {})).rejects.toMatchObject({ kind: 'network' });
    expect(events).toEqual([
      { type: 'loading', visible: true },
      { type: 'toast', message: 'Failed to call the API, please try again later!', durationMs: 3000 },
      { type: 'loading', visible: false },
    ]);
  });

  it('a request with no answer in time is a network failure', async () => {
    const hang = (request: Request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const { callOperation, callManifestOperation } = operationsWith(hang, 30);
    await expect(callManifestOperation('buySell.add', {}, { mask: false })).rejects.toThrow('Failed to call the API, please try again later!');
    expect(events).toEqual([{ type: 'toast', message: 'Failed to call the API, please try again later!', durationMs: 3000 }]);
    await expect(callOperation('buySell.findByPage')).rejects.toMatchObject({ kind: 'network' });
    expect(events).toHaveLength(1);
  });
});
