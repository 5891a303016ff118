import { useEffect } from 'react';
import { app } from '../../../generated/app.ts';
import { startRoute } from '../router/paths.ts';

/**
 * The entry HTML's skeleton (scripts/shell-skeleton.ts) lies over the app while it starts. On a start at
 * home it draws home's first view and stays until the page has drawn beneath it (with the first banner's
 * picture in it as soon as that arrives), so the reader never sees the blank between the app's first
 * render and the page's code. A start anywhere else draws only a page's navigation bar and the tab bar
 * (decision 0164) and loses it at the app's first render (decision 0157).
 */
export const bootWaitsForPage = startRoute(location.hash)?.path === app.homeRoute;

export function dismissBoot(): void {
  document.getElementById('boot')?.remove();
}

/** Inside a page's Suspense boundary: it mounts when the page has, and the skeleton above goes. */
export function BootDismissal(): null {
  useEffect(dismissBoot, []);
  return null;
}

/** At the app's first render: the skeleton goes unless the start page is the one it draws. */
export function useBootAtFirstRender(): void {
  useEffect(() => {
    if (!bootWaitsForPage) dismissBoot();
  }, []);
}
