import { mkdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** A chart's own drawing (x-charts' SVG layer), not a card's icons, which are SVG paths too. */
export const CHART_SURFACE = 'svg.MuiChartsSvgLayer-root';

/** Waits until `count` chart cards have drawn marks (bars, lines or slices) from their figures, and no error shows. */
export async function chartsDrawn(p: Page, count: number): Promise<void> {
  await expect
    .poll(() =>
      p
        .locator('[data-testid=chart-card]')
        .evaluateAll((cards, surface) => cards.filter((c) => c.querySelector(`${surface} :is(rect[fill^="#"], path[d])`)).length, CHART_SURFACE),
    )
    .toBeGreaterThanOrEqual(count);
  expect(await p.locator('[data-testid=error-view]').count()).toBe(0);
  expect(await p.locator('[data-testid=chart-error]').count()).toBe(0);
}

/** A 390x844 screenshot at .tmp/e2e/<name>.png (git ignores it) once entry animations have settled, to look at. */
export async function shot(p: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync('.tmp/e2e', { recursive: true });
  await p.waitForTimeout(800);
  await p.screenshot({ path: `.tmp/e2e/${name}.png`, fullPage: options.fullPage ?? false });
}

/** Drags the page down from near its top, as a finger pulls a list to refresh it. */
export async function pullDown(p: Page): Promise<void> {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.mouse.move(200, 150);
  await p.mouse.down();
  for (let y = 170; y <= 450; y += 40) await p.mouse.move(200, y);
  await p.mouse.up();
}

export const text = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();

export const texts = (p: Page, testId: string) => p.getByTestId(testId).allTextContents();

/** Waits until the texts under a test id are shown and differ from `before`. */
export async function changed(p: Page, testId: string, before: string[]): Promise<void> {
  await expect
    .poll(async () => {
      const now = await texts(p, testId);
      return now.length > 0 && now.join('|') !== before.join('|');
    })
    .toBe(true);
}

/** The route params of the current hash, decoded. */
export function hashParams(p: Page): Record<string, unknown> {
  const raw = new URLSearchParams(new URL(p.url()).hash.split('?')[1] ?? '').get('params');
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/** Cards below the first screen render as the reader scrolls near them (WhenNear): scrolls until `testId` is there, then to it. */
export async function scrollNear(page: Page, testId: string) {
  for (let i = 0; i < 20 && (await page.getByTestId(testId).count()) === 0; i++) await page.mouse.wheel(0, 400);
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
}
