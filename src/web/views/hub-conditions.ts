import type { HubCondition } from '../../../generated/hubs.ts';
import { useIsOperator } from '../admin/use-operator.ts';
import { useAgentRole } from '../overrides/cold-storage/agent-only.tsx';
import { useMyPioneer } from '../overrides/pioneer/use-pioneer.ts';
import { useLoggedIn } from '../shell/use-session.ts';

const not = (holds: boolean | undefined) => (holds === undefined ? undefined : !holds);

function useSignedOut() {
  return !useLoggedIn();
}

function useNotAgent() {
  const loggedIn = useLoggedIn();
  const agent = useAgentRole();
  return loggedIn ? not(agent) : false;
}

/** Whether the signed-in user has a pioneer profile (undefined while asking; false signed out). */
function usePioneer(): boolean | undefined {
  const { loggedIn, mine, status } = useMyPioneer();
  if (!loggedIn) return false;
  return status === 'success' ? Boolean(mine) : undefined;
}

function useNotPioneer() {
  const loggedIn = useLoggedIn();
  const pioneer = usePioneer();
  return loggedIn ? not(pioneer) : false;
}

/**
 * Who a hub section or link is for (view.hub `when:`): true shows it, false hides it, undefined
 * (still asking the server) hides it until the answer comes. The server checks every call on its own.
 */
export const hubConditions: Record<HubCondition, () => boolean | undefined> = {
  signedOut: useSignedOut,
  member: useLoggedIn,
  agent: useAgentRole,
  notAgent: useNotAgent,
  pioneer: usePioneer,
  notPioneer: useNotPioneer,
  operator: useIsOperator,
};
