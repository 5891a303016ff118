import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, registerUser } from './helpers/calls.ts';
import { NO_FFMPEG_NOTE } from '../../src/server/handlers/wechat-media.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const AMR = Buffer.concat([Buffer.from('#!AMR\n', 'latin1'), Buffer.alloc(26, 0x3c)]);
const WECHAT = { WECHAT_APPID: 'wx0123456789abcdef', WECHAT_SECRET: 'test-secret' };

// A stand-in for ffmpeg: it reads the AMR from stdin and writes an ID3-tagged "MP3", as the real one would.
const fakeDir = mkdtempSync(join(tmpdir(), 'fake-ffmpeg-'));
const FAKE_FFMPEG = join(fakeDir, 'ffmpeg');
writeFileSync(FAKE_FFMPEG, "#!/bin/sh\ncat > /dev/null\nprintf 'ID3\\003\\000\\000\\000\\000\\000\\000converted'\n");
chmodSync(FAKE_FFMPEG, 0o755);

/** WeChat's two calls: the access token, then the media (bytes, or a JSON error). */
function fakeWechat(media: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(String(url));
      if (String(url).includes('/cgi-bin/token')) return Response.json({ access_token: 'ACCESS-1', expires_in: 7200 });
      return media();
    }),
  );
  return calls;
}

let plain: App;
let wechat: App;
let transcoding: App;
beforeAll(async () => {
  plain = await startTestApp();
  wechat = await startTestApp({ ...WECHAT, FFMPEG_PATH: join(fakeDir, 'not-installed') });
  transcoding = await startTestApp({ ...WECHAT, FFMPEG_PATH: FAKE_FFMPEG });
});
afterAll(async () => {
  await Promise.all([plain.close(), wechat.close(), transcoding.close()]);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GET /v1/wechatApp/uploadMedia', () => {
  it('503 NOT_CONFIGURED, saying so, without WECHAT_APPID', async () => {
    const { accessToken } = await registerUser(plain);
    const reply = await get(plain, '/v1/wechatApp/uploadMedia', { mediaId: 'MEDIA_1' }, accessToken);
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ success: false, code: 'NOT_CONFIGURED' });
    expect(reply.body.msg).toMatch(/^WeChat is not configured on this server \(WECHAT_APPID and WECHAT_SECRET are unset\)/);
  });

  it('401 SEC_401 when signed out', async () => {
    const reply = await get(wechat, '/v1/wechatApp/uploadMedia', { mediaId: 'MEDIA_1' });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('SEC_401');
  });

  it('400 names a malformed mediaId', async () => {
    const { accessToken } = await registerUser(wechat);
    const reply = await get(wechat, '/v1/wechatApp/uploadMedia', { mediaId: 'bad id!' }, accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('mediaId must be a WeChat media_id (letters, digits, _ and -)');
  });

  it('fetches an image with the access token and stores it as an upload', async () => {
    const { accessToken, user } = await registerUser(wechat);
    const calls = fakeWechat(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }));
    const reply = await get(wechat, '/v1/wechatApp/uploadMedia', { mediaId: 'IMG_media-1' }, accessToken);
    expect(reply.status).toBe(200);
    expect(calls).toContain('https://api.weixin.qq.com/cgi-bin/media/get?access_token=ACCESS-1&media_id=IMG_media-1');
    const data = reply.body.data;
    expect(data).toMatchObject({ fileName: 'IMG_media-1.png', contentType: 'image/png', size: PNG.length, transcoded: false, note: '' });
    expect(data.filePath).toMatch(/^\/files\/\d{4}-\d{2}\/[\w-]+\.png$/);
    const served = await wechat.inject({ method: 'GET', url: data.filePath });
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const row = await wechat.services.db.selectFrom('stored_file').selectAll().where('filePath', '=', data.filePath).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ownerId: user.frontUserId, contentType: 'image/png', size: PNG.length });
  });

  it('keeps AMR voice as it came, and says why, when ffmpeg is absent', async () => {
    const { accessToken } = await registerUser(wechat);
    fakeWechat(() => new Response(AMR, { headers: { 'content-type': 'audio/amr' } }));
    const { data } = (await get(wechat, '/v1/wechatApp/uploadMedia', { mediaId: 'VOICE_1' }, accessToken)).body;
    expect(data).toMatchObject({ fileName: 'VOICE_1.amr', contentType: 'audio/amr', size: AMR.length, transcoded: false, note: NO_FFMPEG_NOTE });
    expect((await wechat.inject({ method: 'GET', url: data.filePath })).rawPayload.equals(AMR)).toBe(true);
  });

  it('converts AMR voice to MP3 through ffmpeg when it runs', async () => {
    const { accessToken } = await registerUser(transcoding);
    fakeWechat(() => new Response(AMR, { headers: { 'content-type': 'audio/amr' } }));
    const { data } = (await get(transcoding, '/v1/wechatApp/uploadMedia', { mediaId: 'VOICE_2' }, accessToken)).body;
    expect(data).toMatchObject({ fileName: 'VOICE_2.mp3', contentType: 'audio/mpeg', transcoded: true, note: '' });
    // eslint-disable-next-line no-control-regex -- an ID3v2.3 header starts with byte 3
    expect((await transcoding.inject({ method: 'GET', url: data.filePath })).rawPayload.toString('latin1')).toMatch(/^ID3\x03.*converted$/s);
  });

  it("400 when WeChat doesn't know the media_id (40007)", async () => {
    const { accessToken } = await registerUser(wechat);
    fakeWechat(() => Response.json({ errcode: 40007, errmsg: 'invalid media_id' }));
    const reply = await get(wechat, '/v1/wechatApp/uploadMedia', { mediaId: 'GONE_1' }, accessToken);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toMatch(/^mediaId is not a media_id WeChat knows, or it expired/);
  });
});
