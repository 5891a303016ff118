import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { hashPath } from './helpers/form.ts';

// The tile host refuses at once (nothing listens on port 9), as any host does on a machine offline:
// the pages must work without tiles.
const OFFLINE_TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
// DOMAIN.md 5.3's check value: WGS-84 [116.397428, 39.90923] → GCJ-02 [116.40367162595768, 39.91063350638631].
const GPS_FIX = { latitude: 39.90923, longitude: 116.397428 };

const suite = serverAndBrowser({ MAP_TILE_URL: OFFLINE_TILES });

async function phone(lang: string, geolocation = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: lang,
    ...(geolocation ? { geolocation: GPS_FIX, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return { context, page, errors };
}

describe('choosing a location and opening it', () => {
  it.each([
    ['en-US', 'en', '39.910634, 116.403672 (GCJ-02)', 'Map tiles could not load'],
    ['zh-CN', 'zh', '39.910634，116.403672（GCJ-02）', '地图底图无法加载'],
  ])('%s: starts at the GPS fix in GCJ-02, takes a tap, and shows the choice on /open-location', async (locale, lang, fixText, offlineText) => {
    const { context, page, errors } = await phone(locale);
    await page.goto(`${suite.server.url}/#/choose-location`);
    // The browser's WGS-84 fix, converted: DOMAIN.md's figures to 6 places.
    await expect.poll(() => page.getByTestId('place-coordinates').textContent()).toBe(fixText);
    await expect.poll(() => page.getByTestId('place-address').textContent()).toBe('北京市东城区');
    await expect.poll(() => page.getByTestId('map-offline').textContent()).toContain(offlineText);
    expect(await page.locator('.gm-pin').count()).toBe(1);
    await shot(page, `choose-location-${lang}`);

    // A tap 80 px right of and 60 px above the centre moves the pin there.
    const map = (await page.getByTestId('choose-map').boundingBox())!;
    await page.mouse.click(map.x + map.width / 2 + 80, map.y + map.height / 2 - 60);
    await expect.poll(() => page.getByTestId('place-coordinates').textContent()).not.toBe(fixText);
    const chosen = (await page.getByTestId('place-coordinates').textContent())!;
    const [lat, lng] = chosen.match(/\d+\.\d+/g)!.map(Number);
    expect(lat).toBeGreaterThan(39.910634);
    expect(lng).toBeGreaterThan(116.403672);
    await expect.poll(() => page.getByTestId('place-address').textContent()).toMatch(/^北京市/);

    await page.getByTestId('confirm-location').click();
    await page.waitForFunction(() => location.hash.startsWith('#/open-location'));
    expect(hashPath(page)).toBe('/open-location');
    await expect.poll(() => page.getByTestId('place-coordinates').textContent()).toBe(chosen);
    expect(await page.getByTestId('place-name').textContent()).toMatch(/区$/);
    expect(await page.getByTestId('place-address').textContent()).toMatch(/^北京市/);
    expect(await page.locator('.gm-pin').count()).toBe(1);
    const amap = await page.getByTestId('open-amap').getAttribute('href');
    expect(amap).toContain(`position=${lng!.toFixed(6)},${lat!.toFixed(6)}&`);
    await shot(page, `open-location-${lang}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when location is refused, and a tap still chooses a point', async () => {
    const { context, page, errors } = await phone('en-US', false);
    await page.goto(`${suite.server.url}/#/choose-location`);
    await expect.poll(() => page.getByTestId('location-problem').textContent()).toMatch(/^(Location permission was refused|Your location is not available)/);
    expect(await page.getByTestId('confirm-location').isDisabled()).toBe(true);
    const map = (await page.getByTestId('choose-map').boundingBox())!;
    await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2);
    // The map starts at Jinxiang's county centre when it has no point.
    await expect.poll(() => page.getByTestId('place-address').textContent()).toBe('山东省济宁市金乡县');
    expect(await page.getByTestId('place-approximate').textContent()).toMatch(/^Nearest county centre, 0(\.\d)? km away/);
    expect(await page.getByTestId('confirm-location').isDisabled()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a named point given in the route, and an error view without one', async () => {
    const { context, page, errors } = await phone('zh-CN');
    const params = encodeURIComponent(JSON.stringify({ latitude: 35.0666, longitude: 116.3115, name: '金乡大蒜市场', address: '山东省济宁市金乡县' }));
    await page.goto(`${suite.server.url}/#/open-location?params=${params}`);
    await expect.poll(() => page.getByTestId('place-name').textContent()).toBe('金乡大蒜市场');
    expect(await page.getByTestId('place-address').textContent()).toBe('山东省济宁市金乡县');
    expect(await page.getByTestId('place-coordinates').textContent()).toBe('35.066600，116.311500（GCJ-02）');
    expect(await page.locator('.gm-pin-label').textContent()).toBe('金乡大蒜市场');
    await page.goto(`${suite.server.url}/#/open-location`);
    await expect.poll(() => page.getByTestId('error-view').textContent()).toContain('没有可显示的位置');
    expect(errors).toEqual([]);
    await context.close();
  });
});
