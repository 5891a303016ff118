import { describe, expect, it } from 'vitest';
import { decideWebview } from '../../../../src/web/overrides/webview-rules.ts';
import { homeLinks, menuLinks, type MenuEntry } from '../../../../src/web/overrides/menu-model.ts';
import { playbackFor } from '../../../../src/web/overrides/media/playback.ts';
import { readingOf } from '../../../../src/web/overrides/broadcast/use-reader.ts';

const HOSTS = ['www.moa.gov.cn'];

describe('decideWebview', () => {
  it.each([
    ['https://www.moa.gov.cn/gk/', { ok: true, url: 'https://www.moa.gov.cn/gk/' }],
    ['  https://WWW.MOA.gov.cn ', { ok: true, url: 'https://www.moa.gov.cn/' }],
    ['https://evil.example.com/', { ok: false, reason: 'notAllowed' }],
    ['https://www.moa.gov.cn.evil.com/', { ok: false, reason: 'notAllowed' }],
    ['https://www.moa.gov.cn:8443/', { ok: false, reason: 'notAllowed' }],
    ['http://www.moa.gov.cn/', { ok: false, reason: 'notHttps' }],
    ['javascript:alert(1)', { ok: false, reason: 'notHttps' }],
    ['data:text/html,<b>x</b>', { ok: false, reason: 'notHttps' }],
    ['https://user:pw@www.moa.gov.cn/', { ok: false, reason: 'invalid' }],
    ['not a url', { ok: false, reason: 'invalid' }],
    ['', { ok: false, reason: 'missing' }],
    [undefined, { ok: false, reason: 'missing' }],
    [42, { ok: false, reason: 'missing' }],
  ])('%j → %j', (raw, expected) => {
    expect(decideWebview(raw, HOSTS)).toEqual(expected);
  });

  it('refuses everything when the operator allows no host', () => {
    expect(decideWebview('https://www.moa.gov.cn/', [])).toEqual({ ok: false, reason: 'notAllowed' });
  });
});

const entry = (menuId: string, route: string, home = true, params: unknown = null): MenuEntry => ({
  menuId,
  route,
  home,
  params,
  title: '',
  titleEn: '',
  icon: '/media/menu/x.svg',
  section: '1',
});

describe('menuLinks', () => {
  const entries = [
    entry('prices', '/pages/garlic-price/garlic-price', true, { regionId: '370828', nested: { no: 1 } }),
    entry('someday', '/pages/not-built-yet/list'),
    entry('moa', '/pages/webview', true, { url: 'https://www.moa.gov.cn/' }),
    entry('evil', '/pages/webview', true, { url: 'https://evil.example.com/' }),
    entry('live', '/pages/live-video/live-video', false),
  ];

  it('keeps the entries whose route the app knows, and webview entries only for allowed addresses', () => {
    expect(menuLinks(entries, HOSTS).map((l) => [l.entry.menuId, l.routeId, l.params])).toEqual([
      ['prices', 'garlic-price/garlic-price', { regionId: '370828' }],
      ['moa', 'entry/webview', { url: 'https://www.moa.gov.cn/' }],
      ['live', 'entry/live-video', {}],
    ]);
    expect(menuLinks(entries, []).map((l) => l.entry.menuId)).toEqual(['prices', 'live']);
  });

  it('the home grid takes the first nine home entries it can open', () => {
    const many = Array.from({ length: 12 }, (_, i) => entry(`e${i}`, '/pages/more/more', i !== 3));
    expect(homeLinks(menuLinks(many, [])).map((l) => l.entry.menuId)).toEqual(['e0', 'e1', 'e2', 'e4', 'e5', 'e6', 'e7', 'e8', 'e9']);
  });
});

describe('playbackFor', () => {
  const chromium = (type: string) => (type === 'application/vnd.apple.mpegurl' ? '' : 'maybe');
  const safari = (type: string) => (type === 'video/webm' ? '' : 'maybe');

  it('plays the demo clips and files natively where the browser can', () => {
    expect(playbackFor('/media/live/hall.webm', chromium)).toEqual({ kind: 'native', src: '/media/live/hall.webm' });
    expect(playbackFor('https://live.garlic-cdn.cn/jx/hall.m3u8?token=1', safari)).toEqual({
      kind: 'native',
      src: 'https://live.garlic-cdn.cn/jx/hall.m3u8?token=1',
    });
  });

  it('plays HLS through hls.js where the browser has no HLS of its own but has Media Source Extensions', () => {
    expect(playbackFor('https://live.garlic-cdn.cn/jx/hall.m3u8', chromium, true)).toEqual({ kind: 'hls', src: 'https://live.garlic-cdn.cn/jx/hall.m3u8' });
    expect(playbackFor('/media/live/test.m3u8', chromium, true)).toEqual({ kind: 'hls', src: '/media/live/test.m3u8' });
    // Native HLS wins where there is one (WeChat, Safari): no library is loaded there.
    expect(playbackFor('https://live.garlic-cdn.cn/jx/hall.m3u8', safari, true)).toEqual({ kind: 'native', src: 'https://live.garlic-cdn.cn/jx/hall.m3u8' });
    // Other formats are never handed to hls.js.
    expect(playbackFor('/media/live/hall.webm', safari, true)).toEqual({ kind: 'unsupported', reason: 'format' });
  });

  it('says why it cannot play instead of showing a broken player', () => {
    expect(playbackFor('https://live.garlic-cdn.cn/jx/hall.m3u8', chromium)).toEqual({ kind: 'unsupported', reason: 'hls' });
    expect(playbackFor('javascript:alert(1).m3u8', chromium, true)).toEqual({ kind: 'unsupported', reason: 'address' });
    expect(playbackFor('/media/live/hall.webm', safari)).toEqual({ kind: 'unsupported', reason: 'format' });
    expect(playbackFor('http://live.garlic-cdn.cn/a.mp4', chromium)).toEqual({ kind: 'unsupported', reason: 'address' });
    expect(playbackFor('javascript:alert(1)', chromium)).toEqual({ kind: 'unsupported', reason: 'address' });
  });
});

describe('readingOf', () => {
  const item = { voiceId: '1', title: 't', content: 'c', audio: undefined };
  it('plays an attached file first, then the device Chinese voice, else the server audio', () => {
    expect(readingOf({ ...item, audio: '/files/a.mp3' }, true)).toBe('file');
    expect(readingOf({ ...item, audio: '/files/a.mp3' }, false)).toBe('file');
    expect(readingOf(item, true)).toBe('voice');
    expect(readingOf(item, false)).toBe('server');
  });
});
