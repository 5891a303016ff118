import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { fill, hashPath } from './helpers/form.ts';
import { shot } from './helpers/charts.ts';

// Issue 14.2 (sign-in returns you where you were) and 14.5 (Enter during composition, back arrows).
const suite = serverAndBrowser();
let page: Page;
let errors: string[];
const openid = `return_${Date.now()}`;
const phone = `136${String(Date.now()).slice(-8)}`;

beforeEach(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});
afterEach(async () => {
  expect(errors).toEqual([]);
  await page.context().close();
});

async function allowOnDevPage(p: Page, id: string): Promise<void> {
  await p.waitForURL(/\/dev\/wechat\/authorize/);
  await p.locator('#openid').fill(id);
  await p.locator('#allow').click();
}

describe('sign-in returns you where you were', () => {
  it('a tab tapped signed out opens after WeChat sign-in and registration', async () => {
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    await page.getByTestId('tab-3').click();
    await allowOnDevPage(page, openid);
    // The new openid registers first; the tapped tab waits in the registration page's redirect.
    await page.locator('#root_phone').waitFor();
    expect(hashPath(page)).toBe('/pages/regist');
    expect(new URL(page.url()).search).toBe('');
    await fill(page, 'phone', phone);
    await fill(page, 'password', 'garlic-e2e-2026');
    await fill(page, 'nickname', '回来的蒜商');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/user'));
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('回来的蒜商');
  });

  it('a page that asked for sign-in opens after the WeChat step of a registered user', async () => {
    const target = '/pages/user/my-transaction-list';
    await page.goto(`${suite.server.url}/#${target}`);
    await page.getByTestId('login-wechat').click();
    await allowOnDevPage(page, openid);
    await page.waitForFunction((want) => location.hash.startsWith(`#${want}`), target);
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('list-status').waitFor();
  });

  it('a page that asked for sign-in opens after the password sign-in, and after registering from there', async () => {
    const target = '/pages/user/my-transaction-list';
    await page.goto(`${suite.server.url}/#${target}`);
    await page.getByTestId('login-register').click();
    expect(hashPath(page)).toBe('/pages/regist');
    await page.getByTestId('register-wechat').click();
    await allowOnDevPage(page, openid);
    // Already registered: straight to the page that asked.
    await page.waitForFunction((want) => location.hash.startsWith(`#${want}`), target);
  });

  it('a return target outside the app is dropped on the way and the app goes home', async () => {
    const back = new URL(`${suite.server.url}/`);
    back.searchParams.set('returnTo', 'https://evil.example/');
    await page.goto(`${suite.server.url}/dev/wechat/authorize?redirect_uri=${encodeURIComponent(back.toString())}&state=home`);
    await page.locator('#openid').fill(openid);
    await page.locator('#allow').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    expect(new URL(page.url()).host).toBe(new URL(suite.server.url).host);
  });
});

describe('forms', () => {
  it('Enter while an input method composes never submits; a plain Enter still does', async () => {
    await page.goto(`${suite.server.url}/#/pages/login`);
    const fieldEnter = (isComposing: boolean, keyCode: number) =>
      page.getByTestId('login-phone').evaluate(
        (el, init) => {
          const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
          if (init.keyCode) Object.defineProperty(event, 'keyCode', { value: init.keyCode });
          return el.dispatchEvent(event);
        },
        { isComposing, keyCode },
      );
    await page.getByTestId('login-phone').dispatchEvent('compositionstart');
    // dispatchEvent answers false when a listener prevented the default (the form's implicit submission).
    expect(await fieldEnter(true, 13)).toBe(false);
    expect(await fieldEnter(false, 229)).toBe(false);
    await page.getByTestId('login-phone').dispatchEvent('compositionend');
    expect(await fieldEnter(false, 13)).toBe(true);
    // A real Enter submits: the empty form shows its checks.
    await page.getByTestId('login-phone').press('Enter');
    await expect.poll(() => page.locator('#root_phone, [data-testid=login-phone]').first().getAttribute('aria-invalid')).toBe('true');
  });

  it('the generated forms refuse a composing Enter too', async () => {
    await page.goto(`${suite.server.url}/#/pages/regist`);
    await page.getByTestId('register-wechat').click();
    await allowOnDevPage(page, `ime_${Date.now()}`);
    await page.locator('#root_nickname').waitFor();
    const prevented = await page
      .locator('#root_nickname')
      .evaluate((el) => !el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true })));
    expect(prevented).toBe(true);
    expect(hashPath(page)).toBe('/pages/regist');
    expect(await page.locator('[aria-invalid=true]').count()).toBe(0);
  });

  it('every page below a tab has a back arrow; with no history it goes to its tab root', async () => {
    for (const [lang, label] of [
      ['en', 'Back'],
      ['zh', '返回'],
    ] as const) {
      await page.goto(`${suite.server.url}/#/pages/home/home`);
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      // Opened directly, in a fresh document: no history in the app.
      await page.goto('about:blank');
      await page.goto(`${suite.server.url}/#/pages/live-video/hot-video-list`);
      const back = page.getByTestId('nav-back');
      await back.waitFor();
      expect(await back.getAttribute('aria-label')).toBe(label);
      await shot(page, `back-arrow-${lang}`);
      await back.click();
      await page.waitForFunction(() => location.hash.startsWith('#/pages/live-video/live-video'));
      // The tab root's chunk may still be loading: the page below stays on screen until it arrives.
      await expect.poll(() => page.getByTestId('nav-back').count()).toBe(0);
    }
    // With history it goes back.
    await page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    // The poll above the link renders once scrolled near; a tap while it answers could land on it.
    await page.getByTestId('price-overview-link').scrollIntoViewIfNeeded();
    await page.getByTestId('poll-vote-up').waitFor();
    await page.getByTestId('price-overview-link').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-info'));
    await page.getByTestId('nav-back').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/garlic-price/garlic-price'));
  });
});
