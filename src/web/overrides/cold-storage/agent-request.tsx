import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useAgentRequest } from './use-agent-request.ts';

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
