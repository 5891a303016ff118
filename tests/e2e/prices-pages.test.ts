import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phonePage } from './helpers/browser.ts';
import { startServer, type RunningServer } from './helpers/server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];
/** Charts draw after their chunk and figures arrive; a loaded machine needs more than vitest's 1 s default. */
const WAIT = { timeout: 15_000 };

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page, errors } = await phonePage(browser));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until `count` chart cards have drawn marks from their figures, and no error view shows. */
async function chartsDrawn(p: Page, count: number): Promise<void> {
  await expect
    .poll(() => p.locator('[data-testid=chart-card]').evaluateAll((cards) => cards.filter((c) => c.querySelector('svg path.MuiLineChart-line, svg rect[fill^="#"]')).length), WAIT)
    .toBeGreaterThanOrEqual(count);
  expect(await p.locator('[data-testid=error-view]').count()).toBe(0);
  expect(await p.locator('[data-testid=chart-error]').count()).toBe(0);
}

async function shot(p: Page, name: string): Promise<void> {
  await p.waitForTimeout(1000);
  await p.screenshot({ path: `/tmp/prices-${name}.png` });
}

const texts = (p: Page, testId: string) => p.getByTestId(testId).allTextContents();

/** Waits until the texts under a test id are shown again and differ from `before`. */
async function changed(p: Page, testId: string, before: string[]): Promise<void> {
  await expect.poll(async () => {
    const now = await texts(p, testId);
    return now.length > 0 && now.join('|') !== before.join('|');
  }, WAIT).toBe(true);
}

describe('official price pages at 390x844', () => {
  it('shows the quotations by spec, the 30-day and same-month charts and the poll; switches market, variety and month', async () => {
    await page.goto(`${server.url}/#/pages/garlic-price/garlic-price`);
    await chartsDrawn(page, 2);
    await expect.poll(async () => (await texts(page, 'price-quote-row')).length, WAIT).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByTestId('poll-up').textContent(), WAIT).toMatch(/^\d+ · \d+%$/);
    await shot(page, 'garlic-price');
    await page.getByTestId('same-term-month').scrollIntoViewIfNeeded();
    await shot(page, 'garlic-price-same-term');
    await page.evaluate(() => window.scrollTo(0, 0));

    const jinxiang = await texts(page, 'price-quote-row');
    await page.getByTestId('price-market').click();
    await page.getByTestId('price-market-320382').click();
    await changed(page, 'price-quote-row', jinxiang);
    await chartsDrawn(page, 2);
    const pizhou = await texts(page, 'price-quote-row');
    await page.locator('[data-testid^=price-variety-]:not(.MuiChip-filled)').first().click();
    await changed(page, 'price-quote-row', pizhou);
    await chartsDrawn(page, 2);

    const averages = await texts(page, 'same-term-averages');
    const month = await page.getByTestId('same-term-month').textContent();
    await page.getByTestId('same-term-previous').click();
    await expect.poll(() => page.getByTestId('same-term-month').textContent(), WAIT).not.toBe(month);
    await changed(page, 'same-term-averages', averages);
    await chartsDrawn(page, 2);
    await shot(page, 'garlic-price-pizhou');
    expect(errors).toEqual([]);
  });

  it('sends a signed-out voter to sign in and back, then counts the vote', async () => {
    await page.goto(`${server.url}/#/pages/garlic-price/garlic-price`);
    await chartsDrawn(page, 2);
    const before = Number((await page.getByTestId('poll-up').textContent())!.split(' ')[0]);
    await page.getByTestId('poll-vote-up').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price'));
    await chartsDrawn(page, 2);
    await page.getByTestId('poll-vote-up').click();
    await expect.poll(() => page.getByTestId('poll-mine').count(), WAIT).toBe(1);
    expect(Number((await page.getByTestId('poll-up').textContent())!.split(' ')[0])).toBe(before + 1);
    await page.getByTestId('price-poll').scrollIntoViewIfNeeded();
    await shot(page, 'garlic-price-voted');
    expect(errors).toEqual([]);
  });

  it('compares all markets on a quotation day and steps to the day before', async () => {
    await page.goto(`${server.url}/#/pages/garlic-price/garlic-info`);
    await chartsDrawn(page, 1);
    await expect.poll(() => page.getByTestId('price-overview-row').count(), WAIT).toBe(8);
    await shot(page, 'garlic-info');
    await page.getByTestId('price-all-table').scrollIntoViewIfNeeded();
    await shot(page, 'garlic-info-all');
    await page.evaluate(() => window.scrollTo(0, 0));

    const day = await page.getByTestId('batch-date').inputValue();
    const rows = await texts(page, 'price-overview-row');
    await page.getByTestId('batch-previous').click();
    await expect.poll(() => page.getByTestId('batch-date').inputValue(), WAIT).not.toBe(day);
    await changed(page, 'price-overview-row', rows);
    await chartsDrawn(page, 1);

    await page.getByTestId('price-overview-row').nth(1).click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price'));
    await chartsDrawn(page, 2);
    expect(errors).toEqual([]);
  });

  it('reads in Chinese', async () => {
    const zh = await phonePage(browser, 'zh-CN');
    await zh.page.goto(`${server.url}/#/pages/garlic-price/garlic-info`);
    await chartsDrawn(zh.page, 1);
    await shot(zh.page, 'garlic-info-zh');
    await zh.page.goto(`${server.url}/#/pages/garlic-price/garlic-price`);
    await chartsDrawn(zh.page, 2);
    await shot(zh.page, 'garlic-price-zh');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
