import { app } from '../../../generated/app.ts';

const CONSOLE_ROOT = '/admin';

/** Whether a path is one of the operators' console's pages. */
export const isConsolePath = (path: string) => path === CONSOLE_ROOT || path.startsWith(`${CONSOLE_ROOT}/`);

/**
 * The tab a page sits under, where its back arrow leads when there is no history to go back to:
 * the tab of the same section (/pages/user/… under Me, /pages/live-video/… under Live), the console's
 * hub for the console's pages, else Home.
 */
export function tabRootFor(path: string): string {
  if (isConsolePath(path)) return CONSOLE_ROOT;
  const section = path.split('/').slice(0, 3).join('/');
  return app.tabBar.find((tab) => tab.route.startsWith(`${section}/`))?.route ?? app.homeRoute;
}
