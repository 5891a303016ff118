import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { CHART_SURFACE, chartsDrawn, hashParams, pullDown, shot, text } from './helpers/charts.ts';
import { serverAndBrowser } from './helpers/suite.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

describe('export pages at 390x844', () => {
  it('shows this year, the latest month, 24 months of bars and destinations, and switches the year', async () => {
    await page.goto(`${suite.server.url}/#/pages/export-statistics/export-statistics`);
    await chartsDrawn(page, 2);
    expect(await text(page, 'export-year-value')).toMatch(/^\d+(\.\d+)?M t$/);
    await expect.poll(() => page.locator('[data-testid=chart-card]').first().locator(`${CHART_SURFACE} rect[fill^="#"]`).count()).toBeGreaterThanOrEqual(24);
    await shot(page, 'export-statistics');
    const before = await text(page, 'export-country-total');
    const chips = page.getByTestId('export-year-chip').getByRole('radio');
    expect(await chips.count()).toBeGreaterThanOrEqual(5);
    await chips.nth(1).click();
    await expect.poll(() => text(page, 'export-country-total')).not.toBe(before);
    await chartsDrawn(page, 2);
    await page.getByTestId('export-country-table').scrollIntoViewIfNeeded();
    await shot(page, 'export-statistics-countries');
    expect(errors).toEqual([]);
  });

  it('lists the years in pages under the yearly chart, refetches on pull, and opens a year', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('export-history-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/export-statistics/history-export-statistics-list'));
    await chartsDrawn(page, 1);
    await expect.poll(() => page.getByTestId('list-item').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'export-history');
    // the second page arrives as the list's end scrolls into view
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.getByTestId('list-item').count()).toBeGreaterThan(4);
    const refetch = page.waitForRequest((r) => r.url().includes('/api/v1/export-quantity/getHistoryQuantity'));
    await pullDown(page);
    await refetch;
    const year = /\d{4}/.exec((await page.getByTestId('list-item').nth(1).textContent()) ?? '')![0];
    await page.getByTestId('list-item').nth(1).click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/export-statistics/history-export-statistics-detail4month'));
    expect(hashParams(page)).toEqual({ year });
    expect(errors).toEqual([]);
  });

  it('shows a year month by month and a month by destination, and switches the month', async () => {
    await chartsDrawn(page, 2);
    await expect.poll(() => page.getByTestId('export-month-row').count()).toBe(12);
    await shot(page, 'export-detail4month');
    const december = await text(page, 'export-month-total-value');
    await page.getByTestId('export-month-chip-7').click();
    await expect.poll(() => text(page, 'export-month-total-value')).not.toBe(december);
    await page.getByTestId('export-year-chip-2024').click();
    await expect.poll(() => page.getByTestId('export-month-row').first().textContent()).toContain('2024');
    await page.getByTestId('export-country-table').scrollIntoViewIfNeeded();
    await shot(page, 'export-detail4month-countries');
    expect(errors).toEqual([]);
  });

  it('compares one calendar month across the years and switches it', async () => {
    await page.getByTestId('export-same-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/export-statistics/history-export-statistics-detail4same'));
    expect(hashParams(page)).toEqual({ month: 7 });
    await chartsDrawn(page, 1);
    const july = await page.getByTestId('export-same-row').first().textContent();
    await page.getByTestId('export-calendar-month-2').click();
    await expect.poll(() => page.getByTestId('export-same-row').first().textContent()).not.toBe(july);
    await chartsDrawn(page, 1);
    await shot(page, 'export-detail4same');
    expect(errors).toEqual([]);
  });

  it('reads in Chinese too', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    for (const [path, charts, name] of [
      ['export-statistics', 2, 'export-statistics-zh'],
      ['history-export-statistics-list', 1, 'export-history-zh'],
      ['history-export-statistics-detail4month?params=%7B%22year%22%3A2026%7D', 2, 'export-detail4month-zh'],
      ['history-export-statistics-detail4same?params=%7B%22month%22%3A10%7D', 1, 'export-detail4same-zh'],
    ] as const) {
      await zh.page.goto(`${suite.server.url}/#/pages/export-statistics/${path}`);
      await chartsDrawn(zh.page, charts);
      await shot(zh.page, name);
    }
    expect(await zh.page.getByTestId('export-same-table').textContent()).toContain('同比');
    await zh.page.goto(`${suite.server.url}/#/pages/export-statistics/export-statistics`);
    await chartsDrawn(zh.page, 2);
    expect(await text(zh.page, 'export-year-value')).toMatch(/万吨$/);
    // The latest year so far, or the whole of last year in January, once December's figures are in.
    expect(await text(zh.page, 'export-year')).toMatch(/年出口量（(1–\d+月|全年)）/);
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
