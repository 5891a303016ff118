import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { ensureBuilt, startServer } from './helpers/server.ts';
import { chartsDrawn, scrollNear, shot, texts } from './helpers/charts.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';

// The server serves a copy of the build, so a test can publish a "new build" by changing its entry.
const webDir = mkdtempSync(join(tmpdir(), 'garlic-web-'));
beforeAll(() => {
  ensureBuilt();
  cpSync('dist/web', webDir, { recursive: true });
});
const suite = serverAndBrowser({ WEB_DIR: webDir });
const PRICE_PAGE = '/#/pages/garlic-price/garlic-price';

/**
 * Offline, the charts draw from the kept figures; only the poll, which is no figure (it holds the
 * reader's own vote), cannot load and says so.
 */
async function drawnOffline(p: Page): Promise<void> {
  await expect
    .poll(() => p.locator('[data-testid=chart-card] svg path.MuiLineChart-line, [data-testid=chart-card] svg .MuiLineElement-root').count())
    .toBeGreaterThan(0);
  await scrollNear(p, 'price-poll');
  await expect.poll(() => p.locator('[data-testid=price-poll] [data-testid=chart-error], [data-testid=price-poll][data-testid=chart-error]').count()).toBe(1);
  expect(await p.locator('[data-testid=chart-error]').count()).toBe(1);
  expect(await p.locator('[data-testid=error-view]').count()).toBe(0);
}

/** Waits until the service worker controls the page and keeps `count` replies of calls under `path`. */
async function workerKeeps(p: Page, cache: string, path: string, count: number): Promise<void> {
  await p.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() => p.evaluate(async ({ cache, path }) => (await (await caches.open(cache)).keys()).filter((r) => r.url.includes(path)).length, { cache, path }))
    .toBeGreaterThanOrEqual(count);
}

