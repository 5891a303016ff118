import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** What the page reported since it loaded: React's commits, and the style rules inserted in a commit's task. */
export interface CommitRecord {
  commits: number;
  /** Emotion's class rules (`.css-…`) inserted; a production build inserts each with `CSSStyleSheet.insertRule`. */
  classRules: number;
  /** For each commit, the class rules (`.css-…`) inserted in its task, where the browser could do nothing else. */
  classRulesInCommits: string[][];
}

/**
 * Installs, before the page's scripts run, a stand-in for React DevTools' hook (React reports each commit
 * to it) and a counter on `CSSStyleSheet.insertRule`. A rule belongs to a commit's task when no microtask
 * checkpoint came between it and the commit: the end of every task is one, so rules inserted in earlier
 * render slices (tasks of their own) are told apart from rules inserted by the commit itself.
 */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { commits: 0, classRules: 0, classRulesInCommits: [] as string[][] };
    let task = 0;
    let counting = false;
    const currentTask = () => {
      if (!counting) {
        counting = true;
        queueMicrotask(() => {
          counting = false;
          task++;
        });
      }
      return task;
    };
    let pending: { task: number; rule: string }[] = [];
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const now = currentTask();
      pending = pending.filter((p) => p.task === now);
      if (rule.startsWith('.css-')) {
        record.classRules++;
        pending.push({ task: now, rule: rule.slice(0, 60) });
      }
      return insertRule.call(this, rule, index);
    };
    Object.assign(window, {
      reactCommits: record,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {
          record.commits++;
          const now = currentTask();
          record.classRulesInCommits.push(pending.filter((p) => p.task === now).map((p) => p.rule));
          pending = [];
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
      },
    });
  });
}

export function reactCommits(page: Page): Promise<CommitRecord> {
  return page.evaluate(() => (window as unknown as { reactCommits: CommitRecord }).reactCommits);
}

/** The record once the page has settled: no commit for a second (at most 30 s). */
export async function settledCommits(page: Page): Promise<CommitRecord> {
  let before = -1;
  await expect.poll(async () => before === (before = (await reactCommits(page)).commits), { interval: 1000, timeout: 30_000 }).toBe(true);
  return reactCommits(page);
}
