import type { NavigateFunction } from 'react-router';
import { app } from '../../../generated/app.ts';

/** Back one page when this app put one in the history (react-router keeps its index there), else home. */
export function navigateBack(navigate: NavigateFunction): void {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  if (typeof idx === 'number' && idx > 0) void navigate(-1);
  else void navigate(app.homeRoute, { replace: true });
}
