import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import BarChartIcon from '@mui/icons-material/BarChart';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditNoteIcon from '@mui/icons-material/EditNote';
import VerifiedIcon from '@mui/icons-material/Verified';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import type { RouteId } from '../../../../generated/routes.ts';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { LinkListItem } from '../../shell/link-list-item.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { useIsAgent } from './agent-only.tsx';
import { AgentRequest, useAgentRequest } from './agent-request.tsx';

type Link = { route: RouteId; label: Parameters<typeof tc>[0]; icon: typeof AcUnitIcon; agent?: boolean };

const LINKS: readonly Link[] = [
  { route: 'agent/cold-storage-certification', label: 'cold.agent.certification', icon: VerifiedIcon },
  { route: 'agent/cold-storage-certification-list', label: 'cold.agent.certified', icon: WarehouseIcon },
  { route: 'user/my-cold-storage-list', label: 'cold.agent.myColdStorage', icon: AcUnitIcon },
  { route: 'agent/inventory', label: 'cold.agent.inventory', icon: BarChartIcon, agent: true },
  { route: 'agent/inventory-list', label: 'cold.agent.inventoryList', icon: EditNoteIcon, agent: true },
  { route: 'broker/index', label: 'cold.agent.brokers', icon: SupportAgentIcon },
  { route: 'broker/my-agent-list', label: 'cold.agent.myBrokers', icon: BadgeIcon },
];

function AgentSummary() {
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

/** The agent centre: certification for everyone; monthly stock for agents; others see their request for the role. */
export function AgentCentrePage() {
  const lang = useLanguage();
  const request = useAgentRequest();
  const agent = useIsAgent() || request.data?.isAgent === true;
  return (
    <>
      {agent ? <AgentSummary /> : <AgentRequest />}
      <Paper square elevation={0}>
        <List disablePadding>
          {LINKS.filter((l) => agent || !l.agent).map(({ route, label, icon: Icon }) => (
            <LinkListItem key={route} to={locationFor(route)} testId={`agent-link-${route.split('/').pop()}`}>
              <ListItemIcon>
                <Icon color="primary" />
              </ListItemIcon>
              <ListItemText primary={tc(label, {}, lang)} />
              <ChevronRightIcon color="action" />
            </LinkListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
