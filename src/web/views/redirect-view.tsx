import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { app } from '../../../generated/app.ts';
import { getLaunchOutcome, subscribeLaunch, takeLaunchTarget } from '../router/launch.ts';
import type { PageProps } from '../router/lazy-page.ts';
import { locationFor, routeById } from '../router/paths.ts';
import { PageLoading } from '../shell/loading-view.tsx';

const isLaunched = () => getLaunchOutcome() !== undefined;

/** Where a redirect route leads: `launch` or a route id (a route of another kind is a codegen bug: the boundary shows it). */
function targetOf(routeId: PageProps['routeId']): string {
  const { view } = routeById(routeId);
  if (view.kind !== 'redirect') throw new Error(`No redirect view registered for route ${routeId}`);
  return view.to;
}

/**
 * A route whose view only sends on (view.redirect), replacing itself in the history: `launch` waits
 * for launch handling, then goes to its target (a shared link's page) or the home route; a route id
 * goes there at once.
 */
export function RedirectView({ routeId }: PageProps) {
  const to = targetOf(routeId);
  const launched = useSyncExternalStore(subscribeLaunch, isLaunched);
  const navigate = useNavigate();
  const left = useRef(false);
  const ready = to !== 'launch' || launched;
  useEffect(() => {
    if (!ready || left.current) return;
    left.current = true;
    void navigate(to === 'launch' ? (takeLaunchTarget() ?? app.homeRoute) : locationFor(to as PageProps['routeId']), { replace: true });
  }, [ready, to, navigate]);
  return <PageLoading />;
}
