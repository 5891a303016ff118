import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { registerUser } from './helpers/calls.ts';
import { portraitSvg } from '../../src/server/seed/demo-images.ts';

let app: App;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('demo pictures of brokers', () => {
  it('are served as SVG images, sandboxed', async () => {
    await app.services.storage.put('demo/brokers/1-head.svg', Buffer.from(portraitSvg('张', '金乡', 0)));
    const res = await app.inject({ method: 'GET', url: '/files/demo/brokers/1-head.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.body).toContain('>张</text>');
  });

  it('cannot be uploaded by a user: the upload call still refuses SVG', async () => {
    const { accessToken } = await registerUser(app);
    const boundary = 'x-broker-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.svg"\r\nContent-Type: image/svg+xml\r\n\r\n${portraitSvg('李', '邳州', 1)}\r\n--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(415);
  });

  it('are only SVG when they say so: other unknown bytes stay opaque', async () => {
    await app.services.storage.put('demo/brokers/2-head.svg', Buffer.from('<html><script>alert(1)</script></html>'));
    const res = await app.inject({ method: 'GET', url: '/files/demo/brokers/2-head.svg' });
    expect(res.headers['content-type']).toBe('application/octet-stream');
  });
});
