import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { chooseOption, fill } from './helpers/form.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
  await page.goto(`${suite.server.url}/#/pages/login`);
  await page.getByTestId('login-phone').fill('13800138000');
  await page.getByTestId('login-password').fill('garlic123');
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'), undefined);
});

const go = (route: string) => page.goto(`${suite.server.url}/#${route}`);
const text = (testId: string) => page.getByTestId(testId).first().textContent();
const upload = (field: string, name: string, mimeType: string, buffer: Buffer) =>
  page.getByTestId(`upload-${field}`).getByTestId('upload-input').setInputFiles({ name, mimeType, buffer });
const detailOpen = (path: string) => page.waitForFunction((p) => location.hash.startsWith(`#${p}`), path);
const idParam = (name: string) => JSON.parse(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('params')!)[name] as string;

describe('the demo trader publishes, edits, unshelves and deletes a market report', () => {
  let id = '';

  it('publishes one with a photo, a voice note and prices by grade', async () => {
    await go('/pages/conjuncture/conjuncture-add');
    await page.locator('#root_conjunctureContent').waitFor();
    await page.getByTestId('form-submit').click();
    await expect.poll(() => page.locator('body').textContent()).toContain('Please choose Variety');
    expect(await page.locator('#root_regionId').textContent()).toBe('Jinxiang');
    await chooseOption(page, 'goodsId', 'Pure white garlic');
    await fill(page, 'conjunctureContent', 'E2E 今日金乡纯白蒜走货偏快，冷库出库量放大，客商拿货积极。');
    await page.getByTestId('list-field-add').click();
    await chooseOption(page, 'priceList_0_specsId', '6.0 cm');
    await fill(page, 'priceList_0_price', '4.35');
    await page.getByTestId('list-field-add').click();
    await chooseOption(page, 'priceList_1_specsId', '6.5 cm');
    await fill(page, 'priceList_1_price', '4.9');
    await upload('imagesFile', 'market.png', 'image/png', PNG);
    await upload('audioFile', 'note.mp3', 'audio/mpeg', MP3);
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(2);
    await shot(page, 'journey-report-form');
    await page.getByTestId('form-submit').click();
    await detailOpen('/pages/conjuncture/conjuncture-detail');
    await expect.poll(() => text('detail-heading')).toBe('Jinxiang · Pure white garlic');
    id = idParam('conjunctureId');
    expect(await text('detail-body')).toContain('E2E 今日金乡纯白蒜走货偏快');
    expect(await page.getByTestId('detail-list-priceList').locator('tbody tr').allTextContents()).toEqual(['6.0 cm4.35 yuan/jin', '6.5 cm4.9 yuan/jin']);
    expect(await page.getByTestId('detail-images').locator('img').count()).toBe(1);
    expect(await page.getByTestId('detail-audio').locator('audio').getAttribute('src')).toMatch(/^\/files\/.+\.mp3$/);
    await shot(page, 'journey-report-detail', { fullPage: true });
  });

  it('edits its prices', async () => {
    await page.getByTestId('detail-action-edit').click();
    await page.locator('#root_priceList_0_price').waitFor();
    await expect.poll(() => page.locator('#root_priceList_0_price').inputValue()).toBe('4.35');
    await fill(page, 'priceList_0_price', '4.42');
    await page.getByTestId('list-field-remove').nth(1).click();
    await page.getByTestId('form-submit').click();
    await detailOpen('/pages/conjuncture/conjuncture-detail');
    await expect.poll(() => page.getByTestId('detail-list-priceList').locator('tbody tr').allTextContents()).toEqual(['6.0 cm4.42 yuan/jin']);
  });

  it('finds it first in my articles, takes it off shelf and puts it back', async () => {
    await go('/pages/user/my-articles-list');
    await expect.poll(() => text('list-item')).toContain('【金乡·纯白蒜】6.0公分 4.42元/斤');
    await page.getByTestId('list-item').first().click();
    await detailOpen('/pages/conjuncture/conjuncture-detail');
    expect(idParam('conjunctureId')).toBe(id);
    await page.getByTestId('detail-action-unshelve').click();
    await expect.poll(() => text('detail-fields')).toContain('Off shelf');
    await go('/pages/conjuncture/conjuncture-list');
    await expect.poll(() => text('list-item')).not.toContain('E2E 今日金乡纯白蒜');
    await go('/pages/user/my-articles-list');
    await expect.poll(() => text('list-item')).toContain('Off shelf');
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('detail-action-unshelve').click();
    await expect.poll(() => text('detail-fields')).toContain('On shelf');
  });

  it('deletes it', async () => {
    await page.getByTestId('detail-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/conjuncture/conjuncture-detail'), undefined);
    await go('/pages/user/my-articles-list');
    await expect.poll(() => text('list-item')).not.toContain('4.42元/斤');
    expect(errors).toEqual([]);
  });
});

