import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { registerUser } from './helpers/calls.ts';

const ENVELOPE = ['code', 'data', 'extension', 'msg', 'success', 'totalCount'];
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written out by hand, as a browser sends it. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----garlic${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(target: App, parts: Part[], token?: string) {
  const { payload, contentType } = multipart(parts);
  const res = await target.inject({
    method: 'POST',
    url: '/api/v1/file/upload',
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(ENVELOPE);
  return { status: res.statusCode, body };
}

let app: App;
let token: string;
let userId: string;
beforeAll(async () => {
  app = await startTestApp();
  const user = await registerUser(app);
  token = user.accessToken;
  userId = user.user.frontUserId;
});
afterAll(async () => {
  await app.close();
});

describe('POST /v1/file/upload', () => {
  it('stores a PNG and serves the same bytes back as image/png', async () => {
    const reply = await upload(app, [{ name: 'file', filename: 'dot.png', type: 'image/png', data: PNG }], token);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data.fileName).toBe('dot.png');
    expect(reply.body.data.filePath).toMatch(/^\/files\/\d{4}-\d{2}\/[\w-]+\.png$/);

    const res = await app.inject({ method: 'GET', url: reply.body.data.filePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.rawPayload, PNG)).toBe(0);

    const row = await app.services.db.selectFrom('stored_file').selectAll().where('filePath', '=', reply.body.data.filePath).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerId: userId, contentType: 'image/png', size: PNG.length });
  });

  it('goes by the bytes, not the name: a PNG called photo.jpg is stored as .png', async () => {
    const reply = await upload(app, [{ name: 'file', filename: 'photo.jpg', type: 'image/jpeg', data: PNG }], token);
    expect(reply.status).toBe(200);
    expect(reply.body.data.filePath).toMatch(/\.png$/);
  });

  it('answers 415 to a text file named .png', async () => {
    const reply = await upload(app, [{ name: 'file', filename: 'notes.png', type: 'image/png', data: 'just some text, not an image\n' }], token);
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
    expect(reply.body.msg).toMatch(/^file must be/);
  });

  it('answers 401 when anonymous', async () => {
    const reply = await upload(app, [{ name: 'file', filename: 'dot.png', type: 'image/png', data: PNG }]);
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ success: false, code: 'SEC_401' });
  });

  it('answers 400 naming file when the form has no file field', async () => {
    const fieldOnly = await upload(app, [{ name: 'note', data: 'hello' }], token);
    expect(fieldOnly.status).toBe(400);
    expect(fieldOnly.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(fieldOnly.body.msg).toMatch(/^file/);
    const otherName = await upload(app, [{ name: 'image', filename: 'dot.png', type: 'image/png', data: PNG }], token);
    expect(otherName.status).toBe(400);
    expect(otherName.body.msg).toMatch(/field named "file"/);
  });

  it('answers 400 to an empty file and to a JSON body', async () => {
    const empty = await upload(app, [{ name: 'file', filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }], token);
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('file is empty');
    const res = await app.inject({ method: 'POST', url: '/api/v1/file/upload', payload: { file: 'x' }, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.json().msg).toMatch(/multipart\/form-data/);
  });
});

describe('GET /files/*', () => {
  it('answers 404 in the envelope to a missing file or a path that leaves the folder', async () => {
    for (const url of ['/files/2024-01/none.png', '/files/..%2F..%2Fetc%2Fpasswd', '/files/%2e%2e/jwt-secret']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('with UPLOAD_MAX_BYTES=1000', () => {
  let small: App;
  let smallToken: string;
  beforeAll(async () => {
    small = await startTestApp({ UPLOAD_MAX_BYTES: '1000' });
    smallToken = (await registerUser(small)).accessToken;
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 to a larger file and stores nothing', async () => {
    const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2000, 1)]);
    const reply = await upload(small, [{ name: 'file', filename: 'big.png', type: 'image/png', data: big }], smallToken);
    expect(reply.status).toBe(413);
    expect(reply.body).toMatchObject({ success: false, code: 'TOO_LARGE' });
    expect(reply.body.msg).toMatch(/^file is larger than/);
    expect(await small.services.db.selectFrom('stored_file').select('fileId').execute()).toHaveLength(0);
  });

  it('names the real limit in the 413 message, not one rounded down to 0 MB', async () => {
    const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2000, 1)]);
    const reply = await upload(small, [{ name: 'file', filename: 'big.png', type: 'image/png', data: big }], smallToken);
    expect(reply.status).toBe(413);
    expect(reply.body.msg).not.toMatch(/larger than 0 MB/);
  });

  it('still takes a file under the limit', async () => {
    const reply = await upload(small, [{ name: 'file', filename: 'dot.png', type: 'image/png', data: PNG }], smallToken);
    expect(reply.status).toBe(200);
  });
});
