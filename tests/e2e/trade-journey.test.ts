import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';
import { chooseOption, fill, hashPath, pickDivision } from './helpers/form.ts';

/** The four selects of the trade form's origin picker, as chosen codes. */
const picked = (page: Page) =>
  Promise.all(['province', 'city', 'county', 'street'].map((level) => page.getByTestId(`division-goodsOrigin-${level}`).inputValue()));

const suite = serverAndBrowser();
let page: Page;
let errors: string[];
const phone = `137${String(Date.now()).slice(-8)}`;
const password = 'garlic-e2e-2026';

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

// One person's whole journey, in order: each step starts where the previous one left the app.
describe('a new trader registers and manages a sell post', () => {
  it('registers through WeChat sign-in (the development authorize page)', async () => {
    await page.goto(`${suite.server.url}/#/pages/regist`);
    await page.getByTestId('register-wechat').click();
    await page.waitForURL(/\/dev\/wechat\/authorize/);
    await page.locator('#allow').click();
    await page.locator('#root_phone').waitFor();
    expect(hashPath(page)).toBe('/pages/regist');
    expect(new URL(page.url()).search).toBe('');
    await fill(page, 'phone', phone);
    await fill(page, 'password', password);
    await fill(page, 'nickname', '测试蒜商');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
  });

  it('shows the new account in the personal centre, logs out and signs in with the password', async () => {
    await page.getByTestId('tab-3').click();
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('测试蒜商');
    await page.getByTestId('user-logout').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    await page.goto(`${suite.server.url}/#/pages/login`);
    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
  });

  let postId = '';

  it('publishes a sell post', async () => {
    // From the buy & sell hub (a view.hub manifest): its three lists, the two-day statistic, the publish button.
    await page.goto(`${suite.server.url}/#/pages/transaction/transaction`);
    await page.getByTestId('two-day-statistic').waitFor();
    const lists = page.getByRole('navigation', { name: 'Buy & sell' }).getByRole('link');
    expect(await lists.allTextContents()).toEqual(['Buy/sell information', 'Purchasing', 'Selling']);
    await shot(page, 'transaction-hub');
    await page.getByTestId('hub-action-transaction-add').click();
    await page.locator('#root_price').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByLabel('Selling').check();
    await chooseOption(page, 'varietiesId', 'Purple-skin garlic');
    await chooseOption(page, 'specsId', '6.0 cm');
    await chooseOption(page, 'regionId', 'Qixian');
    // The origin through the division picker: each list loads once its parent is chosen.
    await pickDivision(page, 'province', 'Henan');
    await pickDivision(page, 'city', 'Kaifeng');
    await pickDivision(page, 'county', 'Qi County');
    await pickDivision(page, 'street', 'Sumu Township');
    await fill(page, 'price', '4.56');
    await fill(page, 'quantity', '88');
    await fill(page, 'supplement', 'E2E 紫皮蒜 6.0公分 现货');
    expect(await page.locator('#root_contactPhone').inputValue()).toBe(phone);
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/transaction/transaction-detail'));
    // Publishing says it worked, once, in the shared toast.
    await expect.poll(() => page.locator('.MuiSnackbar-root').allTextContents()).toEqual(['Submitted']);
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe('Selling · Purple-skin garlic 6.0 cm');
    postId = JSON.parse(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('params')!).buySellId;
    expect(postId).toMatch(/^\d+$/);
    // The origin in English, from the division data (decision 0137).
    for (const place of ['ProvinceHenan', 'CountyQi County', 'TownshipSumu Township'])
      await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain(place);
  });

  it('finds it first in sale-list and in my-transaction-list, and opens it', async () => {
    for (const route of ['/pages/transaction/sale-list', '/pages/user/my-transaction-list']) {
      await page.goto(`${suite.server.url}/#${route}`);
      const first = page.getByTestId('list-item').first();
      await expect.poll(() => first.textContent()).toContain('Purple-skin garlic · 6.0 cm');
      expect(await first.textContent()).toContain('4.56 yuan/jin');
    }
    await page.getByTestId('list-item').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/transaction/transaction-detail'));
    expect(await page.getByTestId('detail-highlight').textContent()).toBe('4.56 yuan/jin');
  });

  it('edits it', async () => {
    await page.getByTestId('detail-action-edit').click();
    await page.locator('#root_price').waitFor();
    await expect.poll(() => page.locator('#root_price').inputValue()).toBe('4.56');
    // The picker shows the stored origin, the city worked out from the county code.
    await expect.poll(() => picked(page)).toEqual(['41', '4102', '410221', '410221207']);
    await pickDivision(page, 'city', 'Zhengzhou');
    expect(await picked(page)).toEqual(['41', '4101', '', '']);
    await pickDivision(page, 'county', 'Zhongmu County');
    await pickDivision(page, 'street', 'Hansi Town');
    await fill(page, 'price', '4.8');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/transaction/transaction-detail'));
    await expect.poll(() => page.locator('.MuiSnackbar-root').allTextContents()).toEqual(['Changes saved']);
    await expect.poll(() => page.getByTestId('detail-highlight').textContent()).toBe('4.8 yuan/jin');
    for (const place of ['ProvinceHenan', 'CountyZhongmu County', 'TownshipHansi Town'])
      await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain(place);
  });

  it('takes it off shelf: gone from sale-list, still in my list as off shelf', async () => {
    await page.getByTestId('detail-action-unshelve').click();
    await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain('Off shelf');
    await page.goto(`${suite.server.url}/#/pages/transaction/sale-list`);
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).not.toContain('Purple-skin garlic · 6.0 cm');
    await page.goto(`${suite.server.url}/#/pages/user/my-transaction-list`);
    await expect.poll(() => page.getByTestId('list-item').first().textContent()).toContain('Off shelf');
  });

  it('deletes it', async () => {
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('detail-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/transaction/transaction-detail'));
    await expect.poll(() => page.locator('.MuiSnackbar-root').allTextContents()).toEqual(['Deleted']);
    await page.goto(`${suite.server.url}/#/pages/user/my-transaction-list`);
    await expect.poll(() => page.getByTestId('list-status').textContent()).toBe('No data yet');
    expect(errors).toEqual([]);
  });
});

