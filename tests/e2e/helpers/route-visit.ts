import type { Page } from 'playwright-core';
import { routes } from '../../../generated/routes.ts';
import { listItems, listViews } from '../../../generated/lists.ts';

export type Route = (typeof routes)[number];
export type Lang = 'en' | 'zh';

const pathOf = new Map<string, string>(routes.map((r) => [r.id, r.path]));
const routeAt = new Map<string, Route>(routes.map((r) => [r.path, r]));

/** The detail page a list route's items open, if they open one. */
export function linkTarget(route: Route): string | null {
  const view = (listViews as Record<string, { item: string }>)[route.id];
  const link = view ? (listItems as Record<string, { link: string | null }>)[view.item]?.link : null;
  return link ? pathOf.get(link)! : null;
}

/** The paths that the items of these routes' lists open: reached that way, with a real id. */
export function reachedFromLists(from: readonly Route[]): Set<string> {
  return new Set(from.flatMap((r) => linkTarget(r) ?? []));
}

export function hashOf(route: Route, params?: Record<string, unknown>): string {
  return `#${route.path}${params ? `?params=${encodeURIComponent(JSON.stringify(params))}` : ''}`;
}

/** The route's page is the one on screen (its frame sets the document title), and has settled. */
export async function arrived(p: Page, path: string, lang: Lang = 'en'): Promise<string> {
  const title = routeAt.get(path)?.title[lang];
  if (title) await p.waitForFunction((want) => document.title === want, title, { timeout: 20_000 });
  return settled(p);
}

/** The page has settled: no loading view, no spinner, and the main area holds real text. */
export async function settled(p: Page): Promise<string> {
  await p.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      const spinning = [...main.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')].some((el) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      );
      if (spinning) return false;
      return (main.textContent ?? '').trim().length > 0;
    },
    undefined,
    { timeout: 20_000 },
  );
  await p.waitForTimeout(150);
  return (await p.locator('main').textContent()) ?? '';
}
