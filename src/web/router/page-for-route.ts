import type { routes } from '../../../generated/routes.ts';
import { overrides, routeWrappers } from '../overrides/index.ts';
import { genericPages } from './generic-pages.tsx';
import type { PageComponent } from './lazy-page.ts';

type AppRoute = (typeof routes)[number];

/** The lazily loaded component that renders a route: a wrapper, a custom page or a generic view. */
export function pageForRoute(route: AppRoute): PageComponent {
  return routeWrappers[route.id] ?? (route.view.kind === 'custom' ? overrides[route.view.component] : genericPages[route.view.kind]);
}