describe('the demo trader comments on and agrees with a report, and collects a post and a report', () => {
  it('comments on the first report and agrees with it', async () => {
    await go('/pages/conjuncture/conjuncture-list');
    await page.getByTestId('list-item').first().click();
    await page.getByTestId('comment-input').waitFor();
    const count = Number((await text('comments'))!.match(/\((\d+)\)/)![1]);
    await page.getByTestId('comment-input').fill('E2E 今天我们这边也是这个价，走货还行。');
    await page.getByTestId('comment-send').click();
    await expect.poll(() => text('comment-text')).toBe('E2E 今天我们这边也是这个价，走货还行。');
    expect(await text('comments')).toContain(`Comments (${count + 1})`);
    const agree = page.getByTestId('interaction-agree');
    const agreed = (await agree.getAttribute('aria-pressed')) === 'true';
    const before = Number(await text('interaction-agree-count'));
    await agree.click();
    await expect.poll(() => agree.getAttribute('aria-pressed')).toBe(agreed ? 'false' : 'true');
    expect(Number(await text('interaction-agree-count'))).toBe(before + (agreed ? -1 : 1));
    expect(await page.getByTestId('interaction-disagree').getAttribute('aria-pressed')).toBe('false');
  });

  let report = '';
  let post = '';

  async function collectFirst(list: string, detail: string, param: string): Promise<string> {
    await go(list);
    await page.getByTestId('list-item').first().click();
    await detailOpen(detail);
    const button = page.getByTestId('interaction-collection');
    await button.waitFor();
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    }
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.textContent()).toContain('Collected');
    return idParam(param);
  }

  it('collects a trade post and a report', async () => {
    post = await collectFirst('/pages/transaction/sale-list', '/pages/transaction/transaction-detail', 'buySellId');
    report = await collectFirst('/pages/conjuncture/conjuncture-list', '/pages/conjuncture/conjuncture-detail', 'conjunctureId');
  });

  it('finds both first in my favourites, opened from the personal centre, each under its tab', async () => {
    await go('/pages/user/user');
    await page.getByRole('link', { name: 'My favourites' }).click();
    await detailOpen('/pages/user/my-collected-list');
    await page.getByTestId('list-item').first().click();
    await detailOpen('/pages/transaction/transaction-detail');
    expect(idParam('buySellId')).toBe(post);
    await page.goBack();
    await page.getByTestId('tab-view-1').click();
    await expect.poll(() => text('list-item')).toContain('Market report');
    await shot(page, 'journey-favourites');
    await page.getByTestId('list-item').first().click();
    await detailOpen('/pages/conjuncture/conjuncture-detail');
    expect(idParam('conjunctureId')).toBe(report);
    expect(errors).toEqual([]);
  });
});