describe('an anonymous visitor opening a login page', () => {
  it('lands on login and returns there after signing in', async () => {
    const { page: guest, errors: guestErrors } = await phonePage(suite.browser);
    await guest.goto(`${suite.server.url}/#/pages/user/my-transaction-list`);
    await guest.getByTestId('login-phone').waitFor();
    expect(hashPath(guest)).toBe('/pages/login');
    await guest.getByTestId('login-phone').fill('13800138000');
    await guest.getByTestId('login-password').fill('garlic123');
    await guest.getByTestId('login-submit').click();
    await guest.waitForFunction(() => location.hash.startsWith('#/pages/user/my-transaction-list'));
    await expect.poll(() => guest.getByTestId('list-item').count()).toBeGreaterThan(0);
    expect(guestErrors).toEqual([]);
  });

  it('is told of a wrong password, and after five in a row to wait a minute (growing) or sign in with WeChat', async () => {
    const { page: guest, errors: guestErrors } = await phonePage(suite.browser);
    await guest.goto(`${suite.server.url}/#/pages/login`);
    const dialog = guest.getByRole('dialog');
    const attempt = async (shotName?: string) => {
      await guest.getByTestId('login-password').fill('not-my-password');
      await guest.getByTestId('login-submit').click();
      await dialog.waitFor();
      const said = await dialog.textContent();
      if (shotName) await shot(guest, shotName);
      await dialog.getByRole('button').click();
      await dialog.waitFor({ state: 'hidden' });
      return said;
    };
    expect(await accessibilityProblems(guest)).toEqual([]);
    await guest.getByTestId('login-phone').fill('13700001234');
    for (let i = 0; i < 5; i++) expect(await attempt()).toContain('Wrong phone number or password');
    expect(await attempt('trade-login-too-many')).toContain('Too many wrong passwords; try again in 1 minute, or sign in with WeChat');
    expect(hashPath(guest)).toBe('/pages/login');
    // What the page let through to the console: the five 400s and the one 429, nothing else.
    expect(guestErrors.map((e) => e.replace(/ http.*/, ''))).toEqual([...Array(5).fill('HTTP 400: POST'), 'HTTP 429: POST']);
  });
});
