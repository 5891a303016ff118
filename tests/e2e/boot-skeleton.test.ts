import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';

/**
 * The entry HTML's skeleton draws the start's first view before any script has run: home's header,
 * banner, menu and strips for a start at home, and for a start anywhere else only the navigation bar
 * every other page has, and the tab bar (decision 0164).
 */
const suite = serverAndBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A cold load whose start chunk waits until `release` is called: what shows is the HTML's alone. */
async function heldStart(hash: string): Promise<{ page: Page; release: () => void }> {
  const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'zh-CN' });
  contexts.push(context);
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${suite.server.url}/${hash}`, { waitUntil: 'commit' });
  await page.locator('#boot .boot-tabs').waitFor();
  return { page, release };
}

/** The skeleton's blocks that are drawn, by class, with the bar's box and colour. */
const drawnBlocks = (page: Page) =>
  page.evaluate(() => {
    const drawn = [...document.querySelectorAll<HTMLElement>('#boot > div')].filter((block) => block.getBoundingClientRect().height > 0);
    const bar = document.querySelector<HTMLElement>('#boot .boot-bar')!;
    return { classes: drawn.map((block) => block.className), bar: bar.getBoundingClientRect().toJSON(), barColour: getComputedStyle(bar).backgroundColor };
  });

describe("the entry HTML's skeleton", () => {
  for (const [name, hash] of [
    ['home', '#/pages/home/home'],
    ['the launch address', ''],
    ['the old index address, which leads home', '#/pages/index'],
  ] as const) {
    it(`of ${name} draws home's first view: its green header, the banner, the menu and the strips`, async () => {
      const { page, release } = await heldStart(hash);
      const { classes, bar, barColour } = await drawnBlocks(page);
      expect(classes).toEqual(['boot-bar', 'boot-banner', 'boot-menu', 'boot-hot', 'boot-title', 'boot-strip', 'boot-tabs']);
      expect(bar.height).toBe(52);
      expect(barColour).toBe('rgb(46, 125, 50)');
      release();
    });
  }

  for (const [name, hash, title] of [
    ['the price page', '#/pages/garlic-price/garlic-price', '官方价格'],
    ['the sale list', '#/pages/transaction/sale-list', null],
    ['a page that needs a sign-in', '#/pages/user/price-alerts', null],
    ['an address no route has', '#/pages/no-such/page', null],
  ] as const) {
    it(`of ${name} draws no home blocks, only the navigation bar where the page's own draws, and the tab bar`, async () => {
      const { page, release } = await heldStart(hash);
      const { classes, bar, barColour } = await drawnBlocks(page);
      expect(classes).toEqual(['boot-bar', 'boot-tabs']);
      expect(barColour).toBe('rgb(255, 255, 255)');
      release();
      if (!title) return;
      const heading = page.getByRole('heading', { name: title });
      await heading.waitFor({ timeout: 30_000 });
      const own = await page.locator('header').first().boundingBox();
      expect(own).toEqual({ x: bar.x, y: bar.y, width: bar.width, height: bar.height });
    });
  }
});
