import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import Database from 'better-sqlite3';
import { join } from 'node:path';

// The demo account the demo data seeds (src/server/seed/demo-users.ts).
const DEMO = { phone: '13800138000', password: 'garlic123' };
const HIDDEN_PHONE = '13953709876';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${suite.server.url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data: any } };
}

async function signInInBrowser(): Promise<void> {
  await page.goto(`${suite.server.url}/#/pages/login`);
  await page.getByTestId('login-phone').fill(DEMO.phone);
  await page.getByTestId('login-password').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
}

const detailUrl = (id: string) => `${suite.server.url}/#/pages/transaction/transaction-detail?params=${encodeURIComponent(JSON.stringify({ buySellId: id }))}`;

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

describe('logout ends the session on the server', () => {
  it('the app calls logout, and the old access and refresh tokens are refused afterwards', async () => {
    await signInInBrowser();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect((await api('/v1/front_user/info', { token: token! })).status).toBe(200);
    const logoutCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login/logout')) logoutCalls.push(`${r.method()} ${r.headers().authorization ?? ''}`);
    });
    // The user centre's own reads answer before the reader taps log out: one still on its way when the
    // tokens are revoked would be refused (401), as it should be.
    const noticeSetting = page.waitForResponse((r) => r.url().includes('/api/v1/notice/setting'));
    await page.getByTestId('tab-3').click();
    await noticeSetting;
    await page.getByTestId('user-logout').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    expect(logoutCalls).toHaveLength(1);
    expect(logoutCalls).toEqual([`POST Bearer ${token}`]);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('loginToken'), localStorage.getItem('userInfo')])).toEqual([
      null,
      null,
      null,
    ]);
    const after = await api('/v1/front_user/info', { token: token! });
    expect(after.status).toBe(401);
    // Every refresh token of that sign-in (its family, the token's sid) is revoked in the database.
    const sid = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()).sid as string;
    const db = new Database(join(suite.server.dataDir, 'garlic-market.sqlite'), { readonly: true });
    const rows = db.prepare('select revokedTime from session_token where familyId = ?').all(sid) as { revokedTime: string | null }[];
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revokedTime !== null)).toBe(true);
  });
});

describe('a hidden phone on the detail page', () => {
  let postId = '';
  let ownerToken = '';

  beforeAll(async () => {
    const signedIn = await api('/login/byPassword', { method: 'POST', body: DEMO });
    ownerToken = signedIn.body.data.accessToken.tokenValue;
    const created = await api('/v1/buy-sell/add', {
      method: 'POST',
      token: ownerToken,
      body: {
        transactionType: '2',
        productType: '1',
        varietiesId: '1',
        specsId: '3',
        goodsTypeId: '1',
        packWayId: '1',
        regionId: '370828',
        price: 2.35,
        quantity: 60,
        minTrading: 10,
        contacts: '隐号老板',
        contactPhone: HIDDEN_PHONE,
        isConceal: true,
        goodsProvince: '山东省',
      },
    });
    expect(created.status).toBe(200);
    postId = created.body.data.buySellId;
  });

  it('says the phone is hidden instead of offering a call, to everyone but the owner', async () => {
    await page.goto(detailUrl(postId));
    await page.getByTestId('detail-phone-hidden').waitFor();
    expect(await page.getByTestId('detail-phone-hidden').textContent()).toBe('The publisher has hidden the phone number');
    expect(await page.getByTestId('detail-action-call').count()).toBe(0);
    expect(await page.content()).not.toContain(HIDDEN_PHONE);
    await shot(page, 'detail-phone-hidden');
  });

  it('offers the owner the call with the whole number', async () => {
    await signInInBrowser();
    await page.goto(detailUrl(postId));
    await page.getByTestId('detail-action-call').waitFor();
    expect(await page.getByTestId('detail-action-call').getAttribute('href')).toBe(`tel:${HIDDEN_PHONE}`);
    expect(await page.getByTestId('detail-phone-hidden').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
