import type { routes } from '../../../generated/routes.ts';
import { overrides, routeWrappers } from '../overrides/index.ts';
import { genericPages } from './generic-pages.tsx';
import { lazyPage, type PageComponent, type PageProps } from './lazy-page.ts';

type AppRoute = (typeof routes)[number];

const gated = new Map<string, PageComponent>();

/** A route declared with `when:`: its page behind the condition, loaded with the hub sections shown otherwise. */
function gatedPage(routeId: string, page: PageComponent): PageComponent {
  let gate = gated.get(routeId);
  if (!gate) {
    gate = lazyPage(async () => {
      const { RouteGate } = await import('../views/route-gate.tsx');
      return function GatedPage({ routeId: id }: PageProps) {
        return <RouteGate routeId={id as Parameters<typeof RouteGate>[0]['routeId']} page={page} />;
      };
    });
    gated.set(routeId, gate);
  }
  return gate;
}

/** The lazily loaded component that renders a route: a wrapper, a custom page or a generic view, behind its condition when it has one. */
export function pageForRoute(route: AppRoute): PageComponent {
  const page = routeWrappers[route.id] ?? (route.view.kind === 'custom' ? overrides[route.view.component] : genericPages[route.view.kind]);
  return 'when' in route ? gatedPage(route.id, page) : page;
}
