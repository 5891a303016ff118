import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { signInAsOperator } from './helpers/operator.ts';

const suite = serverAndBrowser();
const JINXIANG_HEADLINE = '370828|1|3';

describe("today's figures", () => {
  it('an operator enters today’s prices, confirms a move over 30%, and the home page shows them', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await signInAsOperator(page, suite.server);
    // The home strip is read (and its reply kept by the server) before the figures change.
    await expect.poll(() => page.getByTestId('home-price').count()).toBe(8);
    const before = await page.getByTestId('home-price').first().textContent();
    expect(before).not.toContain('7.77');

    await page.goto(`${suite.server.url}/#/admin`);
    await page.getByTestId('admin-hub-prices').click();
    await page.waitForFunction(() => location.hash.startsWith('#/admin/prices'));
    const avg = page.getByTestId(`price-avgPrice-${JINXIANG_HEADLINE}`);
    await expect.poll(() => avg.inputValue()).toMatch(/^\d+\.\d{2}$/);
    await shot(page, 'admin-prices-en');
    await avg.fill('7.77');
    await page.getByTestId(`price-maxPrice-${JINXIANG_HEADLINE}`).fill('7.90');
    await page.getByTestId(`price-minPrice-${JINXIANG_HEADLINE}`).fill('7.60');
    expect(await page.getByTestId(`price-row-${JINXIANG_HEADLINE}`).getAttribute('data-moved')).toBe('true');
    await page.getByTestId('price-entry-publish').click();
    await expect.poll(() => page.getByTestId('price-entry-moved').textContent()).toContain('7.77');
    await shot(page, 'admin-prices-confirm-en');
    await page.getByTestId('price-entry-confirm').click();
    await expect.poll(() => page.locator('body').textContent()).toContain('prices published for');

    await page.goto(`${suite.server.url}/#/`);
    await expect.poll(() => page.getByTestId('home-price').first().textContent()).toContain('7.77');
    await shot(page, 'admin-prices-home-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an operator uploads a CSV: a bad file shows its lines, a good one is previewed and written', async () => {
    const { page, errors } = await phonePage(suite.browser);
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin`);
    await page.getByTestId('admin-hub-import').click();
    await page.waitForFunction(() => location.hash.startsWith('#/admin/import'));
    await page.getByTestId('import-file').setInputFiles(fileURLToPath(new URL('../fixtures/prices-bad.csv', import.meta.url)));
    await page.getByTestId('import-preview').click();
    await expect.poll(() => page.getByTestId('import-problems').textContent()).toContain('avgPrice must be number (got "abc")');
    expect(await page.getByTestId('import-commit').isDisabled()).toBe(true);
    await shot(page, 'admin-import-bad-en');
    await page.getByTestId('import-file').setInputFiles(fileURLToPath(new URL('../fixtures/prices.csv', import.meta.url)));
    await page.getByTestId('import-preview').click();
    await expect.poll(() => page.getByTestId('import-summary').textContent()).toContain('Every line is right');
    await shot(page, 'admin-import-preview-en');
    await page.getByTestId('import-commit').click();
    await expect.poll(() => page.locator('body').textContent()).toContain('8 rows written');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
