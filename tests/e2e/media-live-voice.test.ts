import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';

const suite = serverAndBrowser();
const HLS_FIXTURE = join(import.meta.dirname, '../fixtures/hls');

async function localPage(lang = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const opened = await phonePage(suite.browser, lang);
  await opened.page.context().route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort(),
  );
  return opened;
}

const api = async (path: string) => ((await (await fetch(`${suite.server.url}/api${path}`)).json()) as { data: any; totalCount: number }).data;
const idOf = (p: Page) => p.evaluate(() => JSON.parse(new URLSearchParams(location.hash.split('?')[1]).get('params')!).liveBroadcastId as string);

describe('live video at 390x844', () => {
  it('the live tab shows the carousel, both kinds of market and hot videos; a variety narrows them', async () => {
    const { page, errors } = await localPage('zh-CN');
    await page.goto(`${suite.server.url}/#/pages/live-video/live-video`);
    await expect.poll(() => page.getByTestId('live-carousel-slide').count()).toBeGreaterThanOrEqual(4);
    for (const section of ['live-origin', 'live-wholesale', 'live-hot'])
      await expect.poll(() => page.getByTestId(section).getByTestId('video-tile').count()).toBe(4);
    await shot(page, 'media-live-tab-zh');
    await page.getByTestId('live-variety-2').click();
    await expect.poll(() => page.getByTestId('live-origin').getByTestId('video-tile').count()).toBeLessThan(4);
    const names = await page.getByTestId('live-origin').getByTestId('video-tile').allTextContents();
    expect(names.every((n) => n.includes('邳州') || n.includes('江') || n.includes('杭州'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('market live area → detail: the stream plays and the play is counted', async () => {
    const { page, errors } = await localPage();
    await page.goto(`${suite.server.url}/#/pages/live-video/live-video-list`);
    await expect.poll(() => page.getByTestId('list-item').count()).toBe(20);
    await shot(page, 'media-live-list-en');
    const title = await page.getByTestId('list-item').first().locator('h6, .MuiTypography-subtitle1').first().textContent();
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('player-play').waitFor();
    expect(await page.getByTestId('video-title').textContent()).toBe(title);
    const id = await idOf(page);
    const before = (await api(`/v1/live-broadcast/getById?liveBroadcastId=${id}`)).playCount as number;
    await page.getByTestId('player-play').click();
    await expect.poll(() => page.getByTestId('player').getAttribute('data-state')).toBe('playing');
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.3)).toBe(true);
    await expect.poll(async () => (await api(`/v1/live-broadcast/getById?liveBroadcastId=${id}`)).playCount).toBe(before + 1);
    await shot(page, 'media-live-detail-playing-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a stream that cannot load shows a clear notice with a retry, never a broken player', async () => {
    const { page, errors } = await localPage('zh-CN');
    await page.route('**/media/live/*.webm', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(
      `${suite.server.url}/#/pages/live-video/live-video-detail?params=${encodeURIComponent(JSON.stringify({ liveBroadcastId: 'live-jinxiang-1' }))}`,
    );
    await page.getByTestId('player-play').click();
    await expect.poll(() => page.getByTestId('player').getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId('player-notice').textContent()).toContain('视频暂时无法播放');
    await page.getByTestId('player-retry').waitFor();
    await shot(page, 'media-live-detail-error-zh');
    expect(errors.filter((e) => !e.includes('/media/live/'))).toEqual([]);
    await page.context().close();
  });

  it('an operator HLS stream plays through hls.js, loaded only when played, where Chromium has no native HLS', async () => {
    const { page, errors } = await localPage();
    const row = await api('/v1/live-broadcast/getById?liveBroadcastId=live-xinfadi-1');
    await page.route('**/api/v1/live-broadcast-video/getById*', (route) =>
      route.fulfill({
        json: { success: true, code: '200', msg: 'success', extension: null, totalCount: 0, data: { ...row, filePath: '/hls-test/stream.m3u8' } },
      }),
    );
    await page.route('**/hls-test/*', (route) => {
      const name = new URL(route.request().url()).pathname.split('/').pop()!;
      const body = readFileSync(join(HLS_FIXTURE, name));
      route.fulfill({ body, contentType: name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t' });
    });
    // This Chromium plays HLS natively ('maybe'); most Android browsers do not: take its HLS away so hls.js must play.
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (this: HTMLMediaElement, type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(
      `${suite.server.url}/#/pages/live-video/live-video-detail?params=${encodeURIComponent(JSON.stringify({ liveBroadcastId: 'live-xinfadi-1' }))}`,
    );
    await page.getByTestId('player-play').waitFor();
    expect(await page.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl'))).toBe('');
    expect(await page.getByTestId('player').getAttribute('data-playback')).toBe('hls');
    const hlsChunk = (url: string) => /\/hls[.-][^/]*\.js$/.test(url) || /hls\.light/.test(url);
    expect(scripts.filter(hlsChunk)).toEqual([]);
    await page.getByTestId('player-play').click();
    await expect.poll(() => page.getByTestId('player').getAttribute('data-state')).toBe('playing');
    // The picture moves: hls.js fed the segments to Media Source Extensions and the clock advances.
    await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState >= 3 && v.currentTime > 0.5)).toBe(true);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:'))).toBe(true);
    expect(scripts.filter(hlsChunk).length).toBe(1);
    await shot(page, 'media-live-detail-hls-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an HLS stream that cannot load shows the notice with a retry', async () => {
    const { page } = await localPage('zh-CN');
    const row = await api('/v1/live-broadcast/getById?liveBroadcastId=live-xinfadi-1');
    await page.route('**/api/v1/live-broadcast-video/getById*', (route) =>
      route.fulfill({
        json: { success: true, code: '200', msg: 'success', extension: null, totalCount: 0, data: { ...row, filePath: '/hls-test/missing.m3u8' } },
      }),
    );
    await page.route('**/hls-test/*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(
      `${suite.server.url}/#/pages/live-video/live-video-detail?params=${encodeURIComponent(JSON.stringify({ liveBroadcastId: 'live-xinfadi-1' }))}`,
    );
    await page.getByTestId('player-play').click();
    await expect.poll(() => page.getByTestId('player').getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId('player-notice').textContent()).toContain('视频暂时无法播放');
    await page.getByTestId('player-retry').waitFor();
    await page.context().close();
  });

  it('the hot-video list: most played first, a second page on scrolling, an item opens its player', async () => {
    const { page, errors } = await localPage('zh-CN');
    await page.goto(`${suite.server.url}/#/pages/live-video/hot-video-list`);
    await expect.poll(() => page.getByTestId('list-item').count()).toBe(20);
    await shot(page, 'media-hot-videos-zh');
    const plays = (await page.getByTestId('list-item').allTextContents()).map((t) => Number(/(\d+) 次播放/.exec(t)![1]));
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    await page.getByTestId('list-item').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.getByTestId('list-item').count()).toBe(36);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('player-play').waitFor();
    expect(await page.getByTestId('video-meta').textContent()).toMatch(/次播放/);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('voice broadcasts at 390x844', () => {
  it('where the browser has no Chinese voice, a broadcast plays the audio the server reads; a visitor signs in to add', async () => {
    const { page, errors } = await localPage();
    await page.addInitScript(() => {
      // No voice at all, as on many Android browsers: the reader must fall back to the server's audio.
      window.speechSynthesis.getVoices = () => [];
      const started: HTMLMediaElement[] = [];
      (window as unknown as { startedMedia: HTMLMediaElement[] }).startedMedia = started;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        started.push(this);
        return play.call(this);
      };
    });
    await page.goto(`${suite.server.url}/#/pages/broadcast/broadcast`);
    await expect.poll(() => page.getByTestId('broadcast-item').count()).toBe(20);
    await expect.poll(() => page.getByTestId('speech-checking').count()).toBe(0);
    const audioReply = page.waitForResponse((r) => r.url().includes('/files/speech/cmn/'));
    await page.getByTestId('broadcast-play').first().click();
    const reply = await audioReply;
    expect(reply.status()).toBe(200);
    expect(reply.headers()['content-type']).toBe('audio/mpeg');
    expect((await reply.body()).length).toBeGreaterThan(10_000);
    // The element the reader started is the server's audio, and it is playing: its clock moves.
    const playing = () =>
      page.evaluate(() => (window as unknown as { startedMedia: HTMLMediaElement[] }).startedMedia.map((m) => ({ src: m.currentSrc, time: m.currentTime })));
    await expect.poll(async () => (await playing()).find((m) => m.src.includes('/files/speech/cmn/'))?.time ?? 0).toBeGreaterThan(0.2);
    expect(await page.getByTestId('broadcast-play').first().getAttribute('aria-label')).toBe('Stop');
    await shot(page, 'media-broadcast-server-audio-en');
    await page.getByTestId('broadcast-add').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a signed-in trader adds today's price report; adding it again is refused clearly", async () => {
    const { page, errors } = await localPage('zh-CN');
    await page.goto(`${suite.server.url}/#/pages/login`);
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    await page.goto(`${suite.server.url}/#/pages/broadcast/broadcast`);
    await expect.poll(() => page.getByTestId('broadcast-item').count()).toBe(20);
    const latest = (await api('/v1/price-analyse/day')).batchNum as string;
    const title = `${Number(latest.slice(0, 4))}年${Number(latest.slice(4, 6))}月${Number(latest.slice(6))}日大蒜产地价格播报`;
    expect(await page.getByTestId('broadcast-title').allTextContents()).not.toContain(title);

    await page.getByTestId('broadcast-add').click();
    await page.getByTestId('add-source-PRICE_DAY').click();
    await expect.poll(() => page.getByTestId('add-option').count()).toBe(5);
    await page.getByTestId('add-option').first().click();
    await shot(page, 'media-broadcast-add-zh');
    await page.getByTestId('add-submit').click();
    await expect.poll(() => page.getByTestId('broadcast-title').first().textContent()).toBe(title);
    await expect.poll(() => page.getByTestId('add-broadcast-dialog').count()).toBe(0);
    await shot(page, 'media-broadcast-added-zh');

    await page.getByTestId('broadcast-add').click();
    await page.getByTestId('add-source-PRICE_DAY').click();
    await page.getByTestId('add-option').first().click();
    await page.getByTestId('add-submit').click();
    await expect.poll(() => page.getByTestId('add-error').textContent()).toBe('该内容已在播报列表中');
    expect(errors).toEqual([expect.stringMatching(/^HTTP 409: POST .*\/api\/v1\/voice\/broadcast\/add$/)]);
    await page.context().close();
  });
});
