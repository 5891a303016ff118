import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { app } from '../../../generated/app.ts';
import { getLaunchOutcome, subscribeLaunch, takeLaunchTarget } from '../router/launch.ts';
import { PageLoading } from '../shell/loading-view.tsx';

const isLaunched = () => getLaunchOutcome() !== undefined;

/** '/' and '/pages/index': waits for launch handling, then goes to its target or the home route. */
export function EntryPage() {
  const launched = useSyncExternalStore(subscribeLaunch, isLaunched);
  const navigate = useNavigate();
  const left = useRef(false);
  useEffect(() => {
    if (!launched || left.current) return;
    left.current = true;
    navigate(takeLaunchTarget() ?? app.homeRoute, { replace: true });
  }, [launched, navigate]);
  return <PageLoading />;
}
