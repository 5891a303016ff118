import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './helpers/browser.ts';
import { CHART_SURFACE } from './helpers/charts.ts';
import { serverAndBrowser } from './helpers/suite.ts';

/**
 * Layout shift of a cold first load (issue 12: CLS ≤ 0.05) on home, the sale list and the price page,
 * measured in the page by a PerformanceObserver('layout-shift') as Chromium reports it: the largest
 * session window (shifts less than 1 s apart, at most 5 s long), the figure Lighthouse reports. Each
 * API reply is held back 150 ms, so the page draws before its data as on a phone's network, and what
 * arrives late must land in space kept for it. A layout figure, not a time: the load speed changes
 * when shifts happen, not how far things move.
 */
const suite = serverAndBrowser();
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

interface Shift {
  value: number;
  time: number;
  sources: string[];
}

/** Records every layout shift from the start of the document, with the elements that moved. */
function recordShifts() {
  const w = window as unknown as { __shifts: Shift[] };
  w.__shifts = [];
  const describe = (node: Node | null | undefined): string => {
    if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
    const testId = node.closest('[data-testid]')?.getAttribute('data-testid');
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}${testId ? ` in [${testId}]` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({ value: entry.value, time: entry.startTime, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The largest session window of shifts, as web-vitals and Lighthouse compute CLS. */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let best = 0;
  let window = 0;
  let first = 0;
  let last = 0;
  for (const s of shifts) {
    if (window > 0 && (s.time - last >= 1000 || s.time - first >= 5000)) window = 0;
    if (window === 0) first = s.time;
    window += s.value;
    last = s.time;
    best = Math.max(best, window);
  }
  return best;
}

async function coldPage(locale: string, hold?: RegExp): Promise<Page> {
  const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });
  contexts.push(context);
  await context.addInitScript(recordShifts);
  await context.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  // A chunk held back 1.5 s, as on a slow line, so what waits for it shows whether it lands late.
  if (hold)
    await context.route(hold, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  return context.newPage();
}

/** Loads the page, waits for `loaded` and a quiet network, then for any late shift; returns CLS and its shifts. */
async function measure(path: string, loaded: (page: Page) => Promise<void>, locale = 'zh-CN', hold?: RegExp): Promise<{ cls: number; shifts: Shift[] }> {
  const page = await coldPage(locale, hold);
  await page.goto(suite.server.url + path);
  await loaded(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { cls: cumulativeLayoutShift(shifts), shifts };
}

const report = (shifts: Shift[]) => shifts.map((s) => `${s.value.toFixed(4)} at ${Math.round(s.time)} ms: ${s.sources.join(', ')}`).join('\n');

describe('layout shift of a first load at 390x844 (CLS ≤ 0.05)', () => {
  it('home: the strips, hot messages, video and latest posts land in the space kept for them', async () => {
    const { cls, shifts } = await measure('/#/pages/home/home', async (page) => {
      await page.getByTestId('home-banners').waitFor();
      await expect.poll(() => page.locator('[data-testid=strip-pending]').count(), { timeout: 30_000 }).toBe(0);
      // The latest posts render when the reader scrolls near them (decision 0140), not with the first screen.
      expect(await page.locator('[aria-labelledby=home-latest] [data-testid=list-item]').count()).toBe(0);
      await page.locator('#home-latest').scrollIntoViewIfNeeded();
      await page.locator('[aria-labelledby=home-latest] [data-testid=list-item]').first().waitFor();
    });
    expect(cls, report(shifts)).toBeLessThanOrEqual(0.05);
  });

  it('sale list: the filter row and the cards land in the space kept for them', async () => {
    const { cls, shifts } = await measure('/#/pages/transaction/sale-list', async (page) => {
      await page.locator('[data-testid=list-item]').first().waitFor();
    });
    expect(cls, report(shifts)).toBeLessThanOrEqual(0.05);
  });

  it('price page: the quotation cards and the charts land in the space kept for them', async () => {
    const { cls, shifts } = await measure('/#/pages/garlic-price/garlic-price', async (page) => {
      await expect.poll(() => page.locator('[data-testid=price-quote-row]').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
      await expect.poll(() => page.locator(`[data-testid=chart-card] ${CHART_SURFACE} path[d]`).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    });
    expect(cls, report(shifts)).toBeLessThanOrEqual(0.05);
  });

  it('price page in English (longer variety names): the same', async () => {
    const { cls, shifts } = await measure(
      '/#/pages/garlic-price/garlic-price',
      async (page) => {
        await expect.poll(() => page.locator('[data-testid=price-quote-row]').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
        await expect.poll(() => page.locator(`[data-testid=chart-card] ${CHART_SURFACE} path[d]`).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      },
      'en-US',
    );
    expect(cls, report(shifts)).toBeLessThanOrEqual(0.05);
  });

  it('personal centre, signed out: the sign-in card and the language switch show together, whichever chunk comes last', async () => {
    const { cls, shifts } = await measure(
      '/#/pages/user/user',
      async (page) => {
        await page.waitForTimeout(1000);
        // The sign-in card's chunk is still held: the language switch below it must not show alone.
        expect(await page.getByTestId('language-en').count()).toBe(0);
        await page.getByTestId('user-sign-in').waitFor();
        expect(await page.getByTestId('language-en').isVisible()).toBe(true);
      },
      'zh-CN',
      /\/assets\/user-cards-[\w-]+\.js$/,
    );
    expect(cls, report(shifts)).toBeLessThanOrEqual(0.05);
  });
});
