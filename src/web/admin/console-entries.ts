import { routes } from '../../../generated/routes.ts';

type AnyRoute = (typeof routes)[number];
export type ConsoleRoute = AnyRoute & { console: { order: number; summary?: { en: string; zh: string } } };

/** The hub's sections: every route of spec/pages/ that declares `console:`, lowest order first. */
export function consoleEntries(): ConsoleRoute[] {
  return routes
    .filter((r): r is ConsoleRoute => 'console' in r && r.console !== undefined)
    .sort((a, b) => a.console.order - b.console.order || a.path.localeCompare(b.path));
}
