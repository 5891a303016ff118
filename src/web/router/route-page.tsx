import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { routes } from '../../../generated/routes.ts';
import { BootDismissal } from '../shell/boot-skeleton.ts';
import { relaunchKey } from '../shell/layout.ts';
import { PageBoundary } from '../shell/page-boundary.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { PageLoading } from '../shell/loading-view.tsx';
import { useLoggedIn } from '../shell/use-session.ts';
import { pageForRoute } from './page-for-route.tsx';
import { decideRoute } from './route-guard.ts';

// The console's gate loads only with a console route, not with the first screen.
const OperatorGate = lazy(() => import('../admin/operator-gate.tsx').then((m) => ({ default: m.OperatorGate })));

export interface RoutePageProps {
  route: (typeof routes)[number];
}

/** One route: the routing rules first, then its frame and its lazily loaded page. */
export function RoutePage({ route }: RoutePageProps) {
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const decision = decideRoute({ pathname: location.pathname, search: location.search, loggedIn });
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;

  const Page = pageForRoute(route);
  return (
    <PageFrame route={route}>
      <PageBoundary resetKey={location.key}>
        <Suspense fallback={<PageLoading />}>
          <BootDismissal />
          {route.auth === 'operator' ? (
            <OperatorGate>
              <Page key={relaunchKey(location.state)} routeId={route.id} />
            </OperatorGate>
          ) : (
            <Page key={relaunchKey(location.state)} routeId={route.id} />
          )}
        </Suspense>
      </PageBoundary>
    </PageFrame>
  );
}

/** Any path the registry does not know: the routing rules send it home. */
export function UnknownRoute() {
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const decision = decideRoute({ pathname: location.pathname, search: location.search, loggedIn });
  return decision.action === 'redirect' ? <Navigate to={decision.to} replace /> : null;
}
