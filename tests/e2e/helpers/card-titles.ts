import type { Page } from 'playwright-core';

/**
 * The titles that more than one card of the page carries (a chart and its table both called "Exports by
 * destination" read as one section twice): each card's heading, counted over the page's main area.
 */
export async function repeatedCardTitles(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const seen = new Map<string, number>();
    for (const h of document.querySelectorAll('main section h2')) {
      const title = (h.textContent ?? '').trim();
      if (title) seen.set(title, (seen.get(title) ?? 0) + 1);
    }
    return [...seen].filter(([, n]) => n > 1).map(([title, n]) => `${title} (${n} cards)`);
  });
}
