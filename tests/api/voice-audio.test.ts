import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.ts';
import { startTestApp } from './helpers/test-app.ts';
import { get, post, registerUser } from './helpers/calls.ts';
import { postBody } from './helpers/posts.ts';

/** A broadcast put on the list as a user does it: a listed trade post, read into the broadcast's text. */
async function listedBroadcast(app: App): Promise<string> {
  const trader = await registerUser(app);
  const postId = (await post(app, '/v1/buy-sell/add', postBody(), trader.accessToken)).body.data.buySellId;
  const added = await post(app, '/v1/voice/broadcast/add', { type: 'BUY_SELL', id: postId }, trader.accessToken);
  expect(added.status).toBe(200);
  return added.body.data.voiceId;
}

const file = async (app: App, path: string) => {
  const res = await app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};

describe('/v1/voice/audio with espeak-ng and lame', () => {
  let app: App;
  let voiceId: string;
  beforeAll(async () => {
    app = await startTestApp();
    voiceId = await listedBroadcast(app);
  });
  afterAll(() => app.close());

  it('reads a listed broadcast aloud as MP3, served from file storage', async () => {
    const reply = await get(app, '/v1/voice/audio', { voiceId });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ voiceId, contentType: 'audio/mpeg', voice: 'cmn', cached: false });
    expect(reply.body.data.filePath).toMatch(/^\/files\/speech\/cmn\/[0-9a-f]{32}\.mp3$/);
    const audio = await file(app, reply.body.data.filePath);
    expect(audio.status).toBe(200);
    expect(audio.type).toBe('audio/mpeg');
    // A sentence of Mandarin at 32 kbit/s is several seconds: tens of kilobytes, in MPEG audio frames.
    expect(audio.bytes.length).toBe(reply.body.data.size);
    expect(audio.bytes.length).toBeGreaterThan(10_000);
    expect(audio.bytes[0]).toBe(0xff);
    expect((audio.bytes[1]! & 0xe0) === 0xe0).toBe(true);
  });

  it('makes the audio once: the second call finds the same file', async () => {
    const first = await get(app, '/v1/voice/audio', { voiceId });
    const second = await get(app, '/v1/voice/audio', { voiceId });
    expect(second.body.data).toMatchObject({ cached: true, filePath: first.body.data.filePath, size: first.body.data.size });
  });

  it('refuses an id that is not a broadcast id, and a missing one', async () => {
    const bad = await get(app, '/v1/voice/audio', { voiceId: 'abc;rm' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/voiceId/);
    const none = await get(app, '/v1/voice/audio', {});
    expect(none.status).toBe(400);
    const unknown = await get(app, '/v1/voice/audio', { voiceId: '1234567890123456' });
    expect(unknown.status).toBe(404);
  });

  it('does not read a broadcast an operator withdrew or hid', async () => {
    const withdrawn = await listedBroadcast(app);
    await app.services.db.updateTable('voice_broadcast').set({ publishStatus: '0' }).where('voiceId', '=', withdrawn).execute();
    expect((await get(app, '/v1/voice/audio', { voiceId: withdrawn })).status).toBe(404);
    const hidden = await listedBroadcast(app);
    await app.services.db.updateTable('voice_broadcast').set({ isHidden: 1 }).where('voiceId', '=', hidden).execute();
    expect((await get(app, '/v1/voice/audio', { voiceId: hidden })).status).toBe(404);
  });
});

// Each case starts a server of its own: a loaded machine may take longer than the default 20 s.
describe('/v1/voice/audio without the programs', { timeout: 90_000 }, () => {
  it('answers 503 naming espeak-ng when it is not installed', async () => {
    const app = await startTestApp({ ESPEAK_PATH: '/nonexistent/espeak-ng' });
    try {
      const reply = await get(app, '/v1/voice/audio', { voiceId: await listedBroadcast(app) });
      expect(reply.status).toBe(503);
      expect(reply.body.code).toBe('NOT_CONFIGURED');
      expect(reply.body.msg).toContain('espeak-ng');
    } finally {
      await app.close();
    }
  });

  it('keeps the WAV when lame is not installed', async () => {
    const app = await startTestApp({ LAME_PATH: '/nonexistent/lame' });
    try {
      const reply = await get(app, '/v1/voice/audio', { voiceId: await listedBroadcast(app) });
      expect(reply.body.data).toMatchObject({ contentType: 'audio/wav', cached: false });
      const audio = await file(app, reply.body.data.filePath);
      expect(audio.type).toBe('audio/wav');
      expect(audio.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(audio.bytes.length).toBeGreaterThan(50_000);
    } finally {
      await app.close();
    }
  });
});
