import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePage } from './helpers/browser.ts';
import { shot } from './helpers/charts.ts';
import { signIn } from './helpers/cold-storage.ts';
import { repeatedCardTitles } from './helpers/card-titles.ts';
import { signInAsOperator } from './helpers/operator.ts';
import { serverAndBrowser } from './helpers/suite.ts';

const suite = serverAndBrowser();

/**
 * Text the reader cannot read whole at the phone's width: an element whose own text overflows a box
 * that hides it (overflow hidden, or an ellipsis), or text that lies outside the viewport sideways
 * without a scrolling row to bring it in. One line each, naming the element and its text.
 */
function clippedText(): string[] {
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  const name = (el: Element) => {
    const id = el.getAttribute('data-testid');
    const cls = [...el.classList].find((c) => c.startsWith('Mui') && !c.includes('-')) ?? [...el.classList][0] ?? '';
    return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ''}${cls ? ` .${cls}` : ''}> "${(el.textContent ?? '').trim().slice(0, 60)}"`;
  };
  const scrollsSideways = (el: Element) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'auto' || s.overflowX === 'scroll') return true;
      // A slide of a carousel: hidden by a box that is itself on screen.
      if (s.overflowX === 'hidden' && a.getBoundingClientRect().right <= viewport + 1) return true;
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg, [aria-hidden=true], script, style')) continue;
    const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    if (!ownText) continue;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1) continue;
    const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    if (hides && el.scrollWidth > el.clientWidth + 1) found.push(`cut short: ${name(el)} (${el.scrollWidth}px of text in ${el.clientWidth}px)`);
    else if ((box.right > viewport + 1 || box.left < -1) && !scrollsSideways(el))
      found.push(`outside the screen: ${name(el)} (${Math.round(box.left)}–${Math.round(box.right)}px of ${viewport}px)`);
  }
  return found;
}

/** Waits until the page has drawn what it loads: its calls answered, no page-wide spinner. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[data-testid=view-loading], [data-testid=page-loading]').count()).toBe(0);
  // Home's strips say so while they load.
  await expect.poll(() => page.getByText(/^(Loading…|加载中…)$/).count()).toBe(0);
}

const PAGES: [string, string][] = [
  ['home', '/#/pages/home/home'],
  ['price page', '/#/pages/garlic-price/garlic-price'],
  ['sale list', '/#/pages/transaction/sale-list'],
  ['exports', '/#/pages/export-statistics/export-statistics'],
  ['stocks', '/#/pages/inventory/inventory'],
  ['cold-storage map list', '/#/pages/cold-storage-apply/map/map'],
  ['broker list', '/#/pages/agent/index'],
  ['user centre', '/#/pages/user/user'],
  ['my articles', '/#/pages/user/my-articles-list'],
  ['a form', '/#/pages/transaction/transaction-add'],
];

describe('English that fits, and Chinese too, at 390 px', () => {
  it.each([['en-US'], ['zh-CN']])(
    'cuts no text short and leaves none off the screen on the key pages (%s)',
    async (lang) => {
      const { page, errors } = await phonePage(suite.browser, lang);
      await signIn(page, suite.server.url, '13800138000');
      const problems: string[] = [];
      for (const [label, path] of PAGES) {
        await page.goto(`${suite.server.url}${path}`);
        await settled(page);
        await shot(page, `fits-${label.replaceAll(' ', '-')}-${lang}`);
        problems.push(...(await page.evaluate(clippedText)).map((p) => `${label}: ${p}`));
      }
      await page.goto(`${suite.server.url}/#/pages/transaction/sale-list`);
      await settled(page);
      await page.getByTestId('list-item').first().click();
      await expect.poll(() => page.getByTestId('detail-heading').count()).toBe(1);
      await settled(page);
      await shot(page, `fits-trade-detail-${lang}`);
      problems.push(...(await page.evaluate(clippedText)).map((p) => `trade detail: ${p}`));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    },
    600_000,
  );
});

describe('each card has its own title', () => {
  it.each([
    ['en-US', 'Exports by destination', 'Every destination, in figures', 'Stock against capacity by region', 'Stock and capacity by region, in figures'],
    ['zh-CN', '出口国家分布', '全部出口国家明细', '各产区库存与库容', '各产区库存与库容明细'],
  ])('the exports and stocks pages title a chart and its table apart (%s)', async (lang, bars, table, capacityBars, capacityTable) => {
    const { page, errors } = await phonePage(suite.browser, lang);
    await page.goto(`${suite.server.url}/#/pages/export-statistics/export-statistics`);
    await settled(page);
    await expect.poll(() => page.getByTestId('export-country-table').locator('h2').textContent()).toBe(table);
    expect(await page.locator('main section h2').allTextContents()).toContain(bars);
    expect(await repeatedCardTitles(page)).toEqual([]);
    await page.goto(`${suite.server.url}/#/pages/inventory/inventory`);
    await settled(page);
    await expect.poll(() => page.getByTestId('capacity-table').locator('h2').textContent()).toBe(capacityTable);
    expect(await page.locator('main section h2').allTextContents()).toContain(capacityBars);
    expect(await repeatedCardTitles(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("a list's date filter reads in the app's language, not the browser's", () => {
  it.each([
    ['zh', 'en-US', '2026年11月26日'],
    ['en', 'zh-CN', '26 Nov 2026'],
  ])('the audit list in %s, on a %s phone, shows the day picked as %s and asks for it', async (app, browserLocale, shown) => {
    const { page, errors } = await phonePage(suite.browser, browserLocale);
    await page.addInitScript((lang) => localStorage.setItem('language', lang), app);
    await signInAsOperator(page, suite.server);
    await page.goto(`${suite.server.url}/#/admin/audit`);
    const input = page.getByTestId('list-filter-dateFrom-input');
    await input.waitFor({ state: 'attached' });
    expect(await input.getAttribute('type')).toBe('date');
    const asked = page.waitForRequest((r) => (r.postData() ?? r.url()).includes('2026-11-26'));
    await input.fill('2026-11-26');
    await asked;
    await expect.poll(() => page.getByTestId('list-filter-dateFrom-text').inputValue()).toBe(shown);
    await shot(page, `list-date-filter-${app}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
