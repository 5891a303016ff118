/** Height of the fixed bottom tab bar; every page leaves this much room below its content. */
export const TAB_BAR_HEIGHT = 56;

/** Router state that makes the page remount, as uni-app's reLaunch would. */
export interface RelaunchState {
  relaunch: number;
}

export function relaunchKey(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null || !('relaunch' in state)) return undefined;
  return typeof state.relaunch === 'number' ? state.relaunch : undefined;
}
