import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE_VIEWPORT, phonePage } from './helpers/browser.ts';
import { shot } from './helpers/charts.ts';
import { serverAndBrowser } from './helpers/suite.ts';

// An official account, so the page's CSP admits the JS-SDK's host; WeChat's side is played below.
const suite = serverAndBrowser({ WECHAT_APPID: 'wx5e2aa7d4c1f0b3e9', WECHAT_SECRET: 'share-test-secret' });

const SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN';
/** A stand-in for jweixin 1.6.0 that records every call, and is ready once configured. */
const SDK_DOUBLE = `(() => {
  const calls = (window.__wxCalls = []);
  const record = (name) => (options) => calls.push({ name, options: JSON.parse(JSON.stringify(options ?? null)) });
  let configured = false;
  window.wx = {
    config(options) { record('config')(options); configured = true; },
    ready(fn) { calls.push({ name: 'ready', options: null }); if (configured) setTimeout(fn, 0); },
    error() {},
    updateAppMessageShareData: record('updateAppMessageShareData'),
    updateTimelineShareData: record('updateTimelineShareData'),
    getLocation() {}, openLocation() {},
  };
})();`;

interface WxCall {
  name: string;
  options: Record<string, unknown> | null;
}

interface WechatSession {
  page: Page;
  errors: string[];
  /** The addresses the page asked the server to sign (wechatApp.getSignature). */
  signed: string[];
}

