import List from '@mui/material/List';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { consoleEntries } from '../../admin/console-entries.ts';
import { tAdmin } from '../../i18n/messages/admin.ts';
import { pick } from '../../i18n/translate.ts';
import { locationFor } from '../../router/paths.ts';
import { LinkListItem } from '../../shell/link-list-item.tsx';

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
            <LinkListItem key={r.id} to={locationFor(r.id)} divider testId={`admin-hub-${r.id.split('/')[1]}`}>
              <ListItemText primary={pick(r.title)} secondary={r.console.summary ? pick(r.console.summary) : undefined} />
              <ChevronRightIcon color="action" />
            </LinkListItem>
          ))}
        </List>
      </Paper>
    </>
  );
}
