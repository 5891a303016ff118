import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routes } from '../../generated/routes.ts';
import { phonePage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/suite.ts';
import { crawlParams } from './helpers/crawl-params.ts';
import { addPriceAlert, memberParams } from './helpers/member-params.ts';
import { accessibilityProblems } from './helpers/accessibility.ts';
import { signInAsOperator } from './helpers/operator.ts';
import { signIn } from './helpers/cold-storage.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/demo-users.ts';
import { arrived, hashOf, linkTarget, reachedFromLists, type Lang, type Route } from './helpers/route-visit.ts';

// Every route of generated/routes.ts, in Chinese and in English, with no serious or critical
// accessibility problem (axe-core, WCAG 2.1 AA). Signed out: the public pages and the guest-only
// ones; then signed in as a demo agent made operator: the member, agent and console pages; then the
// public pages again in Chinese, signed in as a plain member (they draw a member's actions). English
// public pages are crawl.test.ts's (which also opens them signed out); here they are opened again
// only in Chinese. Detail pages are reached from the lists that link to them, with a real id.
// Each route takes about two seconds on a busy two-core machine, so crawl.test.ts's English public
// pages are not opened twice: the last test counts them as covered.

const suite = serverAndBrowser();
let page: Page;
let errors: string[];
let memberErrors: string[] = [];
let me: { frontUserId: string; phone: string };

const signedOut = routes.filter((r) => r.auth === 'public');
// The user centre, public, is drawn anew for a signed-in user: it is opened signed in too.
const signedIn = routes.filter((r) => r.auth !== 'public' || r.path === '/pages/user/user');
const checked: Record<Lang, Set<string>> = { en: new Set(), zh: new Set() };

beforeAll(async () => {
  ({ page, errors } = await phonePage(suite.browser));
  // Charts and transitions draw at once, so the contrast check never meets a half-faded element.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

async function useLanguage(lang: Lang): Promise<void> {
  await page.goto(`${suite.server.url}/`);
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
}

async function paramsFor(route: Route): Promise<Record<string, unknown> | undefined> {
  return route.auth === 'public' ? crawlParams(route.path, suite.server.url) : memberParams(route.path, suite.server, me.frontUserId);
}

const CHUNK_FAILURE = /Failed to fetch dynamically imported module/;

/**
 * A page chunk whose fetch failed in transit shows the error view with its retry, as it should (the
 * recovery tests check that); this test is about accessibility, so it reloads such a page once. The
 * failure is dropped from the console errors only then; a page that fails again still fails here.
 */
async function reloadAfterChunkFailure(path: string, lang: Lang): Promise<void> {
  const log = errors.concat(memberErrors);
  if ((await page.getByTestId('error-view').count()) === 0 || !log.some((e) => CHUNK_FAILURE.test(e))) return;
  for (const list of [errors, memberErrors]) for (let i = list.length - 1; i >= 0; i--) if (CHUNK_FAILURE.test(list[i]!)) list.splice(i, 1);
  await page.reload();
  await arrived(page, path, lang);
}

/** The page is the route's, shows no error view, and axe-core finds no serious or critical problem. */
async function expectAccessible(path: string, lang: Lang, where = path): Promise<void> {
  // Arrived: the route's title is the document's and its main area holds text (an empty list says so).
  await arrived(page, path, lang);
  await reloadAfterChunkFailure(path, lang);
  expect(await page.getByTestId('error-view').count(), `${where} (${lang}) shows the error view`).toBe(0);
  expect(await accessibilityProblems(page), `${where} (${lang}) has accessibility problems`).toEqual([]);
  checked[lang].add(path);
}

/** Opens each route in a fresh document; a list's first item opens the detail page it links to. */
function checkEach(group: readonly Route[], lang: Lang): void {
  const reached = reachedFromLists(group);
  for (const route of group) {
    if (reached.has(route.path)) continue;
    it(`${route.path} (${lang})`, async () => {
      const params = await paramsFor(route);
      // A fresh document each time: a hash-only change would keep the last page on screen a moment.
      await page.goto('about:blank');
      await page.goto(`${suite.server.url}/${hashOf(route, params)}`);
      await expectAccessible(route.path, lang);
      const target = linkTarget(route);
      if (!target) return;
      const link = page.getByTestId('list-item').first().locator('button').first();
      await page.getByTestId('list-item').first().waitFor({ timeout: 15_000 });
      await link.click();
      await page.waitForFunction((want) => location.hash.startsWith(`#${want}`), target);
      await expectAccessible(target, lang, `${target} (from ${route.path})`);
    });
  }
}

describe('signed out, in Chinese', () => {
  beforeAll(() => useLanguage('zh'));
  checkEach(signedOut, 'zh');
});

describe('signed out, in English: the guest-only pages', () => {
  beforeAll(() => useLanguage('en'));
  checkEach(
    signedOut.filter((r) => r.guestOnly),
    'en',
  );
});

describe('signed in as an agent and operator', () => {
  beforeAll(async () => {
    me = await signInAsOperator(page, suite.server);
    await addPriceAlert(suite.server, me.phone);
  });

  describe('in Chinese', () => {
    beforeAll(() => useLanguage('zh'));
    checkEach(signedIn, 'zh');
  });

  describe('in English', () => {
    beforeAll(() => useLanguage('en'));
    checkEach(signedIn, 'en');
  });
});

describe('signed in as a member, in Chinese: the public pages', () => {
  beforeAll(async () => {
    // A page of its own, signed in as the demo account (a plain member); the operator's stays as it was.
    ({ page, errors: memberErrors } = await phonePage(suite.browser));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, suite.server.url, DEMO_ACCOUNT.phone, DEMO_ACCOUNT.password);
    await useLanguage('zh');
    // Still signed in in a fresh document: the user centre shows the member. (A hash change from `/`
    // would race the entry page's launch redirect.)
    await page.goto('about:blank');
    await page.goto(`${suite.server.url}/#/pages/user/user`);
    await page.getByTestId('user-nickname').waitFor();
  });
  checkEach(
    signedOut.filter((r) => !r.guestOnly),
    'zh',
  );
});

describe('coverage', () => {
  it('checked every route in Chinese, and in English every route the English crawl does not open', () => {
    const crawled = new Set<string>(routes.filter((r) => r.auth === 'public' && !r.guestOnly).map((r) => r.path));
    const all = routes.map((r) => r.path);
    expect(all.filter((p) => !checked.zh.has(p))).toEqual([]);
    expect(all.filter((p) => !checked.en.has(p) && !crawled.has(p))).toEqual([]);
  });

  it('saw no console or HTTP errors', () => {
    expect(errors).toEqual([]);
    expect(memberErrors).toEqual([]);
  });
});
