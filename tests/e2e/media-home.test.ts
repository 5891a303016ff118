import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { routes } from '../../generated/routes.ts';

const ALLOWED = 'www.moa.gov.cn';
const suite = serverAndBrowser({ WEBVIEW_HOSTS: ALLOWED });

/** A phone page that never reaches past this machine: an embedded site's requests are aborted. */
async function localPage(lang = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const opened = await phonePage(suite.browser, lang);
  await opened.page.context().route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort(),
  );
  return opened;
}

const count = (p: Page, testId: string) => p.getByTestId(testId).count();

describe('the home page at 390x844', () => {
  it.each([
    ['en-US', 'Origin prices', 'Prices'],
    ['zh-CN', '产地价格', '官方价格'],
  ])('in %s shows banners, the menu grid, prices, shipments, market video and the latest posts, with no error', async (lang, pricesTitle, pricesTile) => {
    const { page, errors } = await localPage(lang);
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await expect.poll(() => count(page, 'home-banners-slide')).toBe(4);
    await expect.poll(() => count(page, 'home-price')).toBe(8);
    await expect.poll(() => count(page, 'home-walk-region')).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.getByTestId('home-video').getByTestId('video-tile').count()).toBe(6);
    // The latest posts render when the reader scrolls near them (decision 0140).
    expect(await count(page, 'list-item')).toBe(0);
    // The first nine home entries whose page this build has, then "All services".
    const menu = ((await (await fetch(`${suite.server.url}/api/v1/menu/info`)).json()) as { data: { menuId: string; route: string; home: boolean }[] }).data;
    const known = new Set<string>(routes.map((r) => r.path));
    const onHome = menu.filter((m) => m.home && known.has(m.route) && m.route !== '/pages/webview').slice(0, 9);
    expect(await page.getByTestId('menu-grid').locator('a').count()).toBe(onHome.length + 1);
    expect(await page.getByTestId('menu-tile-m-prices').textContent()).toBe(pricesTile);
    expect(await page.getByTestId('home-prices').locator('h2').textContent()).toBe(pricesTitle);
    expect(await page.getByTestId('home-prices').textContent()).toMatch(/\d+\.\d{2}/);
    expect(await page.locator('[data-testid=strip-error], [data-testid=error-view]').count()).toBe(0);
    await shot(page, `media-home-${lang}`);
    await page.getByTestId('home-video').scrollIntoViewIfNeeded();
    await shot(page, `media-home-lower-${lang}`);
    await page.locator('#home-latest').scrollIntoViewIfNeeded();
    await expect.poll(() => count(page, 'list-item')).toBe(10);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows this week's hot market information and news, and one opens its detail", async () => {
    const { page, errors } = await localPage();
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.getByTestId('hot-message').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('hot-message').textContent()).toMatch(/^\[(Market info|Hot news|[^\]]+)\].{4,}/);
    await page.getByTestId('hot-message').click();
    await page.waitForFunction(() =>
      /#\/pages\/(conjuncture\/conjuncture-detail|market-quotation-hot-news\/market-quotation-hot-news-detail)\?params=/.test(location.hash),
    );
    await page.getByTestId('detail-heading').waitFor();
    expect(await page.getByTestId('error-view').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a swipe to the third banner makes it the one a screen reader is given, and the dots follow', async () => {
    const { page, errors } = await localPage();
    // Less motion: the banners do not move on by themselves, so only the swipe moves them.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await expect.poll(() => count(page, 'home-banners-slide')).toBe(4);
    const shown = () => page.getByTestId('home-banners-slide').evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-hidden') !== 'true'));
    expect(await shown()).toEqual([true, false, false, false]);
    await page
      .getByTestId('home-banners-slide')
      .nth(2)
      .evaluate((slide: HTMLElement) => slide.parentElement!.scrollTo({ left: slide.offsetLeft }));
    await expect.poll(shown).toEqual([false, false, true, false]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a market price, a banner and a market video from the home page', async () => {
    const { page, errors } = await localPage();
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.getByTestId('home-price').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price?params='));
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.getByTestId('home-banners-slide').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price'));
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.getByTestId('home-video').getByTestId('video-tile').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/live-video/live-video-detail?params='));
    await page.getByTestId('video-title').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the more page', () => {
  it('shows the menu by section, hides entries whose page this build lacks, and every entry opens its page', async () => {
    const { page, errors } = await localPage('zh-CN');
    await page.goto(`${suite.server.url}/#/pages/more/more`);
    // Entries whose page this build has show; the others are stored and hidden.
    const menu = ((await (await fetch(`${suite.server.url}/api/v1/menu/info`)).json()) as { data: { menuId: string; route: string }[] }).data;
    const known = new Set<string>(routes.map((r) => r.path));
    const shown = menu.filter((m) => known.has(m.route));
    expect(shown.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid^=menu-tile-]').count()).toBe(shown.length);
    await shot(page, 'media-more-zh');
    for (const entry of menu) expect(await page.getByTestId(`menu-tile-${entry.menuId}`).count(), entry.route).toBe(known.has(entry.route) ? 1 : 0);
    const tiles = await page
      .locator('[data-testid^=menu-tile-]')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('data-testid'), a.getAttribute('href')] as const));
    for (const [testId, href] of tiles) {
      await page.goto(`${suite.server.url}/#/pages/more/more`);
      await page.getByTestId(testId!).click();
      // A page that needs sign-in sends a signed-out visitor to login, with the way back.
      await page.waitForFunction(
        (h) => location.hash === h || location.hash.startsWith(`#/pages/login?params=${encodeURIComponent(JSON.stringify({ redirect: h!.slice(1) }))}`),
        href,
      );
      // Sign-in pages redirect to login; every other page shows its title and no error view.
      await expect.poll(() => page.locator('main h1, header h1, [data-testid=login-phone]').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('error-view').count(), testId!).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the webview page', () => {
  it.each([
    ['a host the operator did not allow', 'https://evil.example.com/', 'This site is not on the list'],
    ['an address that is not https', `http://${ALLOWED}/`, 'Only secure (https) addresses'],
    ['a script address', 'javascript:alert(1)', 'Only secure (https) addresses'],
    ['no address', undefined, 'No web address was given'],
  ])('refuses %s with a clear message and no frame', async (_name, url, message) => {
    const { page, errors } = await localPage();
    const params = url === undefined ? '' : `?params=${encodeURIComponent(JSON.stringify({ url }))}`;
    await page.goto(`${suite.server.url}/#/pages/webview${params}`);
    await expect.poll(() => page.getByTestId('webview-reason').textContent()).toContain(message);
    expect(await page.locator('iframe').count()).toBe(0);
    if (url === 'https://evil.example.com/') await shot(page, 'media-webview-refused-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('embeds an allowed https address, which the CSP lets the page frame', async () => {
    const { page } = await localPage();
    const response = await page.goto(`${suite.server.url}/#/pages/webview?params=${encodeURIComponent(JSON.stringify({ url: `https://${ALLOWED}/gk/` }))}`);
    expect(response!.headers()['content-security-policy']).toContain(`frame-src https://${ALLOWED}`);
    await expect.poll(() => page.getByTestId('webview-frame').getAttribute('src')).toBe(`https://${ALLOWED}/gk/`);
    expect(await page.getByTestId('webview-frame').getAttribute('sandbox')).toContain('allow-scripts');
    await page.context().close();
  });
});
