import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { hashPath } from './helpers/form.ts';

const suite = serverAndBrowser();

const LISTS = [
  ['/pages/conjuncture/conjuncture-list', '/pages/conjuncture/conjuncture-detail'],
  ['/pages/market-quotation-hot-news/market-quotation-hot-news-list', '/pages/market-quotation-hot-news/market-quotation-hot-news-detail'],
  ['/pages/forum/forum-list', '/pages/forum/forum-detail'],
  ['/pages/news-list', '/pages/news-detail'],
] as const;

describe('the public content lists, signed out', () => {
  it.each(['en-US', 'zh-CN'])('open in %s and lead from their first item to its detail with no error view', async (lang) => {
    const { page, errors } = await phonePage(suite.browser, lang);
    for (const [list, detail] of LISTS) {
      await page.goto(`${suite.server.url}/#${list}`);
      const first = page.getByTestId('list-item').first();
      await first.waitFor();
      const title = (await first.locator('.MuiTypography-subtitle1').first().textContent()) ?? '';
      await shot(page, `content-${lang}-${list.split('/').at(-1)}`);
      await first.click();
      await page.waitForFunction((path) => location.hash.startsWith(`#${path}`), detail);
      await expect.poll(() => page.getByTestId('detail-heading').textContent()).not.toBe('');
      if (!list.includes('conjuncture')) expect(await page.getByTestId('detail-heading').textContent()).toBe(title);
      await expect.poll(() => page.getByTestId('interaction-bar').count()).toBe(1);
      expect(await page.getByTestId('error-view').count()).toBe(0);
      await shot(page, `content-${lang}-${detail.split('/').at(-1)}`);
    }
    expect(errors).toEqual([]);
  });

  it('scrolls a list past its first page', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#/pages/news-list`);
    await page.getByTestId('list-item').first().waitFor();
    // Bring the list's foot into view until the second page has come in.
    await expect
      .poll(async () => {
        await page.getByTestId('list-status').scrollIntoViewIfNeeded();
        return page.getByTestId('list-item').count();
      })
      .toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  it('filters market information by market', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#/pages/conjuncture/conjuncture-list`);
    await page.getByTestId('list-item').first().waitFor();
    await page.getByTestId('list-filter-regionId').click();
    await page.getByRole('option', { name: 'Pizhou', exact: true }).click();
    // Between the two answers the list may hold no rows at all, which every() alone would take as done.
    const shown = () => page.getByTestId('list-item').allTextContents();
    await expect.poll(async () => (await shown()).length > 0 && (await shown()).every((t) => t.startsWith('Pizhou'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('a signed-out reader who taps collect', () => {
  it('goes to login, comes back to the report, and then collects it', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await page.goto(`${suite.server.url}/#/pages/conjuncture/conjuncture-list`);
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('interaction-collection').waitFor();
    const detail = page.url();
    await page.getByTestId('interaction-collection').click();
    await page.getByTestId('login-phone').waitFor();
    expect(hashPath(page)).toBe('/pages/login');
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/conjuncture/conjuncture-detail'), undefined);
    expect(page.url()).toBe(detail);
    const button = page.getByTestId('interaction-collection');
    const wasCollected = (await button.getAttribute('aria-pressed')) === 'true';
    const before = Number(await page.getByTestId('interaction-collection-count').textContent());
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe(wasCollected ? 'false' : 'true');
    expect(Number(await page.getByTestId('interaction-collection-count').textContent())).toBe(before + (wasCollected ? -1 : 1));
    expect(errors).toEqual([]);
  });
});
