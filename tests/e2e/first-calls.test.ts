import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Route } from 'playwright-core';
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

/**
 * Every request of a cold load, in the order the page made them, until `ready`. With `hold`, the page's
 * chunk is held back until `awaited` have all been asked (or 15 s have passed, as on a very slow line),
 * and `beforePage` counts what was asked meanwhile: the page cannot have rendered, so those were asked
 * by the start. Waiting on the requests rather than a fixed delay keeps a busy machine from releasing
 * the chunk before the start has had its turn.
 */
async function requestsOf(hash: string, ready: string, hold?: { chunk: RegExp; awaited: string[] }): Promise<{ asked: string[]; beforePage: number }> {
  const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'zh-CN' });
  contexts.push(context);
  const page = await context.newPage();
  const asked: string[] = [];
  let beforePage = -1;
  let allAsked = () => {};
  const awaitedAsked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    asked.push(new URL(request.url()).pathname);
    if (hold?.awaited.every((path) => asked.includes(path))) allAsked();
  });
  if (hold)
    await page.route(hold.chunk, async (route) => {
      await Promise.race([awaitedAsked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      beforePage = asked.length;
      await route.continue();
    });
  await page.goto(`${suite.server.url}/${hash}`);
  await page.getByTestId(ready).first().waitFor({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  return { asked, beforePage };
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
    it(`${name}: asked while the page's chunk is on its way, and each once`, async () => {
      const expected = firstCallPaths(route);
      expect(expected.length).toBeGreaterThan(0);
      const held = await requestsOf(hash, ready, { chunk, awaited: expected });
      expect(held.beforePage).toBeGreaterThan(0);
      const early = held.asked.slice(0, held.beforePage);
      // Without a route intercepted the browser keeps its cache: the counts are taken on a plain load.
      const { asked } = await requestsOf(hash, ready);
      for (const path of expected) {
        expect(early, `${path} within the first ${held.beforePage} of\n${held.asked.join('\n')}`).toContain(path);
        expect(
          asked.filter((p) => p === path),
          `${path} asked once (per dictionary) in\n${asked.join('\n')}`,
        ).toHaveLength(expected.filter((p) => p === path).length);
      }
    });
  }

  // The page frame's share button is a chunk its first render asks for; the page's own chunk, preloaded
  // as the app starts (decision 0157), is asked before it, not when the render reaches the route.
  for (const { name, hash, chunk, ready } of cases.filter((c) => c.route !== 'entry/home')) {
    it(`${name}: the page's chunk is asked as the app starts, before its first render asks for the share button`, async () => {
      const { asked } = await requestsOf(hash, ready);
      const pageChunk = asked.findIndex((path) => chunk.test(path));
      const shareChunk = asked.findIndex((path) => /\/assets\/share-button-[\w-]+\.js$/.test(path));
      expect(shareChunk, asked.join('\n')).toBeGreaterThan(0);
      expect(pageChunk, asked.join('\n')).toBeGreaterThan(0);
      expect(pageChunk, asked.join('\n')).toBeLessThan(shareChunk);
    });
  }

  it("home: the first banner's picture is asked as its call answers, while the page's chunk is still on its way, and once", async () => {
    const banners = await fetch(`${suite.server.url}/api${clientOperations['banner.getBannerByType'].path}?bannerType=1`).then((r) => r.json());
    const picture = new URL(banners.data[0].imagePath, suite.server.url).pathname;
    expect(picture).toMatch(/^\/media\//);
    const { asked, beforePage } = await requestsOf('#/pages/home/home', 'home-banners', {
      chunk: /\/assets\/home-page-[\w-]+\.js$/,
      awaited: [picture],
    });
    expect(asked.indexOf(picture), asked.join('\n')).toBeGreaterThanOrEqual(0);
    expect(asked.indexOf(picture), `${picture} within the first ${beforePage} of\n${asked.join('\n')}`).toBeLessThan(beforePage);
    // With a route intercepted the browser keeps no cache, so that the page takes the preloaded picture is seen without one.
    const { asked: plain } = await requestsOf('#/pages/home/home', 'home-banners');
    expect(plain.filter((p) => p === picture)).toHaveLength(1);
  });

  it("home: the entry HTML's skeleton shows the first banner's picture before the page's code has arrived, in the banner's place", async () => {
    const banners = await fetch(`${suite.server.url}/api${clientOperations['banner.getBannerByType'].path}?bannerType=1`).then((r) => r.json());
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'zh-CN' });
    contexts.push(context);
    const page = await context.newPage();
    // The page's chunk waits until the skeleton's picture has been seen drawn.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/home-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    const drawn = () =>
      page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('#boot [data-first-image] img');
        return img && img.complete && img.naturalWidth > 0 ? { src: img.currentSrc, box: img.getBoundingClientRect().toJSON() } : null;
      });
    await expect.poll(drawn).not.toBeNull();
    const early = (await drawn())!;
    expect(new URL(early.src).pathname).toBe(new URL(banners.data[0].imagePath, suite.server.url).pathname);
    release();
    const slide = page.getByTestId('home-banners-slide').first().locator('img');
    await slide.waitFor({ timeout: 30_000 });
    const box = (await slide.boundingBox())!;
    // The page's own picture draws where the skeleton's stood, at its size: nothing moves when React takes over.
    expect(Math.abs(box.x - early.box.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - early.box.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.width - early.box.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.height - early.box.height)).toBeLessThanOrEqual(1);
  });
});

describe("a list's dictionaries answering after its cards have drawn", () => {
  // The bundle carries the dictionaries as the manifest names them; the server's answer carries what an
  // operator has renamed since, and the cards take it when it comes.
  it("the sale list's cards take a variety's new name from the answer, in English and in Chinese", async () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale });
      contexts.push(context);
      const page = await context.newPage();
      const held: Route[] = [];
      await page.route(/dictCode=varieties/, (route) => void held.push(route));
      await page.goto(`${suite.server.url}/#/pages/transaction/sale-list`);
      const title = page.getByTestId('list-item').first().locator('h6').first();
      await title.waitFor({ timeout: 30_000 });
      expect(held.length).toBeGreaterThan(0);
      const response = await held[0]!.fetch();
      const answer = (await response.json()) as { data: { name: string; nameEn: string }[] };
      const before = (await title.textContent()) ?? '';
      const variety = answer.data.find((v) => before.includes(locale === 'en-US' ? v.nameEn : v.name))!;
      expect(variety, before).toBeDefined();
      const renamed = { ...variety, name: `${variety.name}（新）`, nameEn: `${variety.nameEn} (renamed)` };
      await held[0]!.fulfill({ response, json: { ...answer, data: answer.data.map((v) => (v === variety ? renamed : v)) } });
      for (const route of held.slice(1)) await route.continue();
      await expect.poll(() => title.textContent()).toContain(locale === 'en-US' ? renamed.nameEn : renamed.name);
    }
  });
});
