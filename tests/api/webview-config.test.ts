import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { loadConfig } from '../../src/server/config.ts';

let plain: App;
let configured: App;
beforeAll(async () => {
  plain = await startTestApp();
  configured = await startTestApp({ WEBVIEW_HOSTS: 'www.moa.gov.cn, MP.weixin.qq.com', MEDIA_HOSTS: 'live.garlic-cdn.cn' });
});
afterAll(async () => {
  await plain.close();
  await configured.close();
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('webview and media hosts an operator allows', () => {
  it('without WEBVIEW_HOSTS, nothing may be framed and the app is told so', async () => {
    const res = await plain.inject({ url: '/app-config.json' });
    expect(res.json().webviewHosts).toEqual([]);
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
  });

  it("the CSP's frame-src follows WEBVIEW_HOSTS (https only), media-src and img-src follow MEDIA_HOSTS", async () => {
    const res = await configured.inject({ url: '/app-config.json' });
    expect(res.json().webviewHosts).toEqual(['www.moa.gov.cn', 'mp.weixin.qq.com']);
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.moa.gov.cn https://mp.weixin.qq.com');
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob: https://live.garlic-cdn.cn");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.is.autonavi.com https://live.garlic-cdn.cn");
    const api = await configured.inject({ url: '/api/v1/menu/info' });
    expect(directive(String(api.headers['content-security-policy']), 'frame-src')).toBe('frame-src https://www.moa.gov.cn https://mp.weixin.qq.com');
  });

  it.each(['https://www.moa.gov.cn', 'www.moa.gov.cn/path', 'moa.gov.cn:443', "x.cn 'unsafe-inline'"])(
    'refuses %j at start with the variable named',
    (value) => {
      expect(() => loadConfig({ WEBVIEW_HOSTS: value })).toThrow('WEBVIEW_HOSTS must be host names separated by commas');
      expect(() => loadConfig({ MEDIA_HOSTS: value })).toThrow('MEDIA_HOSTS must be host names');
    },
  );
});
