import { isConsolePath } from '../router/tab-root.ts';

/** Height of the fixed bottom tab bar; every page leaves this much room below its content. */
export const TAB_BAR_HEIGHT = 56;

/**
 * The widest the app's pages and tab bar grow (px): on a tablet or a phone turned sideways they are a
 * centred column of this width, not cards stretched edge to edge. The operators' console keeps the
 * whole width for its tables.
 */
export const CONTENT_MAX_WIDTH = 720;

/** The column's style for a page at this path: centred at CONTENT_MAX_WIDTH, the console's pages excepted. */
export function columnSx(path: string) {
  return isConsolePath(path) ? {} : { maxWidth: CONTENT_MAX_WIDTH, mx: 'auto' };
}

/** Router state that makes the page remount, as uni-app's reLaunch would. */
export interface RelaunchState {
  relaunch: number;
}

export function relaunchKey(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('relaunch' in state)) return undefined;
  return typeof state.relaunch === 'number' ? state.relaunch : undefined;
}
