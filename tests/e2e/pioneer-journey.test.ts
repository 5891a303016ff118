import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';
import { chooseOption, fill, hashPath } from './helpers/form.ts';
import { signInAsOperator } from './helpers/operator.ts';

const suite = serverAndBrowser();
let publisher: { page: Page; errors: string[] };
let reader: { page: Page; errors: string[] };
const stamp = String(Date.now()).slice(-7);
const PORTRAIT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgG9yQIlJgAAAABJRU5ErkJggg==', 'base64');
const FREE_TITLE = `E2E 金乡库蒜周报 ${stamp}`;
const PAID_TITLE = `E2E 杂交蒜后市研判 ${stamp}`;
const PAID_TEXT = `${'本周金乡冷库出库加快，中混级库内货主流成交价3.05元/斤，较上周上涨0.10元。'.repeat(3)}\n\n结论：库存去化正常，建议分批出货，不宜集中抛售。全文仅订阅可见。`;

beforeAll(async () => {
  publisher = await phonePage(suite.browser, 'en-US');
  reader = await phonePage(suite.browser, 'zh-CN');
});

/** Registers a new account through the development WeChat sign-in, as trade-journey does. */
async function register(p: Page, phone: string, nickname: string): Promise<void> {
  await p.goto(`${suite.server.url}/#/pages/regist`);
  await p.getByTestId('register-wechat').click();
  await p.waitForURL(/\/dev\/wechat\/authorize/);
  await p.locator('#allow').click();
  await p.locator('#root_phone').waitFor();
  await fill(p, 'phone', phone);
  await fill(p, 'password', 'garlic-e2e-2026');
  await fill(p, 'nickname', nickname);
  await p.getByTestId('form-submit').click();
  await p.waitForFunction(() => location.hash.startsWith('#/pages/home/home'));
}

const at = (p: Page, route: string) => p.waitForFunction((r) => location.hash.startsWith(`#${r}`), route);

describe('a trader joins the pioneers and publishes', () => {
  const page = () => publisher.page;

  it('applies to join from the pioneer centre, with a portrait and prices', async () => {
    await register(page(), `136${stamp}1`, '金乡老赵');
    await page().goto(`${suite.server.url}/#/pages/famous-person/person-center`);
    await page().getByTestId('centre-apply').click();
    await at(page(), '/pages/famous-person/apply-enter');
    await page().locator('#root_username').waitFor();
    await page().getByTestId('upload-headImg').getByTestId('upload-input').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PORTRAIT });
    await expect.poll(() => page().getByTestId('upload-headImg').getByTestId('upload-item').count()).toBe(1);
    await fill(page(), 'username', '赵金山');
    await chooseOption(page(), 'role', 'Cold-storage owner');
    await page().getByLabel('Hybrid garlic').check();
    await fill(page(), 'remark', '金乡胡集镇冷库老板，库容2000吨，专注杂交蒜出库与价格。');
    // A submit without a price's variety is refused on the field, before anything is sent.
    await page().getByTestId('list-field-fees').getByTestId('list-field-add').click();
    await fill(page(), 'fees_0_monthly', '29.9');
    await fill(page(), 'fees_0_quarterly', '79.90');
    await shot(page(), 'pioneer-apply-en');
    expect(await accessibilityProblems(page())).toEqual([]);
    await page().getByTestId('form-submit').click();
    await expect.poll(() => page().locator('#root_fees_0_goodsId-helper, [id^="root_fees_0_goodsId"] ~ p, .Mui-error').count()).toBeGreaterThan(0);
    expect(hashPath(page())).toBe('/pages/famous-person/apply-enter');
    await chooseOption(page(), 'fees_0_goodsId', 'Hybrid garlic');
    await page().getByTestId('form-submit').click();
    await at(page(), '/pages/famous-person/person-center');
    await expect.poll(() => page().getByTestId('pioneer-name').textContent()).toBe('赵金山');
    await expect.poll(() => page().getByTestId('income-totalIncome').textContent()).toBe('¥0.00');
    await shot(page(), 'pioneer-centre-new-en');
  });

  it('waits for an operator, who approves the application in the console', async () => {
    // An application stays pending until an operator decides (decision 0038).
    await page().getByTestId('centre-review').waitFor();
    const operator = await phonePage(suite.browser);
    await signInAsOperator(operator.page, suite.server);
    await operator.page.goto(`${suite.server.url}/#/admin/queues/pioneers`);
    const row = operator.page.getByTestId('list-decide-row').filter({ hasText: '赵金山' });
    await row.getByTestId('decide-approve').click();
    await operator.page.getByTestId('reason-ok').click();
    await expect.poll(() => operator.page.getByTestId('list-decide-row').filter({ hasText: '赵金山' }).count()).toBe(0);
    expect(operator.errors).toEqual([]);
    await operator.page.context().close();
    await page().reload();
    await page().getByTestId('pioneer-name').waitFor();
    expect(await page().getByTestId('centre-review').count()).toBe(0);
  });

  it('saves a draft, sees it only in drafts, then publishes it', async () => {
    await page().getByTestId('centre-write').click();
    await page().locator('#root_title').waitFor();
    await fill(page(), 'title', FREE_TITLE);
    await chooseOption(page(), 'goodsId', 'Hybrid garlic');
    await fill(page(), 'content', '本周金乡冷库出库量较上周增加约一成，中混级主流成交价2.95-3.05元/斤，客商以补库为主。');
    expect(await page().getByLabel('Free').isChecked()).toBe(true);
    await page().getByTestId('form-submit-0').click();
    await at(page(), '/pages/famous-person/article-detail');
    await page().getByTestId('article-draft').waitFor();
    await shot(page(), 'pioneer-draft-en');
    await page().goto(`${suite.server.url}/#/pages/famous-person/person-center`);
    await page().getByTestId('centre-tab-drafts').click();
    await expect.poll(() => page().getByTestId('list-item').first().textContent()).toContain(FREE_TITLE);
    await page().getByTestId('list-item').first().click();
    await page().getByTestId('article-publish').click();
    await expect.poll(() => page().getByTestId('article-draft').count()).toBe(0);
  });

  it('edits it', async () => {
    await page().getByTestId('article-edit').click();
    await at(page(), '/pages/famous-person/publish-article');
    await expect.poll(() => page().locator('#root_title').inputValue()).toBe(FREE_TITLE);
    expect(await page().getByTestId('form-submit-0').count()).toBe(0);
    await fill(page(), 'title', `${FREE_TITLE}（修订）`);
    await page().getByTestId('form-submit-2').click();
    await at(page(), '/pages/famous-person/article-detail');
    await expect.poll(() => page().getByTestId('article-title').textContent()).toBe(`${FREE_TITLE}（修订）`);
  });

  it('takes it off shelf and deletes it', async () => {
    await page().getByTestId('article-unshelve').click();
    await page().getByTestId('article-off-shelf').waitFor();
    await page().getByTestId('article-delete').click();
    await page().getByTestId('confirm-ok').click();
    await page().waitForFunction(() => !location.hash.startsWith('#/pages/famous-person/article-detail'), undefined);
    await page().goto(`${suite.server.url}/#/pages/famous-person/person-center`);
    await page().getByTestId('centre-tab-published').click();
    await expect.poll(() => page().getByTestId('list-status').textContent()).toBe('No data yet');
  });

  it('publishes a paid article straight away', async () => {
    await page().getByTestId('centre-write').click();
    await page().locator('#root_title').waitFor();
    await fill(page(), 'title', PAID_TITLE);
    await chooseOption(page(), 'goodsId', 'Hybrid garlic');
    await page().getByLabel('Subscribers only').check();
    await fill(page(), 'content', PAID_TEXT);
    await page().getByTestId('form-submit-1').click();
    await at(page(), '/pages/famous-person/article-detail');
    await expect.poll(() => page().getByTestId('article-content').textContent()).toContain('全文仅订阅可见');
    expect(publisher.errors).toEqual([]);
  });
});

