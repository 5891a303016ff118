import { describe, it, expect, afterEach } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { loadConfig, trustProxy } from '../../src/server/config.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The address the server takes as the client's, read where every throttle reads it. */
async function clientAddress(env: Record<string, string>, remoteAddress: string, forwardedFor?: string): Promise<string> {
  if (!app) {
    app = await startTestApp(env);
    app.get('/__ip', async (request) => ({ ip: request.ip }));
  }
  const res = await app.inject({ method: 'GET', url: '/__ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return res.json().ip;
}

describe('TRUST_PROXY: the client address every throttle keys on', () => {
  it("is the socket's address when unset, whatever X-Forwarded-For says", async () => {
    expect(await clientAddress({}, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('with a hop count, is the address that many proxies back', async () => {
    expect(await clientAddress({ TRUST_PROXY: '1' }, '10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('with addresses, trusts X-Forwarded-For only from those proxies', async () => {
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('refuses a value that would trust every proxy, or is no address', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('loopback, 192.168.0.0/24, ::1')).toEqual(['loopback', '192.168.0.0/24', '::1']);
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY must be a hop count or proxy addresses/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});
