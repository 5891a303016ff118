import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useStat } from '../../charts/use-stat.ts';

/** The agent centre's header for an agent: how many certified stores, how many still to record this month. */
export function AgentSummary() {
  const lang = useLanguage();
  const stores = useStat('coldStorageInventory.myList');
  if (!stores.data) return null;
  const todo = stores.data.filter((s) => !s.recordedThisMonth).length;
  return (
    <Paper square elevation={0} sx={{ p: 2, mb: 1 }} data-testid="agent-summary">
      <Typography variant="h6">{tc('cold.agent.hello', { n: stores.data.length }, lang)}</Typography>
      <Typography color={todo > 0 ? 'warning.main' : 'text.secondary'}>{tc('cold.agent.toRecord', { n: todo }, lang)}</Typography>
    </Paper>
  );
}
