import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { PriceQuote } from '../../src/web/overrides/prices/prices-format.ts';
import { phonePage } from './helpers/browser.ts';
import { reactCommits, recordReactCommits, settledCommits } from './helpers/react-commits.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { changed, chartsDrawn, scrollNear, shot, texts } from './helpers/charts.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

describe('official price pages at 390x844', () => {
  it('shows the quotations by spec, the 30-day and same-month charts and the poll; switches market, variety and month', async () => {
    await page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    await chartsDrawn(page, 2);
    await expect.poll(async () => (await texts(page, 'price-quote-row')).length).toBeGreaterThanOrEqual(3);
    await scrollNear(page, 'price-poll');
    await expect.poll(() => page.getByTestId('poll-up').textContent()).toMatch(/^\d+ · \d+%$/);
    await shot(page, 'prices-garlic-price');
    await scrollNear(page, 'same-term-month');
    await shot(page, 'prices-garlic-price-same-term');
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
    await expect.poll(() => page.getByTestId('same-term-month').textContent()).not.toBe(month);
    await changed(page, 'same-term-averages', averages);
    await chartsDrawn(page, 2);
    await shot(page, 'prices-garlic-price-pizhou');
    expect(errors).toEqual([]);
  });

  it("shows the latest batch's rows while the quotations call runs, and its answer's extra spec when it comes", async () => {
    const fresh = await phonePage(suite.browser);
    const held: Route[] = [];
    await fresh.page.route('**/api/v1/price-analyse/quotation-varieties-specs**', (route) => void held.push(route));
    const batch = fresh.page.waitForResponse((r) => r.url().includes('/api/v1/price-analyse/day'));
    await fresh.page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    const rows = ((await (await batch).json()) as { data: { rows: PriceQuote[] } }).data.rows.filter((r) => r.regionId === '370828' && r.goodsId === '1');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The call is still held: the table already has the batch's rows, its first row's average first.
    await expect.poll(() => fresh.page.getByTestId('price-quote-row').count()).toBe(rows.length);
    expect((await texts(fresh.page, 'price-quote-row'))[0]).toContain(rows[0]!.avgPrice.toFixed(2));
    // The answer names one more spec, quoted earlier in the 30 days: the table shows it.
    const response = await held[0]!.fetch();
    const answer = (await response.json()) as { data: PriceQuote[] };
    const earlier = { ...answer.data[0]!, specsId: '9', priceDate: '2026-11-01', avgPrice: 9.87 };
    await held[0]!.fulfill({ response, json: { ...answer, data: [...answer.data, earlier] } });
    await expect.poll(() => fresh.page.getByTestId('price-quote-row').count()).toBe(rows.length + 1);
    expect((await texts(fresh.page, 'price-quote-row')).at(-1)).toContain('9.87');
    expect(fresh.errors).toEqual([]);
    await fresh.page.context().close();
  });

  it('renders nothing again when the quotations call answers the rows the batch showed', async () => {
    const fresh = await phonePage(suite.browser);
    await recordReactCommits(fresh.page);
    const held: Route[] = [];
    await fresh.page.route('**/api/v1/price-analyse/quotation-varieties-specs**', (route) => void held.push(route));
    await fresh.page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await chartsDrawn(fresh.page, 1);
    const { commits } = await settledCommits(fresh.page);
    const answered = fresh.page.waitForResponse((r) => r.url().includes('quotation-varieties-specs'));
    await held[0]!.continue();
    await answered;
    await fresh.page.waitForTimeout(1000);
    expect((await reactCommits(fresh.page)).commits).toBe(commits);
    expect(fresh.errors).toEqual([]);
    await fresh.page.context().close();
  });

  it('sends a signed-out voter to sign in and back, then counts the vote', async () => {
    await page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    await chartsDrawn(page, 2);
    await scrollNear(page, 'poll-up');
    const before = Number((await page.getByTestId('poll-up').textContent())!.split(' ')[0]);
    await page.getByTestId('poll-vote-up').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/login'));
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price'));
    await chartsDrawn(page, 2);
    await scrollNear(page, 'poll-vote-up');
    await page.getByTestId('poll-vote-up').click();
    await expect.poll(() => page.getByTestId('poll-mine').count()).toBe(1);
    expect(Number((await page.getByTestId('poll-up').textContent())!.split(' ')[0])).toBe(before + 1);
    await page.getByTestId('price-poll').scrollIntoViewIfNeeded();
    await shot(page, 'prices-garlic-price-voted');
    expect(errors).toEqual([]);
  });

  it('compares all markets on a quotation day and steps to the day before', async () => {
    await page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-info`);
    await chartsDrawn(page, 1);
    // Eight markets publish, but a market now and then skips a day: the latest batch names who quoted.
    const latest = (await (await fetch(`${suite.server.url}/api/v1/price-analyse/day`)).json()) as {
      data: { rows: { regionId: string; headline: boolean }[] };
    };
    const quoting = latest.data.rows.filter((r) => r.headline).length;
    expect(quoting).toBeGreaterThanOrEqual(6);
    await expect.poll(() => page.getByTestId('price-overview-row').count()).toBe(quoting);
    await shot(page, 'prices-garlic-info');
    await page.getByTestId('price-all-table').scrollIntoViewIfNeeded();
    await shot(page, 'prices-garlic-info-all');
    await page.evaluate(() => window.scrollTo(0, 0));

    const day = await page.getByTestId('batch-date').inputValue();
    const rows = await texts(page, 'price-overview-row');
    await page.getByTestId('batch-previous').click();
    await expect.poll(() => page.getByTestId('batch-date').inputValue()).not.toBe(day);
    await changed(page, 'price-overview-row', rows);
    await chartsDrawn(page, 1);

    await page.getByTestId('price-overview-row').nth(1).click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price'));
    await chartsDrawn(page, 2);
    expect(errors).toEqual([]);
  });

  it('reads in Chinese', async () => {
    const zh = await phonePage(suite.browser, 'zh-CN');
    await zh.page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-info`);
    await chartsDrawn(zh.page, 1);
    await shot(zh.page, 'prices-garlic-info-zh');
    await zh.page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    await chartsDrawn(zh.page, 2);
    await shot(zh.page, 'prices-garlic-price-zh');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  });
});