describe('another trader pays to read it', () => {
  const page = () => reader.page;

  it('opens the paid article and sees the opening and the prices', async () => {
    await register(page(), `136${stamp}2`, '邳州收蒜小周');
    await page().goto(`${suite.server.url}/#/pages/famous-person/index`);
    await page().getByTestId('tab-articles').click();
    await page().getByTestId('list-item').filter({ hasText: PAID_TITLE }).click();
    await at(page(), '/pages/famous-person/article-detail');
    await page().getByTestId('article-paywall').waitFor();
    const opening = await page().getByTestId('article-content').textContent();
    expect(opening).toContain('本周金乡冷库出库加快');
    expect(opening).not.toContain('全文仅订阅可见');
    expect(await page().getByTestId('subscribe-1-2').textContent()).toBe('包季¥79.90');
    await shot(page(), 'pioneer-paywall-zh');
  });

  it('pays on the development payment page and reads the whole article', async () => {
    await page().getByTestId('subscribe-1-2').click();
    await page().waitForURL(/\/dev\/wechat\/pay/);
    expect(await page().locator('#amount').textContent()).toBe('¥79.90');
    await shot(page(), 'pioneer-dev-pay-zh');
    await page().locator('#confirm').click();
    await at(page(), '/pages/famous-person/article-detail');
    await page().getByTestId('article-subscribed').waitFor();
    expect(await page().getByTestId('article-content').textContent()).toContain('全文仅订阅可见');
    expect(await page().getByTestId('article-paywall').count()).toBe(0);
    await shot(page(), 'pioneer-paid-zh');
  });

  it('finds the pioneer among those they subscribe to', async () => {
    await page().goto(`${suite.server.url}/#/pages/user/my-famous-person-list`);
    await expect.poll(() => page().getByTestId('list-item').first().textContent()).toContain('赵金山');
    expect(await page().getByTestId('list-item').first().textContent()).toContain('订阅中');
    await shot(page(), 'pioneer-my-list-zh');
    expect(reader.errors).toEqual([]);
  });
});

describe('the publisher', () => {
  it('sees the order and the income in the pioneer centre', async () => {
    const page = publisher.page;
    await page.goto(`${suite.server.url}/#/pages/famous-person/person-center`);
    await expect.poll(() => page.getByTestId('income-totalIncome').textContent()).toBe('¥79.90');
    expect(await page.getByTestId('income-subscribers').textContent()).toBe('1');
    await page.getByTestId('centre-tab-orders').click();
    const order = page.getByTestId('list-item').first();
    await expect.poll(() => order.textContent()).toContain('邳州收蒜小周');
    expect(await order.textContent()).toContain('¥79.90');
    expect(await order.textContent()).toContain('Quarterly');
    await shot(page, 'pioneer-orders-en');
    expect(publisher.errors).toEqual([]);
  });
});
