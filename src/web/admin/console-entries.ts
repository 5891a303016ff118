import { consoleEntries as entries } from '../../../generated/console.ts';
import { routes } from '../../../generated/routes.ts';

type AnyRoute = (typeof routes)[number];
export type ConsoleRoute = AnyRoute & { console: { order: number; summary?: { en: string; zh: string } } };

/** The hub's sections: every route of spec/pages/ that declares `console:`, lowest order first. */
export function consoleEntries(): ConsoleRoute[] {
  return entries
    .flatMap((entry) => {
      const route = routes.find((r) => r.id === entry.route);
      return route ? [{ ...route, console: { order: entry.order, ...('summary' in entry ? { summary: entry.summary } : {}) } }] : [];
    })
    .sort((a, b) => a.console.order - b.console.order || a.path.localeCompare(b.path));
}
