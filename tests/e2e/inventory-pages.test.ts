import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { chartsDrawn, hashParams, pullDown, shot, text } from './helpers/charts.ts';
import { serverAndBrowser } from './helpers/suite.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

const firstRow = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();

describe('inventory pages at 390x844', () => {
  it('shows the latest stock, three seasons, regions against capacity, categories and capacity by season', async () => {
    await page.goto(`${suite.server.url}/#/pages/inventory/inventory`);
    await chartsDrawn(page, 5);
    expect(await text(page, 'stock-latest-value')).toMatch(/^\d+(\.\d+)?M t$/);
    expect(await page.getByTestId('estimate-chip').count()).toBeGreaterThan(0);
    await shot(page, 'inventory');

    const national = await page.locator('[data-testid=chart-card]').nth(0).textContent();
    await page.getByTestId('stock-region').click();
    await page.getByTestId('stock-region-370828').click();
    await expect.poll(() => page.locator('[data-testid=chart-card]').nth(0).textContent()).not.toBe(national);
    expect(await page.locator('[data-testid=chart-card]').nth(0).textContent()).toContain('Jinxiang');
    await chartsDrawn(page, 5);

    await page.getByTestId('capacity-table').scrollIntoViewIfNeeded();
    const latest = await firstRow(page, 'capacity-row');
    await page.getByTestId('capacity-month-previous').click();
    await expect.poll(() => firstRow(page, 'capacity-row')).not.toBe(latest);
    await shot(page, 'inventory-capacity');

    await page.getByTestId('stock-category-3').click();
    await expect.poll(() => page.getByText('By goods category · Garlic scapes').count()).toBe(1);
    await chartsDrawn(page, 5);
    await page.getByTestId('stock-category').scrollIntoViewIfNeeded();
    await shot(page, 'inventory-category');
    expect(errors).toEqual([]);
  });

  it('lists the seasons in pages under the seasons chart, refetches on pull, and opens a season', async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByTestId('stock-history-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/inventory/history-inventory-list'));
    await chartsDrawn(page, 1);
    await expect.poll(() => page.getByTestId('list-item').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'inventory-history');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.getByTestId('list-item').count()).toBeGreaterThan(4);
    const refetch = page.waitForRequest((r) => r.url().includes('/api/v1/region-quantity/history-year-page') && r.method() === 'GET');
    await pullDown(page);
    await refetch;
    const season = /(\d{4})\/\d{2}/.exec((await page.getByTestId('list-item').nth(1).textContent()) ?? '')![1];
    await page.getByTestId('list-item').nth(1).click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/inventory/history-inventory-detailForMonth'));
    expect(hashParams(page)).toEqual({ seasonYear: season });
    expect(errors).toEqual([]);
  });

  it('shows a season month by month and a month by region, and switches season and month', async () => {
    await chartsDrawn(page, 2);
    await expect.poll(() => page.getByTestId('stock-month-row').count()).toBe(12);
    await shot(page, 'inventory-detail-month');
    const may = await firstRow(page, 'stock-region-row');
    await page.getByTestId('stock-month-chip').getByRole('radio').first().click();
    await expect.poll(() => firstRow(page, 'stock-region-row')).not.toBe(may);
    const before = await firstRow(page, 'stock-month-row');
    await page.getByTestId('stock-season-chip').getByRole('radio').last().click();
    await expect.poll(() => firstRow(page, 'stock-month-row')).not.toBe(before);
    await chartsDrawn(page, 2);
    await page.getByTestId('stock-regions-table').scrollIntoViewIfNeeded();
    await shot(page, 'inventory-detail-month-regions');
    expect(errors).toEqual([]);
  });

  it('compares one month end across the seasons and switches the month', async () => {
    await page.getByTestId('stock-same-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/inventory/history-inventory-detailForSameMonth'));
    expect(String(hashParams(page).month)).toMatch(/^\d{4}-\d{2}$/);
    await chartsDrawn(page, 2);
    const june = await firstRow(page, 'stock-same-row');
    await page.getByTestId('stock-calendar-month-9').click();
    await expect.poll(() => firstRow(page, 'stock-same-row')).not.toBe(june);
    await chartsDrawn(page, 2);
    await shot(page, 'inventory-detail-same');
    expect(errors).toEqual([]);
  });

  it('reads in Chinese too', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    for (const [path, charts, name] of [
      ['inventory', 5, 'inventory-zh'],
      ['history-inventory-list', 1, 'inventory-history-zh'],
      ['history-inventory-detailForMonth?params=%7B%22seasonYear%22%3A2025%7D', 2, 'inventory-detail-month-zh'],
      ['history-inventory-detailForSameMonth?params=%7B%22month%22%3A%222025-09%22%7D', 2, 'inventory-detail-same-zh'],
    ] as const) {
      await zh.page.goto(`${suite.server.url}/#/pages/inventory/${path}`);
      await chartsDrawn(zh.page, charts);
      await shot(zh.page, name);
    }
    expect(await zh.page.getByTestId('stock-same-table').textContent()).toContain('2025/26');
    await zh.page.goto(`${suite.server.url}/#/pages/inventory/inventory`);
    await chartsDrawn(zh.page, 5);
    expect(await text(zh.page, 'stock-latest-value')).toMatch(/万吨$/);
    expect(await zh.page.getByTestId('stock-headline').textContent()).toContain('较上月');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
