import { useLoggedIn, useUserInfo } from '../../shell/use-session.ts';
import { useAgentRequest } from './use-agent-request.ts';

/** Whether the signed-in user has the agent role (authority ROLE_agent). */
export function useIsAgent(): boolean {
  const user = useUserInfo();
  return Boolean(user.roles?.includes('agent') || user.authorities?.includes('ROLE_agent'));
}

/** Whether the caller is an agent now (undefined while asking; false signed out). */
export function useAgentRole(): boolean | undefined {
  const loggedIn = useLoggedIn();
  const sessionAgent = useIsAgent();
  // The session may predate an operator's approval (decision 0058): the server is asked when it says no.
  const request = useAgentRequest(loggedIn && !sessionAgent);
  if (!loggedIn) return false;
  if (sessionAgent || request.data?.isAgent === true) return true;
  return request.isPending ? undefined : false;
}
