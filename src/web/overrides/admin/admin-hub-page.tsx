import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { consoleEntries } from '../../admin/console-entries.ts';
import { tAdmin } from '../../i18n/messages/admin.ts';
import { pick } from '../../i18n/translate.ts';
import { locationFor } from '../../router/paths.ts';

/** #/admin: the console's sections, as the pages manifests declare them (a route's `console:` entry). */
export function AdminHubPage() {
  return (
    <>
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {tAdmin('admin.hub.intro')}
      </Typography>
      <Paper square elevation={0}>
        <List disablePadding aria-label={tAdmin('admin.hub.sections')} data-testid="admin-hub">
          {consoleEntries().map((r) => (
            <ListItemButton key={r.id} component={RouterLink} to={locationFor(r.id)} divider data-testid={`admin-hub-${r.id.split('/')[1]}`}>
              <ListItemText primary={pick(r.title)} secondary={r.console.summary ? pick(r.console.summary) : undefined} />
              <ChevronRightIcon color="action" />
            </ListItemButton>
          ))}
        </List>
      </Paper>
    </>
  );
}
