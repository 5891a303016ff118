import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { shot } from './helpers/charts.ts';
import { serverAndBrowser } from './helpers/suite.ts';

// Issue 14 point 6: a phone turned sideways and a tablet lay the content out, not just the banner (and a
// phone upright still does).
// Each key page shows its real content (home's prices, the first listing, the first quote) within the
// first screen, and nothing runs off the side.

const suite = serverAndBrowser();

const SIZES: [string, { width: number; height: number }][] = [
  ['phone', { width: 390, height: 844 }],
  ['phone landscape', { width: 844, height: 390 }],
  ['tablet', { width: 820, height: 1180 }],
];

const PAGES: [string, string, string][] = [
  ['home', '/#/pages/home/home', 'home-price'],
  ['sale list', '/#/pages/transaction/sale-list', 'list-item'],
  ['price page', '/#/pages/garlic-price/garlic-price', 'price-quote-row'],
];

/** How far the page reaches past the viewport's right edge, in px (0 when nothing overflows sideways). */
const sidewaysOverflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element's box against the viewport, with what lies on top of its middle. */
function placeOf(testId: string) {
  const el = document.querySelector(`[data-testid="${testId}"]`)!;
  const box = el.getBoundingClientRect();
  const x = box.left + Math.min(box.width / 2, 40);
  const y = box.top + Math.min(box.height / 2, 12);
  const top = document.elementFromPoint(x, y);
  return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, uncovered: top !== null && (el === top || el.contains(top)) };
}

/** The page's column (its main area's box) and the tab bar's, left and right edges in px. */
const columns = (p: Page) =>
  p.evaluate(() => {
    const edges = (el: Element | null) => {
      const box = el!.getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.right)];
    };
    return { main: edges(document.querySelector('main')), tabs: edges(document.querySelector('[data-testid=tab-bar]')) };
  });

describe('landscape and tablet widths lay out the content', () => {
  for (const [size, viewport] of SIZES) {
    it(`shows each key page's content within the first screen, ${size} (${viewport.width}x${viewport.height})`, async () => {
      const context = await suite.browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const [label, path, content] of PAGES) {
        await page.goto(`${suite.server.url}${path}`);
        await page.getByTestId(content).first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        await shot(page, `layout-${label.replaceAll(' ', '-')}-${size.replaceAll(' ', '-')}`);
        const place = await page.evaluate(placeOf, content);
        const where = `${label} at ${size}`;
        expect(place.top, `${where}: the content starts below the first screen`).toBeGreaterThanOrEqual(0);
        // Its first line at least shows above the tab bar (56 px).
        expect(place.top + 24, `${where}: the content starts below the first screen`).toBeLessThanOrEqual(viewport.height - 56);
        expect(place.uncovered, `${where}: something lies over the content`).toBe(true);
        expect(place.left, `${where}: the content starts off the screen`).toBeGreaterThanOrEqual(0);
        expect(place.right, `${where}: the content runs off the screen`).toBeLessThanOrEqual(viewport.width);
        expect(await sidewaysOverflow(page), `${where}: the page scrolls sideways`).toBe(0);
        // A centred column no wider than 720 px, and the tab bar under it, as wide.
        const { main, tabs } = await columns(page);
        expect(main[1]! - main[0]!, `${where}: the column's width`).toBeLessThanOrEqual(720);
        expect(Math.abs(main[0]! - (viewport.width - main[1]!)), `${where}: the column is not centred`).toBeLessThanOrEqual(1);
        expect(tabs, `${where}: the tab bar does not follow the column`).toEqual(main);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
