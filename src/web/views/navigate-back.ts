import type { NavigateFunction } from 'react-router';
import { app } from '../../../generated/app.ts';

/** Back one page when this app put one in the history (react-router keeps its index there), else to `fallback` (home). */
export function navigateBack(navigate: NavigateFunction, fallback: string = app.homeRoute): void {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  if (typeof idx === 'number' && idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}