/** A phone page whose browser says it is WeChat; WeChat's ticket service and JS-SDK are stood in for. */
async function wechatPage(lang: string): Promise<WechatSession> {
  const context: BrowserContext = await suite.browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: lang,
    userAgent: WECHAT_UA,
  });
  const signed: string[] = [];
  await context.route(SDK, (route) => route.fulfill({ contentType: 'application/javascript', body: SDK_DOUBLE }));
  // The server would ask WeChat for a jsapi ticket, which cannot be reached from here.
  await context.route('**/api/v1/wechatApp/getSignature', async (route) => {
    signed.push(String((route.request().postDataJSON() as { url: string }).url));
    await route.fulfill({
      json: {
        success: true,
        data: {
          appId: 'wx5e2aa7d4c1f0b3e9',
          timestamp: 1414587457,
          nonceStr: 'Wm3WZYTPz0wzccnW',
          signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
          enabled: true,
        },
        extension: null,
        totalCount: 0,
        msg: 'ok',
        code: '0',
      },
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()}`);
  });
  return { page, errors, signed };
}

const calls = (p: Page) => p.evaluate(() => ((window as unknown as { __wxCalls?: WxCall[] }).__wxCalls ?? []) as WxCall[]);

/** The last chat card and Moments card set, once both are set with the given title. */
async function cards(p: Page, title: string | RegExp): Promise<{ chat: Record<string, unknown>; moments: Record<string, unknown> }> {
  const last = async (name: string) => (await calls(p)).filter((c) => c.name === name).at(-1)?.options ?? {};
  await expect.poll(async () => String((await last('updateAppMessageShareData')).title ?? '')).toMatch(title);
  await expect.poll(async () => String((await last('updateTimelineShareData')).title ?? '')).toMatch(title);
  return { chat: await last('updateAppMessageShareData'), moments: await last('updateTimelineShareData') };
}

/** Opens the first post of the sale list and returns its heading and price as the detail page shows them. */
async function openFirstSalePost(p: Page): Promise<{ heading: string; highlight: string }> {
  await p.goto(`${suite.server.url}/#/pages/transaction/sale-list`);
  await p.getByTestId('list-item').first().click();
  await expect.poll(() => p.getByTestId('detail-heading').count()).toBe(1);
  return { heading: (await p.getByTestId('detail-heading').innerText()).trim(), highlight: (await p.getByTestId('detail-highlight').innerText()).trim() };
}

const inAppPath = (p: Page) => decodeURIComponent(new URL(p.url()).hash.slice(1));
const shareLinkOf = (p: Page) => `${suite.server.url}/?shareUrl=${encodeURIComponent(new URL(p.url()).hash.slice(1))}`;

describe('share cards inside WeChat (JS-SDK)', () => {
  it('configures the JS-SDK once with the signed address, then sets each page’s chat and Moments card from its manifest, in English', async () => {
    const { page, errors, signed } = await wechatPage('en-US');
    await page.goto(`${suite.server.url}/#/pages/transaction/sale-list`);
    const list = await cards(page, /^Selling$/);
    expect(list.chat).toEqual({
      title: 'Selling',
      desc: "Today's garlic prices, shipments, exports and stocks; buy and sell posts.",
      link: shareLinkOf(page),
      imgUrl: `${suite.server.url}/icons/icon-512.png`,
    });
    expect(list.moments).toEqual({ title: 'Selling', link: shareLinkOf(page), imgUrl: `${suite.server.url}/icons/icon-512.png` });

    const post = await openFirstSalePost(page);
    const detail = await cards(page, `${post.heading} · ${post.highlight}`);
    expect(post.heading).toMatch(/^Selling · /);
    expect(detail.chat.desc).toMatch(/^Quantity \d+(\.\d+)? t/);
    expect(detail.chat.link).toBe(shareLinkOf(page));
    expect(inAppPath(page)).toMatch(/^\/pages\/transaction\/transaction-detail\?/);
    expect(String(detail.chat.imgUrl)).toMatch(new RegExp(`^${suite.server.url}/`));

    await page.goto(`${suite.server.url}/#/pages/garlic-price/garlic-price`);
    const prices = await cards(page, 'Official garlic prices, day by day');
    expect(prices.chat.desc).toBe("Jinxiang's daily garlic prices by grade, with their change and a chart.");

    const all = await calls(page);
    const configs = all.filter((c) => c.name === 'config');
    expect(configs).toHaveLength(1);
    expect(configs[0]!.options).toMatchObject({
      debug: false,
      appId: 'wx5e2aa7d4c1f0b3e9',
      timestamp: 1414587457,
      nonceStr: 'Wm3WZYTPz0wzccnW',
      signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    });
    expect(configs[0]!.options!.jsApiList).toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']));
    // Hash routes: the address WeChat checks is the page without its fragment, the same on every route.
    expect(signed).toEqual([`${suite.server.url}/`]);
    expect(errors).toEqual([]);
  });

  it('sets the cards in Chinese for a Chinese reader, and the card’s link opens the shared page', async () => {
    const { page, errors } = await wechatPage('zh-CN');
    await page.goto(`${suite.server.url}/#/pages/home/home`);
    const home = await cards(page, '大蒜行情：今日大蒜价格');
    expect(home.chat.desc).toBe('每日大蒜价格、走货、出口与库存，买卖信息一手掌握。');
    const post = await openFirstSalePost(page);
    const detail = await cards(page, `${post.heading} · ${post.highlight}`);
    expect(post.heading).toMatch(/^出售 · /);
    expect(detail.chat.desc).toMatch(/^数量 /);
    await shot(page, 'share-wechat-detail-zh');

    const shared = await phonePage(suite.browser, 'zh-CN');
    await shared.page.goto(String(detail.chat.link));
    await expect.poll(() => shared.page.getByTestId('detail-heading').textContent()).toBe(post.heading);
    expect(inAppPath(shared.page)).toBe(inAppPath(page));
    expect(errors).toEqual([]);
    expect(shared.errors).toEqual([]);
  });
});

describe('the share button outside WeChat', () => {
  it('never loads the JS-SDK nor asks for a signature, and hands the card to the Web Share API', async () => {
    const { page, errors } = await phonePage(suite.browser);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('res.wx.qq.com') || r.url().includes('/getSignature')) asked.push(r.url());
    });
    await page.addInitScript(() => {
      const shared: unknown[] = ((window as unknown as { __shared: unknown[] }).__shared = []);
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    });
    const post = await openFirstSalePost(page);
    await page.getByTestId('share-button').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length)).toBe(1);
    const data = (await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared[0])) as Record<string, string>;
    expect(data.title).toBe(`${post.heading} · ${post.highlight}`);
    expect(data.text).toMatch(/^Quantity /);
    expect(data.url).toBe(shareLinkOf(page));
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('copies the link and says so where the browser has no Web Share API, in both languages', async () => {
    for (const [lang, said] of [
      ['en-US', 'Link copied'],
      ['zh-CN', '链接已复制'],
    ] as const) {
      const { page, errors } = await phonePage(suite.browser, lang);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.url });
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(`${suite.server.url}/#/pages/transaction/sale-list`);
      await page.getByTestId('share-button').click();
      await expect.poll(() => page.getByRole('alert').or(page.locator('.MuiSnackbar-root')).first().textContent()).toContain(said);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLinkOf(page));
      await shot(page, `share-copied-${lang}`);
      expect(errors).toEqual([]);
    }
  });
});
