import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chartViews } from '../../generated/charts.ts';
import { clientOperations } from '../../generated/client-operations.ts';
import { routes } from '../../generated/routes.ts';
import { PHONE_VIEWPORT, phonePage } from './helpers/browser.ts';
import { chartsDrawn, shot } from './helpers/charts.ts';
import { serverAndBrowser } from './helpers/suite.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
});

/**
 * Every public page declared as view.chart in spec/pages, whatever an operator added: its path and how many
 * cards draw a chart. A page for signed-in readers (the agent's stock, decision 0155) has its own e2e.
 */
const pages = Object.entries(chartViews)
  .flatMap(([id, view]) => (routes.find((r) => r.id === id)!.auth === 'public' ? [{ id, view }] : []))
  .map(({ id, view }) => ({
    id,
    path: routes.find((r) => r.id === id)!.path,
    view,
    charts: view.cards.filter((c) => 'chart' in c).length,
    tables: view.cards.flatMap((c) => ('table' in c ? [c.table.rowTestId] : 'pivot' in c ? [c.pivot.rowTestId] : [])),
  }));
const name = (id: string) => `chart-view-${id.replace('/', '--')}`;

/** The texts of every card title and subtitle: none may keep a {name} the page did not fill. */
const cardTexts = (p: Page) => p.locator('section h2, section .MuiTypography-caption').allTextContents();

describe('chart views declared in spec/pages at 390x844', () => {
  it('are there to test', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
  });

  for (const lang of ['en-US', 'zh-CN'] as const)
    it(`each draws its charts and fills its tables and titles (${lang})`, async () => {
      const { page: p, errors: errs } = lang === 'en-US' ? { page, errors } : await phonePage(suite.browser, lang);
      for (const chart of pages) {
        await p.goto(`${suite.server.url}/#${chart.path}`);
        await chartsDrawn(p, chart.charts);
        for (const rowTestId of chart.tables) await expect.poll(() => p.getByTestId(rowTestId).count()).toBeGreaterThan(0);
        // A page of named widgets only (the seedling data page) has no chart or table to wait for.
        await expect.poll(async () => (await cardTexts(p)).length).toBeGreaterThanOrEqual(chart.view.cards.length);
        const texts = await cardTexts(p);
        expect(texts.filter((t) => /\{\w+\}/.test(t))).toEqual([]);
        if (lang === 'zh-CN') expect(texts.join(' ')).toMatch(/[\u4e00-\u9fff]/);
        await shot(p, `${name(chart.id)}-${lang.slice(0, 2)}`, { fullPage: true });
      }
      expect(errs).toEqual([]);
      if (lang !== 'en-US') await p.context().close();
    });

  it('shows a failed call on every card, and draws them once the reader retries', async () => {
    // The service worker is blocked so that the call reaches the route (as in recovery.test.ts).
    const context = await suite.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-US', serviceWorkers: 'block' });
    const p = await context.newPage();
    // A page whose cards all read the page's one call (a card may name its own, decision 0142; a named widget may ask another).
    const chart = pages.find((c) => 'call' in c.view && c.view.cards.every((card) => !('call' in card) && !('figures' in card) && !('widget' in card)))!;
    const call = (chart.view as { call: keyof typeof clientOperations }).call;
    const path = `/api${clientOperations[call].path}`;
    let calls = 0;
    await p.route(
      (url) => url.pathname === path,
      (route) => (calls++ === 0 ? route.abort('failed') : route.continue()),
    );
    await p.goto(`${suite.server.url}/#${chart.path}`);
    await expect.poll(() => p.getByTestId('chart-error').count()).toBe(chart.view.cards.length);
    await p.getByTestId('chart-retry').first().click();
    await chartsDrawn(p, chart.charts);
    expect(calls).toBe(2);
    await context.close();
  });
});
