import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { changed, chartsDrawn, shot, texts } from './helpers/charts.ts';
import { hashPath } from './helpers/form.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

const open = (p: Page, route: string) => p.goto(`${suite.server.url}/#/pages/database/${route}`);

async function choose(p: Page, select: string, option: string): Promise<void> {
  await p.getByTestId(select).click();
  await p.getByTestId(option).click();
}

describe('VIP data pages at 390x844', () => {
  it('opens the hub and goes on to weather data', async () => {
    await open(page, 'database');
    await expect.poll(() => page.getByTestId('hub-area').textContent()).toMatch(/Planted area 2025\s*1,188\s*10k mu\s*\+5\.0%/);
    await shot(page, 'database-hub');
    expect(await page.getByRole('link', { name: 'Garlic exports' }).getAttribute('href')).toContain('/pages/export-statistics/export-statistics');
    expect(await page.getByRole('link', { name: 'Cold-storage stock' }).getAttribute('href')).toContain('/pages/inventory/inventory');
    await page.getByRole('link', { name: 'Weather data' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/weather-data'));
  });

  it('shows a term over three seasons and the temperature curves; switches region and term', async () => {
    await chartsDrawn(page, 1);
    await expect.poll(async () => (await texts(page, 'weather-term-row')).length).toBe(7);
    await shot(page, 'database-weather-data');
    const jinxiang = await texts(page, 'weather-term-row');
    await choose(page, 'db-region', 'db-region-532932');
    await changed(page, 'weather-term-row', jinxiang);
    await chartsDrawn(page, 1);
    const heqing = await texts(page, 'weather-term-row');
    await page.getByTestId('db-term-previous').click();
    await changed(page, 'weather-term-row', heqing);
    await page.locator('[data-testid^=db-season-]').last().click();
    await chartsDrawn(page, 1);
    await shot(page, 'database-weather-data-heqing');
    expect(errors).toEqual([]);
  });

  it('shows the accumulated temperature since sowing, labelled an estimate; switches term and region', async () => {
    await open(page, 'weather-total-data');
    await chartsDrawn(page, 1);
    await expect.poll(async () => (await texts(page, 'season-figure')).length).toBe(3);
    expect(await page.getByTestId('season-figures').textContent()).toContain('derived estimate');
    await expect.poll(async () => (await texts(page, 'total-table-row')).length).toBe(16);
    await shot(page, 'database-weather-total');
    await choose(page, 'db-term', 'db-term-6'); // 谷雨, late April: far more warmth than autumn
    await expect.poll(async () => Number((await texts(page, 'season-figure'))[1]!.replace(/,/g, ''))).toBeGreaterThan(1000);
    const jinxiang = await texts(page, 'season-figure');
    await choose(page, 'db-region', 'db-region-532932');
    await changed(page, 'season-figure', jinxiang);
    await chartsDrawn(page, 1);
    await shot(page, 'database-weather-total-heqing');
    expect(errors).toEqual([]);
  });

  it('shows sunny days by term and since sowing; switches region', async () => {
    await open(page, 'fine-weather-data');
    await chartsDrawn(page, 1);
    await expect.poll(async () => (await texts(page, 'season-figure')).length).toBe(3);
    await expect.poll(async () => (await texts(page, 'sunny-table-row')).length).toBe(16);
    await shot(page, 'database-fine-weather');
    const before = await texts(page, 'sunny-table-row');
    await choose(page, 'db-region', 'db-region-320382');
    await changed(page, 'sunny-table-row', before);
    expect(errors).toEqual([]);
  });

  it('shows a year nationally and by county, three years and the history; switches year and region, pages back', async () => {
    await open(page, 'area-data');
    await chartsDrawn(page, 3);
    await expect.poll(() => page.getByTestId('area-national-value').textContent()).toBe('1,188');
    await expect.poll(async () => (await texts(page, 'area-county-row')).length).toBe(8);
    await shot(page, 'database-area');
    await page.getByTestId('area-year-previous').click();
    await expect.poll(() => page.getByTestId('area-national-value').textContent()).toBe('1,131');
    await expect.poll(async () => (await texts(page, 'area-history-row')).length).toBe(10);
    await page.getByTestId('area-history-more').click();
    await expect.poll(async () => (await texts(page, 'area-history-row')).length).toBe(16);
    const national = await texts(page, 'area-history-row');
    await choose(page, 'area-region', 'area-region-370828');
    await changed(page, 'area-history-row', national);
    expect((await texts(page, 'area-history-row')).find((r) => r.startsWith('2021'))).toMatch(/^202162\.0[^*]/); // 山东商报 2021, not an estimate
    await page.getByTestId('area-history-row').first().scrollIntoViewIfNeeded();
    await shot(page, 'database-area-history');
    expect(errors).toEqual([]);
  });

  it('lists seedling records two pages deep, filters by term, and opens one', async () => {
    await open(page, 'seedling-list');
    await expect.poll(() => page.getByTestId('list-item').count()).toBe(20);
    await shot(page, 'database-seedling-list');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.getByTestId('list-item').count()).toBeGreaterThan(20);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('list-filter-solarTerm').click();
    await page.getByRole('option', { name: 'Start of Spring' }).click();
    const shown = () => texts(page, 'list-item');
    await expect.poll(async () => (await shown()).length > 0 && (await shown()).every((t) => t.includes('Start of Spring'))).toBe(true);
    await page.getByTestId('list-item').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/seedling-detail'));
    await expect.poll(() => page.getByTestId('detail-highlight').textContent()).toBe('Start of Spring · Overwintering');
    expect(await page.getByTestId('detail-fields').textContent()).toContain('Leaves of each plant');
    await shot(page, 'database-seedling-detail');
    expect(errors).toEqual([]);
  });

  it("goes on to the plot's growth: this term against the term before and last season; switches term and plot", async () => {
    await page.getByTestId('seedling-growth-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/database/seedling-data'));
    await chartsDrawn(page, 1);
    await expect.poll(async () => (await texts(page, 'seedling-change-row')).length).toBeGreaterThanOrEqual(5);
    expect(await page.getByTestId('seedling-changes').textContent()).toContain('Start of Spring');
    await shot(page, 'database-seedling-data');
    const spring = await texts(page, 'seedling-change-row');
    await page.getByTestId('db-term-next').click();
    await changed(page, 'seedling-change-row', spring);
    const rainWater = await texts(page, 'seedling-change-row');
    // Another plot than the one the record opened with (which plot that is depends on the day).
    await page.getByTestId('seedling-plot').click();
    await page.locator('li[data-testid^=seedling-plot-]:not(.Mui-selected)').first().click();
    await changed(page, 'seedling-change-row', rainWater);
    await page.getByTestId('seedling-measure-leafAge').click();
    await chartsDrawn(page, 1);
    // A pull asks again every call the page shows, the photos' too (decision 0154); the drag starts on the table, not a picker.
    const photos = page.waitForRequest((r) => r.url().includes('/api/v1/seed-growth/tb-hb-img'));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(200, 300);
    await page.mouse.down();
    for (let y = 320; y <= 600; y += 40) await page.mouse.move(200, y);
    await page.mouse.up();
    await photos;
    expect(errors).toEqual([]);
  });

  it('sends an anonymous visitor from add-seedling to sign in', async () => {
    await open(page, 'add-seedling');
    await page.getByTestId('login-phone').waitFor();
    expect(hashPath(page)).toBe('/pages/login');
  });

  it('reads in Chinese too', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    for (const [route, charts, text] of [
      ['database', 0, '作物与气象'],
      ['weather-data', 1, '地下5厘米'],
      ['weather-total-data', 1, '推算估计值'],
      ['fine-weather-data', 1, '晴天数'],
      ['area-data', 3, '万亩'],
      ['seedling-data', 1, '环比'],
      ['seedling-list', 0, '苗情'],
    ] as const) {
      await open(zh.page, route);
      if (charts > 0) await chartsDrawn(zh.page, charts);
      await expect.poll(() => zh.page.locator('main, body').first().textContent()).toContain(text);
      await shot(zh.page, `database-${route}-zh`);
    }
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