describe('offline after one visit (service worker)', () => {
  it('the price page and home read offline with the last figures, their date and the offline notice, in English and Chinese', async () => {
    // A server of its own, stopped to go offline: the worker's own requests then fail as on a phone
    // without signal (the browser's offline switch covers the page's requests, not the worker's).
    const server = await startServer();
    let running = true;
    try {
      const en = await phonePage(suite.browser);
      const zh = await phonePage(suite.browser, 'zh-CN');
      const seen: { quotes: string[]; subtitle: string | null }[] = [];
      for (const { page } of [en, zh]) {
        await page.goto(`${server.url}/#/pages/home/home`);
        await expect.poll(() => page.getByTestId('home-price').count()).toBeGreaterThan(0);
        await page.goto(`${server.url}${PRICE_PAGE}`);
        await chartsDrawn(page, 2);
        await expect.poll(async () => (await texts(page, 'price-quote-row')).length).toBeGreaterThanOrEqual(3);
        seen.push({
          quotes: await texts(page, 'price-quote-row'),
          subtitle: await page.getByTestId('price-quotes').locator('.MuiTypography-caption').textContent(),
        });
        expect(await page.getByTestId('offline-notice').count()).toBe(0);
        // The batch, the quotations, the 30-day and the same-month charts of this market and variety.
        await workerKeeps(page, 'garlic-figures', '/api/v1/price-analyse/', 4);
        await workerKeeps(page, 'garlic-figures', '/api/v1/home/', 2);
      }
      await server.stop();
      running = false;

      for (const [i, { page }] of [en, zh].entries()) {
        await page.context().setOffline(true);
        await page.reload();
        await drawnOffline(page);
        await expect.poll(() => texts(page, 'price-quote-row')).toEqual(seen[i]!.quotes);
        expect(await page.getByTestId('price-quotes').locator('.MuiTypography-caption').textContent()).toBe(seen[i]!.subtitle);
      }
      expect(await en.page.getByTestId('offline-notice').textContent()).toMatch(
        /^Offline: the last figures this phone kept, saved \d{1,2} [A-Z][a-z]{2},? \d{2}:\d{2}$/,
      );
      expect(await zh.page.getByTestId('offline-notice').textContent()).toMatch(/^网络未连接：显示本机保存的最新数据（\d{1,2}月\d{1,2}日 ?\d{2}:\d{2}保存）$/);
      // The notice stands under the navigation bar; the toast of the one call that failed (the poll) goes.
      await expect.poll(() => en.page.locator('.MuiSnackbar-root').count()).toBe(0);
      await shot(en.page, 'offline-price-page');
      await shot(zh.page, 'offline-price-page-zh');
      expect(await accessibilityProblems(en.page)).toEqual([]);

      // Home: the shell is precached and its figures were kept on the first visit.
      await en.page.evaluate(() => (location.hash = '#/pages/home/home'));
      await expect.poll(() => en.page.getByTestId('home-price').count()).toBeGreaterThan(0);
      await expect.poll(() => en.page.getByTestId('offline-notice').count()).toBe(1);
      await shot(en.page, 'offline-home');
      // Offline, what could not load was refused by the browser: no error status, no script error.
      expect(en.errors.filter((e) => !e.startsWith('console:'))).toEqual([]);
      expect(zh.errors.filter((e) => !e.startsWith('console:'))).toEqual([]);
      await en.page.context().close();
      await zh.page.context().close();
    } finally {
      if (running) await server.stop();
    }
  });

  it('keeps a signed-in user apart and forgets them at logout; ETag and 304 still answer through the worker', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#/pages/login`);
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/login'));
    await page.goto(`${suite.server.url}${PRICE_PAGE}`);
    await chartsDrawn(page, 2);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A reload under the worker's control sends the page's own (signed-in) calls through it.
    await page.reload();
    await chartsDrawn(page, 2);
    await workerKeeps(page, 'garlic-figures-user', '/api/v1/price-analyse/', 3);
    const userKeys = await page.evaluate(async () => (await (await caches.open('garlic-figures-user')).keys()).map((r) => r.url));
    const sub = JSON.parse(Buffer.from((await page.evaluate(() => localStorage.getItem('token')))!.split('.')[1]!, 'base64url').toString()).sub as string;
    expect(userKeys.every((url) => new URL(url).searchParams.get('__user') === sub)).toBe(true);

    const etag = await page.evaluate(async () => {
      const first = await fetch('/api/v1/price-analyse/day');
      const tag = first.headers.get('etag');
      const second = await fetch('/api/v1/price-analyse/day', { headers: { 'if-none-match': tag ?? '' } });
      return { tag, status: second.status };
    });
    expect(etag.tag).toMatch(/^W\/"/);
    expect(etag.status).toBe(304);

    await page.getByTestId('tab-3').click();
    await page.getByTestId('user-logout').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    await expect.poll(() => page.evaluate(() => caches.has('garlic-figures-user'))).toBe(false);
    expect(errors.filter((e) => !e.includes(' 304'))).toEqual([]);
    await page.context().close();
  });

  it('a new build shows at the next visit: the worker asks the network for the entry first', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    expect(await page.locator('meta[name=build]').count()).toBe(0);
    // A "new build": its entry changes (the precompressed copies go, so the changed file is what is sent).
    const entry = join(webDir, 'index.html');
    writeFileSync(entry, readFileSync(entry, 'utf8').replace('<head>', '<head><meta name="build" content="next" />'));
    rmSync(`${entry}.br`, { force: true });
    rmSync(`${entry}.gz`, { force: true });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.locator('meta[name=build]').getAttribute('content')).toBe('next');
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it("registers only once the first screen's calls have answered, so its precache does not share the line with them", async () => {
    const { page, errors } = await phonePage(suite.browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const held: Route[] = [];
    await page.route('**/api/v1/price-analyse/day**', (route) => void held.push(route));
    await page.goto(`${suite.server.url}${PRICE_PAGE}`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The page has loaded and the browser has been idle twice over while the batch is still on its way.
    for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    expect(asked.filter((path) => /register-worker|sw\.js/.test(path))).toEqual([]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    for (const route of held) await route.continue();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(asked.some((path) => path.includes('register-worker'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
