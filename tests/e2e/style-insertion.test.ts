import { describe, expect, it } from 'vitest';
import { phonePage } from './helpers/browser.ts';
import { recordReactCommits, settledCommits } from './helpers/react-commits.ts';
import { serverAndBrowser } from './helpers/suite.ts';

/**
 * Emotion's style rules go in while React renders a page, not in the commit that puts it on screen
 * (scripts/emotion-styles-in-render.ts, decision 0161). A first render is a transition that React
 * renders in slices; its commit is one task that cannot yield, and inserting the start pages' ~370 rules
 * there made it 150-570 ms longer at 4x CPU. Counted, not timed: the class rules inserted in the same
 * task as a commit, out of all a first load inserts.
 */
const suite = serverAndBrowser();

describe('style rules of a first load', () => {
  for (const [name, path] of [
    ['home', '/#/pages/home/home'],
    ['the sale list', '/#/pages/transaction/sale-list'],
    ['the price page', '/#/pages/garlic-price/garlic-price'],
  ]) {
    it(`are inserted during the render of ${name}, not in its commits`, async () => {
      const { page, errors } = await phonePage(suite.browser);
      await recordReactCommits(page);
      await page.goto(`${suite.server.url}${path}`);
      const record = await settledCommits(page);
      expect(record.classRules).toBeGreaterThan(100);
      // What is left in commits is synchronous renders' (a loading spinner, a chart's redraw), where render
      // and commit share a task anyway. Inserted from commits, 77-84% of these pages' rules were.
      const inCommits = record.classRulesInCommits.flat();
      expect(
        inCommits.length,
        `${inCommits.length} of ${record.classRules} class rules inserted in commits, e.g. ${inCommits.slice(0, 3).join(' ')}`,
      ).toBeLessThan(record.classRules / 4);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
