import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useUserInfo } from '../../shell/use-session.ts';

/** Whether the signed-in user has the agent role (authority ROLE_agent). */
export function useIsAgent(): boolean {
  const user = useUserInfo();
  return Boolean(user.roles?.includes('agent') || user.authorities?.includes('ROLE_agent'));
}

/** The agent pages' content for agents; for anyone else, what the page is for and what they can do instead. */
export function AgentOnly({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  if (useIsAgent()) return <>{children}</>;
  return (
    <Box sx={{ p: 2 }} data-testid="agent-only">
      <Alert severity="info">{tc('cold.agent.notAgent', {}, lang)}</Alert>
      <Button component={RouterLink} to={locationFor('agent/cold-storage-certification')} variant="outlined" fullWidth sx={{ mt: 2 }}>
        {tc('cold.agent.certification', {}, lang)}
      </Button>
    </Box>
  );
}
