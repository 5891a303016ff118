import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callOperation } from '../../http/call-operation.ts';
import { getUserInfo, setUserInfo } from '../../session/session-store.ts';

/** The caller's request for the agent role, read live (an operator may have decided it since sign-in). */
export function useAgentRequest(enabled = true) {
  const query = useQuery({
    queryKey: ['agentApplication.mine'],
    queryFn: async () => (await callOperation('agentApplication.mine', undefined, { silent: true })).data,
    staleTime: 0,
    enabled,
  });
  useAdoptAgentRole(query.data?.isAgent);
  return query;
}

/** Once the server says the caller is an agent, the stored session says so too, so every agent page opens. */
function useAdoptAgentRole(isAgent: boolean | undefined) {
  useEffect(() => {
    const info = getUserInfo();
    if (!isAgent || info.roles?.includes('agent')) return;
    void setUserInfo({ roles: [...(info.roles ?? []), 'agent'], authorities: [...(info.authorities ?? []), 'ROLE_agent'] });
  }, [isAgent]);
}
