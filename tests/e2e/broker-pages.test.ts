import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { chooseOption, fill, hashPath, pickDivision } from './helpers/form.ts';

// A 1x1 PNG: the server checks uploads by their content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const suite = serverAndBrowser();

const items = (p: Page) => p.getByTestId('list-item');
const picked = (p: Page) => Promise.all(['province', 'city', 'county'].map((level) => p.getByTestId(`division-place-${level}`).inputValue()));

describe('a visitor browses the broker directory', () => {
  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(`scrolls two pages, filters by region and opens a broker (${lang})`, async () => {
      const { page, errors } = await phonePage(suite.browser, lang);
      const en = lang === 'en-US';
      await page.goto(`${suite.server.url}/#/pages/agent/index`);
      await expect.poll(() => page.title()).toBe(en ? 'Brokers' : '经纪人');
      await items(page).first().waitFor();
      await expect.poll(() => items(page).count()).toBe(20);
      // Certified brokers come first, each with the association's badge.
      expect(await items(page).first().textContent()).toContain(en ? 'Certified' : '协会认证');
      await shot(page, `broker-index-${lang}`);
      await items(page).last().scrollIntoViewIfNeeded();
      await expect.poll(() => items(page).count()).toBeGreaterThan(20);

      await page.getByTestId('list-filter-regionId').click();
      await page.getByRole('option', { name: en ? 'Pizhou' : '邳州', exact: true }).click();
      // The filtered list replaces the old one: wait for its rows, not for an empty list whose every row matches.
      const inPizhou = (texts: string[]) => texts.length > 0 && texts.every((t) => t.includes(en ? 'Pizhou City, Xuzhou' : '徐州市邳州市'));
      await expect.poll(async () => inPizhou(await items(page).allTextContents())).toBe(true);
      const count = await items(page).count();
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThan(20);
      await expect.poll(() => page.getByTestId('list-status').textContent()).toBe(en ? 'no more' : '没有更多了');
      await shot(page, `broker-index-pizhou-${lang}`);

      const title = (await items(page).first().locator('.MuiTypography-subtitle1').first().textContent())!;
      await items(page).first().click();
      await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/agent-detail'));
      await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe(title);
      await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain(en ? 'CityXuzhou' : '城市徐州市');
      const fields = (await page.getByTestId('detail-fields').textContent())!;
      expect(fields).toContain(en ? 'Producing regionPizhou' : '主营产区邳州');
      expect(await page.getByTestId('detail-highlight').textContent()).toMatch(en ? /^Experience \d+ yrs$/ : /^从业年限 \d+ 年$/);
      // The number is shown and dialled as it is, the way trade posts show theirs; only the owner may edit.
      const phone = /1[3-9]\d{9}/.exec(fields)![0];
      expect(await page.getByTestId('detail-action-call').getAttribute('href')).toBe(`tel:${phone}`);
      expect(await page.getByTestId('detail-action-edit').count()).toBe(0);
      expect(await page.getByTestId('detail-action-delete').count()).toBe(0);
      await shot(page, `broker-detail-${lang}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows a certified broker with the badge and the certificate', async () => {
    const { page, errors } = await phonePage(suite.browser, 'zh-CN');
    await page.goto(`${suite.server.url}/#/pages/agent/index`);
    await page.getByTestId('list-filter-isAssociationAuth').click();
    await page.getByRole('option', { name: '协会认证', exact: true }).click();
    const shown = () => items(page).allTextContents();
    await expect.poll(async () => (await shown()).length > 0 && (await shown()).every((t) => t.includes('协会认证'))).toBe(true);
    await items(page).first().click();
    await expect.poll(() => page.getByTestId('detail-badge').textContent()).toBe('协会认证');
    expect(await page.getByTestId('detail-fields').textContent()).toContain('认证状态协会认证');
    await page.getByTestId('detail-images-certFiles').waitFor();
    expect(await page.getByTestId('detail-images-certFiles').textContent()).toContain('资质证书');
    const src = await page.getByTestId('detail-images-certFiles').locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/files\/demo\/brokers\/\d+-cert\.svg$/);
    await page.getByTestId('detail-images-certFiles').scrollIntoViewIfNeeded();
    await shot(page, 'broker-detail-certified-zh-CN');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a signed-in user keeps a broker profile', () => {
  let page: Page;
  let errors: string[];
  const phone = `136${String(Date.now()).slice(-8)}`;

  beforeAll(async () => {
    // The openid comes out of a WeChat sign-in first (the development page plays WeChat), as in the app.
    const allow = new URLSearchParams({ redirect_uri: `${suite.server.url}/`, state: 'home', openid: `openid_${phone}` });
    const consent = await fetch(`${suite.server.url}/dev/wechat/authorize/confirm?${allow}`, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')!).searchParams.get('code')!;
    expect((await fetch(`${suite.server.url}/api/v1/front_user/sync_code?code=${code}`)).status).toBe(200);
    const reply = await fetch(`${suite.server.url}/api/v1/front_user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ wxOpenid: `openid_${phone}`, phone, password: 'garlic-e2e-2026', nickname: '杞县看货老马' }),
    });
    expect(reply.status).toBe(200);
    ({ page, errors } = await phonePage(suite.browser));
    await page.goto(`${suite.server.url}/#/pages/login`);
    await page.getByTestId('login-phone').fill(phone);
    await page.getByTestId('login-password').fill('garlic-e2e-2026');
    await page.getByTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
  });

  it('finds My broker profiles in the personal centre, empty, with a way to add one', async () => {
    await page.getByTestId('tab-3').click();
    await page.getByRole('link', { name: 'My broker profiles' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/my-agent-list'));
    await expect.poll(() => page.getByTestId('list-status').textContent()).toBe('No data yet');
    await page.getByTestId('list-add').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/add-agent'));
  });

  it('adds a profile through the division picker, with a photo', async () => {
    await page.locator('#root_workingYears').waitFor();
    // Name and phone start from the user's profile.
    await expect.poll(() => page.locator('#root_brokerName').inputValue()).toBe('杞县看货老马');
    expect(await page.locator('#root_brokerPhone').inputValue()).toBe(phone);
    await chooseOption(page, 'regionId', 'Qixian');
    await page.getByLabel('Hybrid garlic').check();
    await page.getByLabel('Normal white garlic').check();
    await fill(page, 'workingYears', '9');
    await fill(page, 'businessScope', '代收代发，看货验货，杞县苏木一带货源熟');
    await pickDivision(page, 'province', 'Henan', 'place');
    await pickDivision(page, 'city', 'Kaifeng', 'place');
    await pickDivision(page, 'county', 'Qi County', 'place');
    await fill(page, 'address', '杞县苏木大蒜交易市场二区8号');
    await page.getByTestId('upload-headFiles').getByTestId('upload-input').setInputFiles({ name: 'ma.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('upload-headFiles').getByTestId('upload-item').waitFor();
    await shot(page, 'broker-add-en-US');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/agent-detail'));
    await expect.poll(() => page.getByTestId('detail-heading').textContent()).toBe('杞县看货老马');
    // The place in English, from the division data (decision 0137).
    for (const place of ['ProvinceHenan', 'CityKaifeng', 'CountyQi County'])
      await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain(place);
    const fields = (await page.getByTestId('detail-fields').textContent())!;
    for (const text of [
      'Producing regionQixian',
      'Varieties handledHybrid garlic, Normal white garlic',
      'CityKaifeng',
      'CountyQi County',
      'CertificationNot certified',
    ]) {
      expect(fields).toContain(text);
    }
    expect(await page.getByTestId('detail-badge').count()).toBe(0);
    expect(await page.getByTestId('detail-images-headFiles').locator('img').getAttribute('src')).toMatch(/^\/files\/\d{4}-\d{2}\/\d+\.png$/);
    expect(await page.getByTestId('detail-highlight').textContent()).toBe('Experience 9 yrs');
    await shot(page, 'broker-own-detail-en-US');
  });

  it('finds it in my-agent-list and opens it', async () => {
    await page.goto(`${suite.server.url}/#/pages/user/my-agent-list`);
    await expect.poll(() => items(page).count()).toBe(1);
    await expect.poll(() => items(page).first().textContent()).toContain('Qi County, Kaifeng · Experience 9 yrs');
    await shot(page, 'broker-my-list-en-US');
    await items(page).first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/agent-detail'));
    await page.getByTestId('detail-action-edit').waitFor();
  });

  it('edits it: moves it to Zhongmou and changes the years', async () => {
    await page.getByTestId('detail-action-edit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/edit-agent'));
    await expect.poll(() => page.locator('#root_workingYears').inputValue()).toBe('9');
    await expect.poll(() => picked(page)).toEqual(['41', '4102', '410221']);
    expect(await page.getByLabel('Hybrid garlic').isChecked()).toBe(true);
    await pickDivision(page, 'city', 'Zhengzhou', 'place');
    expect(await picked(page)).toEqual(['41', '4101', '']);
    await pickDivision(page, 'county', 'Zhongmu County', 'place');
    await chooseOption(page, 'regionId', 'Zhongmou');
    await fill(page, 'workingYears', '10');
    await page.getByTestId('form-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/agent/agent-detail'));
    await expect.poll(() => page.getByTestId('detail-highlight').textContent()).toBe('Experience 10 yrs');
    for (const place of ['CityZhengzhou', 'CountyZhongmu County']) await expect.poll(() => page.getByTestId('detail-fields').textContent()).toContain(place);
    const fields = (await page.getByTestId('detail-fields').textContent())!;
    expect(fields).toContain('Producing regionZhongmou');
  });

  it('deletes it', async () => {
    await page.getByTestId('detail-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/agent/agent-detail'));
    await page.goto(`${suite.server.url}/#/pages/user/my-agent-list`);
    await expect.poll(() => page.getByTestId('list-status').textContent()).toBe('No data yet');
    expect(hashPath(page)).toBe('/pages/user/my-agent-list');
    expect(errors).toEqual([]);
  });

  it('shows the forms in Chinese', async () => {
    const { page: zh, errors: zhErrors } = await phonePage(suite.browser, 'zh-CN');
    await zh.goto(`${suite.server.url}/#/pages/login`);
    await zh.getByTestId('login-phone').fill('13800138000');
    await zh.getByTestId('login-password').fill('garlic123');
    await zh.getByTestId('login-submit').click();
    await zh.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
    await zh.goto(`${suite.server.url}/#/pages/user/my-agent-list`);
    await expect.poll(() => items(zh).count()).toBe(2);
    await shot(zh, 'my-list-zh-CN');
    await zh.getByTestId('list-add').click();
    await zh.locator('#root_workingYears').waitFor();
    await expect.poll(() => zh.getByText('所在地').count()).toBeGreaterThan(0);
    await shot(zh, 'broker-add-zh-CN');
    await zh.goto(`${suite.server.url}/#/pages/user/my-agent-list`);
    await items(zh).first().click();
    await zh.getByTestId('detail-action-edit').click();
    await zh.locator('#root_workingYears').waitFor();
    await expect.poll(() => zh.getByText('已认证的经纪人修改此项后，需协会重新认证。').count()).toBe(2);
    await shot(zh, 'broker-edit-zh-CN');
    expect(zhErrors).toEqual([]);
    await zh.context().close();
  });
});
