import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useLoggedIn, useUserInfo } from '../../shell/use-session.ts';
import { useAgentRequest } from './agent-request.tsx';

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

/** The agent pages' content for agents; for anyone else, what the page is for and what they can do instead. */
export function AgentOnly({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const agent = useAgentRole();
  if (agent) return <>{children}</>;
  if (agent === undefined) return null;
  return (
    <Box sx={{ p: 2 }} data-testid="agent-only">
      <Alert severity="info">{tc('cold.agent.notAgent', {}, lang)}</Alert>
      <Button component={RouterLink} to={locationFor('agent/cold-storage-certification')} variant="outlined" fullWidth sx={{ mt: 2 }}>
        {tc('cold.agent.certification', {}, lang)}
      </Button>
    </Box>
  );
}
