import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { launch, takeLaunchTarget } from './launch.ts';

/** Runs launch handling once and follows its target (registration or a shared page). */
export function LaunchHandler() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void launch().then(() => {
      const to = active ? takeLaunchTarget() : null;
      if (to) navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return null;
}
