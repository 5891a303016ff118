import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { fill } from './helpers/form.ts';

// Forms tell the truth (issue 13, point 3): required fields marked when editing too, clearing one is an
// error at the field, spaces alone fill nothing, and dates read in the user's language.
const suite = serverAndBrowser();
let page: Page;
let postId = '';

const DEMO = { phone: '13800138000', password: 'garlic123' };

async function api(path: string, body: unknown, token?: string) {
  const reply = await fetch(`${suite.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await reply.json()) as { success: boolean; data: any; msg: string };
}

/** The errors rjsf shows under a field (its FieldErrorTemplate's list), '' when none. */
const fieldErrors = async (field: string) =>
  (await page.locator(`#root_${field}__error`).count()) > 0 ? await page.locator(`#root_${field}__error`).textContent() : '';

beforeAll(async () => {
  ({ page } = await phonePage(suite.browser, 'zh-CN'));
  const login = await api('/login/byPassword', DEMO);
  const token = login.data.accessToken.tokenValue as string;
  const added = await api(
    '/v1/buy-sell/add',
    {
      transactionType: '2',
      productType: '1',
      varietiesId: '1',
      specsId: '3',
      goodsTypeId: '1',
      packWayId: '1',
      regionId: '370828',
      price: 2.35,
      quantity: 60,
      contacts: '王老板',
      contactPhone: '13953700001',
      supplement: '库内中混级',
    },
    token,
  );
  expect(added.success, added.msg).toBe(true);
  postId = String(added.data.buySellId);
  await page.goto(`${suite.server.url}/#/pages/login`);
  await page.getByTestId('login-phone').fill(DEMO.phone);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
});

describe('a trader edits a post in Chinese', () => {
  it('sees the required fields marked in the edit form', async () => {
    await page.goto(`${suite.server.url}/#/pages/transaction/transaction-edit?params=${encodeURIComponent(JSON.stringify({ buySellId: postId }))}`);
    await expect.poll(() => page.locator('#root_contacts').inputValue()).toBe('王老板');
    expect(await page.locator('#root_contacts').getAttribute('required')).not.toBeNull();
    expect(await page.locator('#root_supplement').getAttribute('required')).toBeNull();
  });

  it('clears the contact name: the field says it is required and nothing is saved', async () => {
    await fill(page, 'contacts', '');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => fieldErrors('contacts')).toContain('请填写联系人');
    expect(new URL(page.url()).hash).toContain('transaction-edit');
    const stored = await fetch(`${suite.server.url}/api/v1/buy-sell/getById?buySellId=${postId}`).then(
      (r) => r.json() as Promise<{ data: { contacts: string } }>,
    );
    expect(stored.data.contacts).toBe('王老板');
    await shot(page, 'form-edit-cleared-required');
  });

  it('types only spaces: the same message, at the field; a real name saves it', async () => {
    await fill(page, 'contacts', '    ');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => fieldErrors('contacts')).toContain('请填写联系人');
    expect(new URL(page.url()).hash).toContain('transaction-edit');
    await fill(page, 'contacts', '  李经理 ');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/transaction/transaction-detail'));
    await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain('李经理');
  });
});

describe("a date field reads in the user's language", () => {
  it("shows 2026年5月20日 in Chinese, and 20 May 2026 in English, over the phone's own picker", async () => {
    await page.goto(`${suite.server.url}/#/pages/database/add-seedling`);
    await page.locator('#root_recordDate').waitFor({ state: 'attached' });
    expect(await page.locator('#root_recordDate').getAttribute('type')).toBe('date');
    await page.locator('#root_recordDate').fill('2026-05-20');
    await expect.poll(() => page.getByTestId('date-text-root_recordDate').inputValue()).toBe('2026年5月20日');
    await page.locator('#root_recordDate').scrollIntoViewIfNeeded();
    await shot(page, 'form-date-zh');

    const { page: english } = await phonePage(suite.browser, 'en-US');
    await english.goto(`${suite.server.url}/#/pages/login`);
    await english.getByTestId('login-phone').fill(DEMO.phone);
    await english.getByTestId('login-password').fill(DEMO.password);
    await english.getByTestId('login-submit').click();
    await english.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    await english.goto(`${suite.server.url}/#/pages/database/add-seedling`);
    await english.locator('#root_recordDate').waitFor({ state: 'attached' });
    await english.locator('#root_recordDate').fill('2026-05-20');
    await expect.poll(() => english.getByTestId('date-text-root_recordDate').inputValue()).toBe('20 May 2026');
  });
});
