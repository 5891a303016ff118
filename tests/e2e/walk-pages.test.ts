import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { CHART_SURFACE, chartsDrawn, shot, text } from './helpers/charts.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

describe('shipment pages at 390x844', () => {
  it('shows the 30-day bars, this month against last month and last year, and the 24-month trend', async () => {
    await page.goto(`${suite.server.url}/#/pages/walk-quantity/index`);
    await chartsDrawn(page, 2);
    await expect.poll(() => page.getByTestId('walk-summary-figure').count()).toBe(4);
    await expect.poll(() => page.locator('[data-testid=chart-card]').first().locator(`${CHART_SURFACE} rect`).count()).toBeGreaterThan(30);
    await shot(page, 'walk-index');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await shot(page, 'walk-index-trend');
    await page.evaluate(() => window.scrollTo(0, 0));

    const allMarkets = await text(page, 'walk-summary-value');
    await page.getByTestId('walk-market').click();
    await page.getByTestId('walk-market-532932').click();
    await expect.poll(() => text(page, 'walk-summary-value')).not.toBe(allMarkets);
    await chartsDrawn(page, 2);

    await page.getByTestId('walk-route-2').click();
    await expect.poll(() => page.locator('[data-testid=chart-card]').first().locator('.MuiChartsLegend-series').count()).toBe(1);
    await shot(page, 'walk-index-heqing-reefer');
    expect(errors).toEqual([]);
  });

  it('shows a month per market in a bar chart and a table, switches month and refetches on pull', async () => {
    await page.getByTestId('walk-history-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/walk-quantity/month-statistics'));
    await chartsDrawn(page, 1);
    await expect.poll(() => page.getByTestId('walk-month-row').count()).toBe(8);
    await shot(page, 'walk-month-statistics');
    await page.getByTestId('walk-month-table').scrollIntoViewIfNeeded();
    await shot(page, 'walk-month-statistics-table');
    await page.evaluate(() => window.scrollTo(0, 0));

    const before = await text(page, 'walk-month-total');
    await page.getByTestId('walk-month-previous').click();
    await expect.poll(() => text(page, 'walk-month-total')).not.toBe(before);
    await chartsDrawn(page, 1);

    const refetch = page.waitForRequest((r) => r.url().includes('/api/v1/walk-quantity/monthChain'));
    await page.mouse.move(200, 150);
    await page.mouse.down();
    for (let y = 170; y <= 450; y += 40) await page.mouse.move(200, y);
    await page.mouse.up();
    await refetch;
    expect(errors).toEqual([]);
  });

  it('reads in Chinese too', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    await zh.page.goto(`${suite.server.url}/#/pages/walk-quantity/index`);
    await chartsDrawn(zh.page, 2);
    // The summary is a widget of its own chunk: its figures may come after the charts.
    await expect.poll(() => zh.page.getByTestId('walk-summary').textContent()).toContain('环比');
    await shot(zh.page, 'walk-index-zh');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