describe('the demo trader publishes, edits, unshelves and deletes hot news', () => {
  it('runs the whole life of an article', async () => {
    await go('/pages/market-quotation-hot-news/market-quotation-hot-news-add');
    await page.locator('#root_quotationArticleTitle').waitFor();
    await fill(page, 'quotationArticleTitle', 'E2E 金乡冷库出库进度过半');
    await fill(page, 'quotationArticleContent', '截至本周，金乡周边冷库大蒜出库进度已超过五成，剩余库存以中混级为主。');
    await upload('imagesFile', 'store.png', 'image/png', PNG);
    await expect.poll(() => page.getByTestId('upload-item').count()).toBe(1);
    await page.getByTestId('form-submit').click();
    await detailOpen('/pages/market-quotation-hot-news/market-quotation-hot-news-detail');
    await expect.poll(() => text('detail-heading')).toBe('E2E 金乡冷库出库进度过半');
    await page.getByTestId('detail-action-edit').click();
    await page.locator('#root_quotationArticleTitle').waitFor();
    await expect.poll(() => page.locator('#root_quotationArticleTitle').inputValue()).toBe('E2E 金乡冷库出库进度过半');
    await fill(page, 'quotationArticleTitle', 'E2E 金乡冷库出库进度过六成');
    await page.getByTestId('form-submit').click();
    await expect.poll(() => text('detail-heading')).toBe('E2E 金乡冷库出库进度过六成');
    await page.getByTestId('detail-action-unshelve').click();
    await expect.poll(() => text('detail-fields')).toContain('Off shelf');
    await go('/pages/market-quotation-hot-news/market-quotation-hot-news-list');
    await expect.poll(() => text('list-item')).not.toContain('E2E 金乡冷库');
    await go('/pages/user/my-articles-list');
    await expect.poll(() => text('list-item')).toContain('E2E 金乡冷库出库进度过六成');
    await page.getByTestId('list-item').first().click();
    await detailOpen('/pages/market-quotation-hot-news/market-quotation-hot-news-detail');
    await page.getByTestId('detail-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForFunction(() => !location.hash.includes('hot-news-detail'), undefined);
    await go('/pages/user/my-articles-list');
    await expect.poll(() => text('list-item')).not.toContain('E2E 金乡冷库');
    expect(errors).toEqual([]);
  });
});

describe('the demo trader posts in the forum and deletes the post', () => {
  it('posts, finds it first in the forum, and deletes it (a post has no edit)', async () => {
    await go('/pages/forum/forum-add');
    await page.locator('#root_forumTitle').waitFor();
    await fill(page, 'forumTitle', 'E2E 覆膜之后蒜苗出不来怎么办？');
    await fill(page, 'forumContent', '十亩蒜地覆膜后有一部分蒜苗顶不破膜，是要人工破膜吗？');
    await page.getByTestId('form-submit').click();
    await detailOpen('/pages/forum/forum-detail');
    await expect.poll(() => text('detail-heading')).toBe('E2E 覆膜之后蒜苗出不来怎么办？');
    expect(await page.getByTestId('detail-action-edit').count()).toBe(0);
    await go('/pages/forum/forum-list');
    await page.getByTestId('list-item').first().click();
    await detailOpen('/pages/forum/forum-detail');
    await page.getByTestId('detail-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForFunction(() => !location.hash.startsWith('#/pages/forum/forum-detail'), undefined);
    await go('/pages/forum/forum-list');
    await expect.poll(() => text('list-item')).not.toContain('E2E 覆膜');
    expect(errors).toEqual([]);
  });
});

describe('feedback', () => {
  it('is sent from the personal centre, thanked for, and the form goes back', async () => {
    await go('/pages/user/user');
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.locator('#root_feedbackContent').waitFor();
    await fill(page, 'feedbackContent', 'E2E 希望增加邳州白蒜的价格走势图');
    await page.getByTestId('form-submit').click();
    await page.getByText('Thank you — your feedback was sent').waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/user/user'), undefined);
  });

  it('opened directly, goes home after sending', async () => {
    const thanks = page.getByText('Thank you — your feedback was sent');
    await thanks.waitFor({ state: 'hidden' }); // the first sending's toast has gone
    await go('/pages/user/feedback');
    await page.locator('#root_feedbackContent').waitFor();
    await fill(page, 'feedbackContent', 'E2E 冷库地图能否按容量筛选');
    await page.getByTestId('form-submit').click();
    await thanks.waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/home/home'), undefined);
    expect(errors).toEqual([]);
  });
});
