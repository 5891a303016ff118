import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { callOperation } from '../../http/call-operation.ts';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
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

/** For a user who is not an agent: what their request says (status and reason) and how to ask. */
export function AgentRequest() {
  const lang = useLanguage();
  const mine = useAgentRequest();
  const latest = mine.data?.latest;
  const status = latest?.reviewStatus ?? '';
  const pending = status === '0';
  return (
    <Box sx={{ mb: 1 }} data-testid="agent-request">
      <Alert severity={status === '2' ? 'warning' : 'info'} square data-testid="agent-only">
        {status === '0'
          ? tc('cold.agent.pending', {}, lang)
          : status === '2'
            ? tc('cold.agent.rejected', { reason: latest?.reviewReason ?? '' }, lang)
            : tc('cold.agent.notAgent', {}, lang)}
      </Alert>
      {mine.data && !pending && (
        <Box sx={{ px: 2, py: 1, bgcolor: 'background.paper' }}>
          <Button component={RouterLink} to={locationFor('agent/agent-apply')} variant="contained" fullWidth data-testid="agent-apply">
            {tc(status === '2' ? 'cold.agent.applyAgain' : 'cold.agent.apply', {}, lang)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
