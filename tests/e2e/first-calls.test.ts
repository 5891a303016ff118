import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { routes } from '../../generated/routes.ts';
import { clientOperations } from '../../generated/client-operations.ts';
import { PHONE_VIEWPORT } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';

/**
 * A route's first calls (decision 0147) are asked as the app starts, before the page's own chunk is
 * requested, and once: the page finds them under the keys it asks by and does not ask again.
 */
const suite = serverAndBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

const pathOf = (call: keyof typeof clientOperations) => `/api${clientOperations[call].path}`;

/** The paths a route asks first: its declared calls, or a list's first page and one read per dictionary it names. */
function firstCallPaths(routeId: string): string[] {
  const route = routes.find((r) => r.id === routeId)!;
  const calls = ('firstCalls' in route ? route.firstCalls : []) as readonly { call: keyof typeof clientOperations }[];
  const firstPage = 'firstPage' in route ? route.firstPage : undefined;
  return [
    ...calls.map(({ call }) => pathOf(call)),
    ...(firstPage ? [pathOf(firstPage.call), ...firstPage.dicts.map(() => pathOf('dictItem.getDictItemByDictCode'))] : []),
  ];
}

/** Every request of a cold load, in the order the page made them, until `ready`. */
async function requestsOf(hash: string, ready: string): Promise<string[]> {
  const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'zh-CN' });
  contexts.push(context);
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`${suite.server.url}/${hash}`);
  await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return asked;
}

describe("a route's first calls", () => {
  const cases = [
    { name: 'home', hash: '#/pages/home/home', route: 'entry/home', chunk: /\/assets\/home-page-[\w-]+\.js$/, ready: 'home-banners' },
    { name: 'the entry route, which leads home', hash: '', route: 'entry/home', chunk: /\/assets\/home-page-[\w-]+\.js$/, ready: 'home-banners' },
    {
      name: 'the price page',
      hash: '#/pages/garlic-price/garlic-price',
      route: 'garlic-price/garlic-price',
      chunk: /\/assets\/garlic-price-page-[\w-]+\.js$/,
      ready: 'price-quote-row',
    },
    {
      name: "the sale list (its first page and its cards' dictionaries)",
      hash: '#/pages/transaction/sale-list',
      route: 'transaction/sale-list',
      chunk: /\/assets\/list-view-[\w-]+\.js$/,
      ready: 'list-item',
    },
  ];
  for (const { name, hash, route, chunk, ready } of cases) {
    it(`${name}: asked before the page's chunk, and each once`, async () => {
      const expected = firstCallPaths(route);
      expect(expected.length).toBeGreaterThan(0);
      const asked = await requestsOf(hash, ready);
      const pageChunk = asked.findIndex((path) => chunk.test(path));
      expect(pageChunk, asked.join('\n')).toBeGreaterThan(0);
      for (const path of expected) {
        expect(asked.indexOf(path), `${path} in\n${asked.join('\n')}`).toBeGreaterThanOrEqual(0);
        expect(asked.indexOf(path), `${path} before the page's chunk in\n${asked.join('\n')}`).toBeLessThan(pageChunk);
        expect(
          asked.filter((p) => p === path),
          `${path} asked once (per dictionary) in\n${asked.join('\n')}`,
        ).toHaveLength(expected.filter((p) => p === path).length);
      }
    });
  }

  it("home: the first banner's picture is asked as its call answers, while the page's chunk is still on its way, and once", async () => {
    const banners = await fetch(`${suite.server.url}/api${clientOperations['banner.getBannerByType'].path}?bannerType=1`).then((r) => r.json());
    const picture = new URL(banners.data[0].imagePath, suite.server.url).pathname;
    expect(picture).toMatch(/^\/media\//);
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'zh-CN' });
    contexts.push(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The page's chunk is held back 1.5 s, as on a slow line: only the start's own code can ask for the picture meanwhile.
    let askedBeforeChunk = -1;
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      askedBeforeChunk = asked.length;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.getByTestId('home-banners').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(asked.indexOf(picture), asked.join('\n')).toBeGreaterThanOrEqual(0);
    expect(asked.indexOf(picture), `${picture} within the first ${askedBeforeChunk} of\n${asked.join('\n')}`).toBeLessThan(askedBeforeChunk);
    // With a route intercepted the browser keeps no cache, so that the page takes the preloaded picture is seen without one.
    const plain = await requestsOf('#/pages/home/home', 'home-banners');
    expect(plain.filter((p) => p === picture)).toHaveLength(1);
  });
});
