import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';

const suite = serverAndBrowser();

async function localPage(lang = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const opened = await phonePage(suite.browser, lang);
  await opened.page.context().route((url) => !['localhost', '127.0.0.1'].includes(url.hostname), (route) => route.abort());
  return opened;
}

const api = async (path: string) => ((await (await fetch(`${suite.server.url}/api${path}`)).json()) as { data: any; totalCount: number }).data;
const idOf = (p: Page) => p.evaluate(() => JSON.parse(new URLSearchParams(location.hash.split('?')[1]).get('params')!).liveBroadcastId as string);

describe('live video at 390x844', () => {
  it('the live tab shows the carousel, both kinds of market and hot videos; a variety narrows them', async () => {
    const { page, errors } = await localPage('zh-CN');
    await page.goto(`${suite.server.url}/#/pages/live-video/live-video`);
    await expect.poll(() => page.getByTestId('live-carousel-slide').count()).toBeGreaterThanOrEqual(4);
    for (const section of ['live-origin', 'live-wholesale', 'live-hot']) await expect.poll(() => page.getByTestId(section).getByTestId('video-tile').count()).toBe(4);
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
    await page.goto(`${suite.server.url}/#/pages/live-video/live-video-detail?params=${encodeURIComponent(JSON.stringify({ liveBroadcastId: 'live-jinxiang-1' }))}`);
    await page.getByTestId('player-play').click();
    await expect.poll(() => page.getByTestId('player').getAttribute('data-state')).toBe('error');
    expect(await page.getByTestId('player-notice').textContent()).toContain('视频暂时无法播放');
    await page.getByTestId('player-retry').waitFor();
    await shot(page, 'media-live-detail-error-zh');
    expect(errors.filter((e) => !e.includes('/media/live/'))).toEqual([]);
    await page.context().close();
  });

  it('an operator stream this browser cannot play says where it plays', async () => {
    const { page } = await localPage();
    const row = await api('/v1/live-broadcast/getById?liveBroadcastId=live-xinfadi-1');
    await page.route('**/api/v1/live-broadcast-video/getById*', (route) =>
      route.fulfill({ json: { success: true, code: '200', msg: 'success', extension: null, totalCount: 0, data: { ...row, filePath: 'https://live.garlic-cdn.cn/xinfadi/hall.m3u8' } } }),
    );
    await page.goto(`${suite.server.url}/#/pages/live-video/live-video-detail?params=${encodeURIComponent(JSON.stringify({ liveBroadcastId: 'live-xinfadi-1' }))}`);
    await page.getByTestId('player').waitFor();
    const hls = await page.evaluate(() => document.createElement('video').canPlayType('application/vnd.apple.mpegurl'));
    if (hls === '') {
      await expect.poll(() => page.getByTestId('player-notice').textContent()).toContain('plays in WeChat and Safari');
    } else {
      // This Chromium plays HLS itself, so it tries: the address is outside MEDIA_HOSTS (the CSP
      // refuses it) and outside this machine, so the notice shows instead of a broken player.
      await expect.poll(async () => (await page.getByTestId('player-notice').count()) + (await page.getByTestId('player-play').count())).toBe(1);
      if ((await page.getByTestId('player-play').count()) === 1) await page.getByTestId('player-play').click();
      await expect.poll(() => page.getByTestId('player-notice').textContent()).toContain("can't be played right now");
    }
    await shot(page, 'media-live-detail-stream-en');
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
  it('lists broadcasts for anyone, says clearly that this browser has no Chinese voice, and sends a visitor to sign in to add', async () => {
    const { page, errors } = await localPage();
    await page.goto(`${suite.server.url}/#/pages/broadcast/broadcast`);
    await expect.poll(() => page.getByTestId('broadcast-item').count()).toBe(20);
    await page.getByTestId('speech-unavailable').waitFor();
    // The text stays readable in full when nothing can read it aloud.
    expect(await page.getByTestId('broadcast-text').first().evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('none');
    await shot(page, 'media-broadcast-en');
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
