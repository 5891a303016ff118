import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { one, signIn } from './helpers/cold-storage.ts';
import { signInAsOperator } from './helpers/operator.ts';

// Issue 15 points 1-3: a trader stars a series and sets an alert on the price page; an operator enters
// a price that crosses it; the trader sees the notice and the unread count on the Me tab.

const suite = serverAndBrowser();
const JINXIANG_HEADLINE = '370828|1|3';
const DEMO_PHONE = '13800138000';

describe('price alerts', () => {
  it('a user sets an alert on the price page, an operator enters a price that crosses it, and the user sees the notice', async () => {
    const last = one<{ avgPrice: number }>(
      suite.server.dataDir,
      `select avgPrice from price where regionId = '370828' and goodsId = '1' and specsId = '3' order by priceDate desc limit 1`,
    );
    const line = (Math.round(last.avgPrice * 100) + 20) / 100;
    const entered = (Math.round(last.avgPrice * 100) + 40) / 100;

    const { page, errors } = await phonePage(suite.browser);
    await signIn(page, suite.server.url, DEMO_PHONE);
    await page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    const row = page.getByTestId('price-quote-row').filter({ hasText: 'Medium mixed grade' });
    await row.waitFor();
    // Star the series: it comes first, in the watchlist card, with its price.
    await row.getByTestId('price-star').click();
    await page.getByTestId('watchlist-row').first().waitFor();
    await expect.poll(() => page.getByTestId('watchlist-price').first().textContent()).toBe(last.avgPrice.toFixed(2));
    await row.click();
    await shot(page, 'price-page-watchlist-en');
    await page.getByTestId('price-alert-set').click();
    await page.locator('#root_above').waitFor();
    // The form opens on the chosen series.
    await expect.poll(() => page.locator('main').textContent()).toContain('Medium mixed grade');
    await page.locator('#root_above').fill(line.toFixed(2));
    await shot(page, 'price-alert-form-en');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/price-alerts'));
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).toContain(`Tell me at or above ${line.toFixed(2)}`);
    await shot(page, 'price-alerts-en');
    expect(
      one<{ n: number }>(suite.server.dataDir, `select count(*) as n from price_alert where regionId = '370828' and specsId = '3' and above = ?`, line).n,
    ).toBe(1);

    // The operator publishes today's Jinxiang headline price past the line.
    const operator = await phonePage(suite.browser);
    await signInAsOperator(operator.page, suite.server);
    await operator.page.goto(`${suite.server.url}/#/admin/prices`);
    const avg = operator.page.getByTestId(`price-avgPrice-${JINXIANG_HEADLINE}`);
    await expect.poll(() => avg.inputValue()).toMatch(/^\d+\.\d{2}$/);
    await avg.fill(entered.toFixed(2));
    await operator.page.getByTestId(`price-maxPrice-${JINXIANG_HEADLINE}`).fill((entered + 0.1).toFixed(2));
    await operator.page.getByTestId(`price-minPrice-${JINXIANG_HEADLINE}`).fill((entered - 0.1).toFixed(2));
    await operator.page.getByTestId('price-entry-publish').click();
    await expect.poll(() => operator.page.locator('body').textContent()).toContain('prices published for');
    expect(operator.errors).toEqual([]);
    await operator.page.context().close();

    // The server writes the notice within seconds (longer on a loaded machine); then the user's Me tab
    // counts it, and the notice names the series, its price and the line.
    await expect
      .poll(() => one<{ n: number }>(suite.server.dataDir, `select count(*) as n from notice where decision = 'alert'`).n, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.reload();
    await expect.poll(() => page.getByTestId('tab-unread').textContent(), { timeout: 20_000 }).toMatch(/^\d+$/);
    await shot(page, 'home-unread-tab-en');
    await page.getByTestId('tab-3').click();
    await page.getByTestId('user-notices').click();
    await expect.poll(() => page.locator('main').textContent()).toContain(`at or above your ${line.toFixed(2)}`);
    expect(await page.locator('main').textContent()).toContain(`Jinxiang Hybrid garlic Medium mixed grade: ${entered.toFixed(2)} yuan/jin`);
    await shot(page, 'notices-alert-en');
    expect(one<{ n: number }>(suite.server.dataDir, `select count(*) as n from notice where decision = 'alert' and detail like '%金乡 杂交蒜 中混级%'`).n).toBe(
      1,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the alerts page and the notice in Chinese', async () => {
    const { page, errors } = await phonePage(suite.browser, 'zh-CN');
    await signIn(page, suite.server.url, DEMO_PHONE);
    await page.goto(`${suite.server.url}/#/pages/user/price-alerts`);
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).toContain('价格高于等于');
    await shot(page, 'price-alerts-zh');
    await page.goto(`${suite.server.url}/#/pages/user/notices`);
    await expect.poll(() => page.locator('main').textContent()).toContain('已高于等于您设定的');
    await shot(page, 'notices-alert-zh');
    // The user centre: the alerts entry and the daily digest switch, kept by the server.
    await page.getByTestId('tab-3').click();
    await page.getByTestId('notice-digest').waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain('价格提醒每日汇总');
    expect(await page.locator('main').textContent()).toContain('价格提醒');
    const digest = page.getByTestId('notice-digest').locator('input');
    await expect.poll(() => digest.isEnabled()).toBe(true);
    await digest.click();
    await expect.poll(() => digest.isChecked()).toBe(true);
    await expect.poll(() => one<{ d: number }>(suite.server.dataDir, `select noticeDigest as d from front_user where phone = ?`, DEMO_PHONE).d).toBe(1);
    await shot(page, 'user-centre-digest-zh');

    // The alert's page: what it watches and last saw; edit opens the form on it; delete removes it.
    await page.goto(`${suite.server.url}/#/pages/user/price-alerts`);
    await page.getByTestId('list-item').first().click();
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe('金乡 杂交蒜 中混级');
    await expect.poll(() => page.locator('main').textContent()).toContain('已高于设定价');
    await shot(page, 'price-alert-detail-zh');
    await page.getByTestId('detail-action-edit').click();
    await expect.poll(() => page.locator('#root_above').inputValue()).toMatch(/^\d+\.\d{1,2}$/);
    await page.goBack();
    await page.getByTestId('detail-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => one<{ n: number }>(suite.server.dataDir, `select count(*) as n from price_alert`).n).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
