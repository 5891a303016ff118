import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { shot } from './helpers/charts.ts';
import { one } from './helpers/cold-storage.ts';
import { chooseOption, fill } from './helpers/form.ts';
import { signInAsOperator } from './helpers/operator.ts';

// Content from the console (issue 11 point 6, decision 0055): an operator writes news as a draft,
// publishes it, readers see it, withdraws it, it is gone; reordering banners reorders the home carousel.

const suite = serverAndBrowser();
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('content from the operator console', () => {
  it('an operator drafts, publishes and withdraws news, and reorders the home banners', async () => {
    const { page, errors } = await phonePage(suite.browser);
    const go = async (path: string) => {
      await page.goto(`${suite.server.url}/#${path}`);
      await page.reload();
    };
    await signInAsOperator(page, suite.server);
    await go('/admin');
    await page.getByTestId('admin-hub').waitFor();
    await expect.poll(() => page.getByTestId('admin-hub').textContent()).toContain('Hot news articles');

    // A draft: written with the engine's form, listed in the console, not on the public news page.
    const title = 'E2E 运营发布：金乡大蒜本周走货加快';
    await go('/admin/content/news');
    await page.getByTestId('list-add').click();
    await page.locator('#root_title').waitFor();
    await fill(page, 'title', title);
    await chooseOption(page, 'category', 'Market');
    await fill(page, 'summary', '产地走货加快，价格稳中有升');
    await fill(page, 'content', '本周金乡大蒜产地走货明显加快，冷库出库量放大，客商拿货积极，价格稳中有升。');
    await fill(page, 'source', '运营部');
    await shot(page, 'admin-content-news-form-en');
    await page.getByTestId('form-submit').click();
    const row = page.getByTestId('list-decide-row').filter({ hasText: title });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Draft');
    await shot(page, 'admin-content-news-en');
    // The public news page's first cards, once drawn (the newest news comes first).
    const newsPage = async () => {
      await go('/pages/news-list');
      await page.getByTestId('list-item').first().waitFor();
      return page.getByTestId('list-item').allTextContents();
    };
    expect((await newsPage()).some((text) => text.includes(title))).toBe(false);

    // Published: the first line of the public news page.
    await go('/admin/content/news');
    await page.getByTestId('list-decide-row').filter({ hasText: title }).getByTestId('content-publish').click();
    await expect.poll(() => page.getByTestId('list-decide-row').filter({ hasText: title }).textContent()).toContain('Published');
    expect((await newsPage())[0]).toContain(title);

    // Withdrawn: gone again.
    await go('/admin/content/news');
    await page.getByTestId('list-decide-row').filter({ hasText: title }).getByTestId('content-withdraw').click();
    await expect.poll(() => page.getByTestId('list-decide-row').filter({ hasText: title }).textContent()).toContain('Withdrawn');
    expect((await newsPage()).some((text) => text.includes(title))).toBe(false);
    const id = one<{ id: string }>(suite.server.dataDir, `select id from forefront_info where title = ?`, title).id;
    const actions = (entityId: string) =>
      one<{ a: string }>(
        suite.server.dataDir,
        `select group_concat(action) as a from (select action from audit_log where entityId = ? order by createTime, auditId)`,
        entityId,
      ).a;
    expect(actions(id)).toBe('forefrontInfo.create,forefrontInfo.publish,forefrontInfo.withdraw');

    // Banners: moving the first home banner down puts the second first on the home carousel.
    const banners = () =>
      one<{ t: string }>(
        suite.server.dataDir,
        `select group_concat(coalesce(titleEn, title), '|') as t from (select titleEn, title from banner where bannerType = '1' and publishStatus = '1' order by sort, bannerId)`,
      ).t.split('|');
    const before = banners();
    expect(before.length).toBeGreaterThan(1);
    const homeSlides = async () => {
      await go('/pages/home/home');
      await page.getByTestId('home-banners-slide').first().waitFor();
      return page.getByTestId('home-banners-slide').locator('strong').allTextContents();
    };
    expect(await homeSlides()).toEqual(before);
    await go('/admin/content/banners');
    const first = page.getByTestId('list-decide-row').first();
    await first.waitFor();
    await shot(page, 'admin-content-banners-en');
    await first.getByTestId('content-down').click();
    await expect.poll(banners).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await homeSlides()).toEqual([before[1], before[0], ...before.slice(2)]);

    // The console at a desktop's width: a table with the same buttons.
    await page.setViewportSize({ width: 1280, height: 800 });
    await go('/admin/content/banners');
    await page.getByTestId('list-table-row').first().waitFor();
    await shot(page, 'admin-content-banners-desktop-en');
    await go('/admin/content/news');
    await page.getByTestId('list-table-row').first().waitFor();
    await shot(page, 'admin-content-news-desktop-en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in Chinese, an operator edits a banner and uploads its picture', async () => {
    const { page, errors } = await phonePage(suite.browser, 'zh-CN');
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin`);
    await page.getByTestId('admin-hub').waitFor();
    await expect.poll(() => page.getByTestId('admin-hub').textContent()).toContain('轮播图');
    await shot(page, 'admin-content-hub-zh');
    await page.goto(`${suite.server.url}/#/admin/content/banners`);
    const first = page.getByTestId('list-decide-row').first();
    await first.waitFor();
    await expect.poll(() => first.textContent()).toContain('编辑');
    await shot(page, 'admin-content-banners-zh');
    const bannerId = one<{ bannerId: string }>(
      suite.server.dataDir,
      `select bannerId from banner where bannerType = '1' order by sort, bannerId limit 1`,
    ).bannerId;
    await first.getByTestId('content-edit').click();
    await page.locator('#root_imagePath').waitFor();
    await expect.poll(() => page.locator('#root_imagePath').inputValue()).toMatch(/^\/media\//);
    await page.getByTestId('image-path-file-root_imagePath').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => page.locator('#root_imagePath').inputValue()).not.toMatch(/^\/media\//);
    await fill(page, 'subtitle', '运营更新的副标题');
    await shot(page, 'admin-content-banner-form-zh');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-decide-row').first().waitFor();
    const stored = one<{ imagePath: string; subtitle: string }>(suite.server.dataDir, `select imagePath, subtitle from banner where bannerId = ?`, bannerId);
    expect(stored.subtitle).toBe('运营更新的副标题');
    expect((await page.request.get(`${suite.server.url}${stored.imagePath}`)).status()).toBe(200);
    expect(one<{ n: number }>(suite.server.dataDir, `select count(*) as n from audit_log where entityId = ? and action = 'banner.update'`, bannerId).n).toBe(1);

    // A live stream's form (kind, market, variety, times) loads and saves too.
    await page.goto(`${suite.server.url}/#/admin/content/live`);
    const stream = page.getByTestId('list-decide-row').first();
    await stream.waitFor();
    const liveId = one<{ liveBroadcastId: string }>(
      suite.server.dataDir,
      `select liveBroadcastId from live_broadcast where kind = '1' order by sort, publishTime desc, liveBroadcastId desc limit 1`,
    ).liveBroadcastId;
    await stream.getByTestId('content-edit').click();
    await page.locator('#root_name').waitFor();
    await expect.poll(() => page.locator('#root_name').inputValue()).not.toBe('');
    await fill(page, 'name', '金乡大蒜市场 东门实况');
    await shot(page, 'admin-content-live-form-zh', { fullPage: true });
    await page.getByTestId('form-submit').click();
    await page.getByTestId('list-decide-row').first().waitFor();
    await expect
      .poll(() => one<{ name: string }>(suite.server.dataDir, `select name from live_broadcast where liveBroadcastId = ?`, liveId).name)
      .toBe('金乡大蒜市场 东门实况');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
