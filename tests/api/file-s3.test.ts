import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { App } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startTestApp } from './helpers/test-app.ts';
import { registerUser } from './helpers/calls.ts';
import { startLocalS3 } from './helpers/local-s3.ts';

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function multipartPng(): { payload: Buffer; contentType: string } {
  const boundary = `----garlic${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let app: App;
let other: App;
beforeAll(async () => {
  s3 = await startLocalS3('garlic-uploads');
  // Two servers with the same bucket and nothing else in common (each its own data folder and database).
  app = await startTestApp(s3.env);
  other = await startTestApp(s3.env);
});
afterAll(async () => {
  await app?.close();
  await other?.close();
  await s3?.close();
});

describe('uploads with S3_BUCKET', () => {
  it('puts the upload in the bucket, and every server serves it', async () => {
    const user = await registerUser(app);
    const { payload, contentType } = multipartPng();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/file/upload',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const filePath = res.json().data.filePath as string;
    expect(filePath).toMatch(/^\/files\/\d{4}-\d{2}\/[\w-]+\.png$/);

    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: 'garlic-uploads', Key: filePath.slice('/files/'.length) }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await object.Body!.transformToByteArray()), PNG)).toBe(0);
    client.destroy();

    for (const server of [app, other]) {
      const served = await server.inject({ method: 'GET', url: filePath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    }
  });

  it('answers 404 in the envelope to a key the bucket does not hold', async () => {
    const res = await other.inject({ method: 'GET', url: '/files/2024-01/none.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('refuses to start when the bucket does not answer, naming it', async () => {
    await expect(startTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' })).rejects.toThrow(/S3_BUCKET no-such-bucket does not answer/);
  });

  it('/readyz asks the bucket too: ok while it answers, 503 naming the bucket once it stops answering', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', bucket: 'ok' } });
    // A store of its own that goes away while the server runs.
    const leaving = await startLocalS3('garlic-leaving');
    const server = await startTestApp(leaving.env);
    try {
      expect((await server.inject({ method: 'GET', url: '/readyz' })).json().checks.bucket).toBe('ok');
      await leaving.close();
      // The answer is kept a few seconds (BUCKET_CHECK_KEEP_MS), so the probe is asked until it changes.
      await expect.poll(async () => (await server.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 15_000, interval: 250 }).toBe(503);
      const gone = await server.inject({ method: 'GET', url: '/readyz' });
      expect(gone.json().status).toBe('not ready');
      expect(gone.json().checks.database).toBe('ok');
      expect(gone.json().checks.bucket).not.toBe('ok');
    } finally {
      await server.close();
    }
  });

  it('refuses S3 settings without a bucket, and one key without the other', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT set without S3_BUCKET');
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });
});
