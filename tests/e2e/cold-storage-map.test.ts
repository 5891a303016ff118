import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { pullDown, shot } from './helpers/charts.ts';
import { hashPath } from './helpers/form.ts';
import { one, query, tapTopPin } from './helpers/cold-storage.ts';
import { shortenNumber } from '../../src/shared/format/shorten.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

describe('a visitor on the cold-storage map', () => {
  let storeName = '';

  it('reads the big-data page: certified stores, capacity by county, rentals', async () => {
    const { stores, capacity } = one<{ stores: number; capacity: number }>(
      suite.server.dataDir,
      'select count(*) as stores, sum(fixedCapacity + activityCapacity) as capacity from cold_storage_auth',
    );
    await page.goto(`${suite.server.url}/#/pages/cold-storage-apply/cold-storage-apply`);
    await expect.poll(() => page.getByTestId('cold-figure-stores').textContent()).toBe(`Certified stores${stores}`);
    expect(await page.getByTestId('cold-figure-capacity').textContent()).toBe(`Certified capacity${shortenNumber(capacity, 'en')} t`);
    await expect.poll(() => page.getByTestId('cold-by-county').textContent()).toContain('Jinxiang County');
    // Storage types by their dictionary's English names, rent kinds by their enum's labels.
    await expect.poll(() => page.getByTestId('cold-by-type').textContent()).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await page.getByTestId('cold-rentals').textContent()).toContain('For rent');
    // The newest rentals side by side, each opening its listing; the links above open the map.
    await expect.poll(() => page.getByTestId('cold-carousel').getByTestId('list-item').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('cold-link-rent-list').textContent()).toBe('Rentals');
    await shot(page, 'cold-big-data-en', { fullPage: true });
    // Pulling down asks the statistics and the newest rentals again.
    const asked = Promise.all(
      ['/api/v1/cold-storage-apply/statistics', '/api/v1/cold-storage-rent/getCarousel'].map((path) => page.waitForRequest((r) => r.url().includes(path))),
    );
    await pullDown(page);
    await asked;
  });

  it('opens the big map with crowded stores clustered into counted bubbles that spread on a tap, and taps one', async () => {
    const { n } = one<{ n: number }>(suite.server.dataDir, 'select (select count(*) from cold_storage_auth) + (select count(*) from cold_storage_apply) as n');
    await page.getByTestId('cold-link-map').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/map'));
    await expect.poll(() => page.getByTestId('map-count').textContent()).toBe(`${n} cold stores on the map`);
    const drawn = () =>
      page.evaluate(() => {
        const root = document.querySelector('[data-testid=cold-map]')!;
        const counts = [...root.querySelectorAll('[data-testid=map-cluster]')].map((e) => Number(e.getAttribute('data-count')));
        return { pins: root.querySelectorAll('.gm-pin').length, counts, inView: root.querySelectorAll('.gm-pin').length + counts.reduce((a, b) => a + b, 0) };
      });
    // At the opening zoom Jinxiang's stores would pile up: they are bubbles with counts, never more than exist.
    await expect.poll(async () => (await drawn()).counts.length).toBeGreaterThan(0);
    const low = await drawn();
    expect(low.inView).toBeLessThanOrEqual(n);
    expect(Math.min(...low.counts)).toBeGreaterThanOrEqual(2);
    await shot(page, 'cold-map-clustered-en');
    const biggest = Math.max(...low.counts);
    await page.locator(`[data-testid=cold-map] [data-testid=map-cluster][data-count="${biggest}"]`).first().click();
    // Zoomed in, the crowd comes apart into pins and smaller bubbles.
    await expect.poll(async () => Math.max(0, ...(await drawn()).counts)).toBeLessThan(biggest);
    await expect.poll(async () => (await drawn()).pins).toBeGreaterThan(0);
    await shot(page, 'cold-map-spread-en');
    await page.getByTestId('map-kind-auth').click();
    await expect.poll(async () => (await drawn()).pins).toBeGreaterThan(0);
    storeName = await tapTopPin(page, '[data-testid=cold-map]');
    await expect.poll(() => page.getByTestId('map-entry-name').textContent()).toBe(storeName);
    await shot(page, 'cold-map-en');
  });

  it('opens the store’s detail: size, goods, a small map and what a visitor can do', async () => {
    const [store] = query<{ coldStorageAuthId: string; fixedHole: number; activityHole: number }>(
      suite.server.dataDir,
      'select * from cold_storage_auth where name = ?',
      storeName,
    );
    await page.getByTestId('map-entry-details').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/cold-storage-detail'));
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe(storeName);
    expect(await page.getByTestId('detail-kind').textContent()).toBe('Certified');
    expect(await page.getByTestId('detail-highlight').textContent()).toContain(`${store!.fixedHole + store!.activityHole} rooms`);
    expect(await page.getByTestId('detail-fields').textContent()).toContain('Goods storedGarlic');
    expect(await page.getByTestId('detail-edit').count()).toBe(0);
    await page.locator('[data-testid=detail-map] .gm-pin').waitFor();
    await shot(page, 'cold-detail-en');
  });

  it('signs in to report an error, and comes back to the store', async () => {
    const [store] = query<{ coldStorageAuthId: string }>(suite.server.dataDir, 'select coldStorageAuthId from cold_storage_auth where name = ?', storeName);
    await page.getByTestId('detail-report').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/add-error-message'));
    await page.getByLabel('Wrong phone or contact').check();
    await page.locator('#root_content').fill('电话已停机，负责人换了新号码');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/cold-storage-apply/map/cold-storage-detail'));
    const reports = query<{ coldStorageAuthId: string; errorType: string; content: string }>(
      suite.server.dataDir,
      'select coldStorageAuthId, errorType, content from cold_storage_error_message',
    );
    expect(reports).toEqual([{ coldStorageAuthId: store!.coldStorageAuthId, errorType: '2', content: '电话已停机，负责人换了新号码' }]);
    expect(hashPath(page)).toBe('/pages/cold-storage-apply/map/cold-storage-detail');
  });

  it('shows the pages in Chinese too', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    await zh.page.goto(`${suite.server.url}/#/pages/cold-storage-apply/cold-storage-apply`);
    await expect.poll(() => zh.page.getByTestId('cold-figure-capacity').textContent()).toMatch(/^认证库容[\d.]+万吨$/);
    await expect.poll(() => zh.page.getByTestId('cold-by-county').textContent()).toContain('金乡县');
    await shot(zh.page, 'cold-big-data-zh', { fullPage: true });
    await zh.page.goto(`${suite.server.url}/#/pages/cold-storage-apply/map/map`);
    await expect.poll(() => zh.page.getByTestId('map-count').textContent()).toMatch(/^地图上共\d+座冷库$/);
    await tapTopPin(zh.page, '[data-testid=cold-map]');
    await zh.page.getByTestId('map-entry-card').waitFor();
    await shot(zh.page, 'cold-map-zh');
    await zh.page.getByTestId('map-entry-details').click();
    await zh.page.getByTestId('detail-heading').waitFor();
    await shot(zh.page, 'cold-detail-zh');
    await zh.page.goto(`${suite.server.url}/#/pages/cold-storage-apply/rent/rent-list`);
    await zh.page.getByTestId('list-item').first().waitFor();
    await shot(zh.page, 'cold-rent-list-zh');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });

  it('logged no errors', () => {
    expect(errors).toEqual([]);
  });
});
