import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { chooseOption, fill, hashPath } from './helpers/form.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

// A 1x1 PNG: the server checks uploads by their content, so the avatar must really be an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

describe('the demo trader edits their profile', () => {
  it('signs in and opens the profile form from the personal centre', async () => {
    await page.goto(`${suite.server.url}/#/pages/login`);
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-password').fill('garlic123');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    await page.getByTestId('tab-3').click();
    await page.getByTestId('user-profile').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/edit-userInfo'));
    // The form opens with what the session knows.
    await expect.poll(() => page.locator('#root_phone').inputValue()).toBe('13800138000');
    expect(await page.locator('#root_nickname').inputValue()).not.toBe('');
  });

  it('changes nickname, region and avatar, and the personal centre shows them', async () => {
    await fill(page, 'nickname', '金乡老李');
    await chooseOption(page, 'regionId', 'Pizhou');
    await page.getByTestId('upload-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('upload-item').waitFor();
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/user'));
    await expect.poll(() => page.getByTestId('user-nickname').textContent()).toBe('金乡老李');
    const avatar = await page.getByTestId('user-profile').locator('img').getAttribute('src');
    expect(avatar).toMatch(/^\/files\//);
  });

  it('rejects a malformed phone number with a message that names it', async () => {
    await page.getByTestId('user-profile').click();
    await fill(page, 'phone', '1234');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.locator('#root_phone__error').textContent()).toBe('Mobile phone must be an 11-digit mobile number starting with 13–19');
    expect(hashPath(page)).toBe('/pages/user/edit-userInfo');
  });

  it('writes a personal description, then clears it', async () => {
    await page.goto(`${suite.server.url}/#/pages/user/userIntroduction`);
    await page.locator('#root_describe').waitFor();
    await fill(page, 'describe', '金乡库蒜十年，主营5.5公分以上纯白蒜，常年供应出口工厂。');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/user'));
    await expect.poll(() => page.getByTestId('user-describe').textContent()).toContain('金乡库蒜十年');
    await page.goto(`${suite.server.url}/#/pages/user/userIntroduction`);
    await expect.poll(() => page.locator('#root_describe').inputValue()).toContain('金乡库蒜十年');
    await fill(page, 'describe', '');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/user'));
    await expect.poll(() => page.getByTestId('user-describe').count()).toBe(0);
  });

  it('had no console or HTTP errors', () => {
    expect(errors).toEqual([]);
  });
});
