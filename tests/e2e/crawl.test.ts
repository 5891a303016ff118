import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../../generated/routes.ts';
import { listViews } from '../../generated/lists.ts';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { crawlParams } from './helpers/crawl-params.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';
import { arrived, hashOf, reachedFromLists } from './helpers/route-visit.ts';
import { repeatedCardTitles } from './helpers/card-titles.ts';

const suite = serverAndBrowser();
let page: Page;
let errors: string[];

const publicRoutes = routes.filter((r) => r.auth === 'public' && !r.guestOnly);
const visited = new Set<string>();
// Detail pages that a public list's items open are reached that way, with a real id.
const reachedFromPublicLists = reachedFromLists(publicRoutes);

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
  // Charts and transitions draw at once, so the contrast check never meets a half-faded element.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** No error view, no two cards of one title, and nothing axe-core counts as a serious or critical WCAG 2.1 AA problem. */
async function expectSoundPage(p: Page, where: string): Promise<void> {
  expect(await p.getByTestId('error-view').count(), `${where} shows the error view`).toBe(0);
  expect(await repeatedCardTitles(p), `${where} gives two cards one title`).toEqual([]);
  expect(await accessibilityProblems(p), `${where} has accessibility problems`).toEqual([]);
}

// Every public page a visitor can open, with real content, no error view, no two cards of one title and
// no serious accessibility problem (axe-core, WCAG 2.1 AA); every list's first
// item opens its detail. Pages that need a parameter get one from crawl-params.ts; detail pages are
// reached from the lists that link to them; the last test checks that no public page was left out.
describe('a visitor opens every public page', () => {
  for (const route of publicRoutes) {
    if (reachedFromPublicLists.has(route.path)) continue;
    it(`opens ${route.path}`, async () => {
      const params = await crawlParams(route.path, suite.server.url);
      // A fresh document each time: a hash-only change would keep the last page on screen a moment.
      await page.goto('about:blank');
      await page.goto(`${suite.server.url}/${hashOf(route, params)}`);
      const text = await arrived(page, route.path);
      await expectSoundPage(page, route.path);
      expect(text.replace(/\s+/g, '').length, `${route.path} shows too little`).toBeGreaterThan(20);
      visited.add(route.path);
      if (route.id in listViews) {
        await page.getByTestId('list-item').first().waitFor({ timeout: 15_000 });
        expect(await page.getByTestId('list-item').count(), `${route.path} lists nothing`).toBeGreaterThan(0);
        const link = page.getByTestId('list-item').first().locator('button').first();
        if ((await link.count()) === 0) return;
        await link.click();
        await page.waitForFunction((from) => !location.hash.startsWith(`#${from}`) || location.hash.includes('params='), route.path);
        const target = new URL(page.url()).hash.slice(1).split('?')[0]!;
        await arrived(page, target);
        await expectSoundPage(page, `${target} (from ${route.path})`);
        visited.add(target);
      }
    });
  }

  it('reached every public page, directly or from a list', () => {
    const left = publicRoutes.map((r) => r.path).filter((p) => !visited.has(p));
    expect(left).toEqual([]);
  });

  it('saw no console or HTTP errors', () => {
    expect(errors).toEqual([]);
  });
});
