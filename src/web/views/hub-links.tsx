import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { hubIcons, type HubBadgeName, type HubIconName } from '../../../generated/hubs.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { consoleEntries } from '../admin/console-entries.ts';
import { pick } from '../i18n/translate.ts';
import { hubBadges } from '../overrides/hub-widgets.ts';
import { locationFor, routeById } from '../router/paths.ts';
import { LinkListItem } from '../shell/link-list-item.tsx';
import { HubWidget } from './hub-widget.tsx';
import { HubShown, type HubSection } from './hub-shown.tsx';

type LinksSection = Extract<HubSection, { links: unknown }>;
type Link = Exclude<LinksSection['links'], string>[number];
type RouteLink = Extract<Link, { route: string }>;
type Text = { en: string; zh: string };
interface Row {
  route: RouteId;
  icon?: HubIconName;
  label?: Text;
  secondary?: Text;
  badge?: HubBadgeName;
  testId?: string;
}

function LinkRow({ row, count, onOpen }: { row: Row; count?: number; onOpen?: () => void }) {
  const Icon = row.icon && hubIcons[row.icon];
  return (
    <LinkListItem to={locationFor(row.route)} divider testId={row.testId} onClick={onOpen}>
      {Icon && (
        <ListItemIcon>
          {count === undefined ? (
            <Icon color="primary" />
          ) : (
            <Badge badgeContent={count} color="error" data-testid={row.testId && `${row.testId}-unread`}>
              <Icon color="primary" />
            </Badge>
          )}
        </ListItemIcon>
      )}
      <ListItemText primary={pick(row.label ?? routeById(row.route).title)} secondary={row.secondary && pick(row.secondary)} />
      <ChevronRightIcon color="action" />
    </LinkListItem>
  );
}

function BadgedRow({ row, badge }: { row: Row; badge: HubBadgeName }) {
  // A link's badge never changes, so each row calls the same hook on every render.
  const useBadge = hubBadges[badge];
  const { count, onOpen } = useBadge();
  return <LinkRow row={row} count={count} onOpen={onOpen} />;
}

function LinkOrWidget({ link, prefix }: { link: Link; prefix?: string }) {
  if ('widget' in link) {
    return <HubWidget name={link.widget} />;
  }
  const route: RouteLink = link;
  const row: Row = { ...route, testId: 'testId' in route ? route.testId : prefix && `${prefix}-${route.route.split('/').pop()}` };
  return 'badge' in route ? <BadgedRow key={route.badge} row={row} badge={route.badge} /> : <LinkRow row={row} />;
}

/** The routes that declare a console entry (links: console), lowest order first, each with its summary. */
const consoleRows = (prefix?: string): Row[] =>
  consoleEntries().map((r) => ({ route: r.id, label: r.title, secondary: r.console.summary, testId: prefix && `${prefix}-${r.id.split('/').pop()}` }));

/** A hub's list of links: each row opens a route (labelled with its title unless the manifest says), or is a hand-written row. */
export function HubLinks({ section, label }: { section: LinksSection; label: string }) {
  const prefix = 'testId' in section ? section.testId : undefined;
  return (
    <Paper square elevation={0} sx={{ mt: 1.5 }}>
      <List disablePadding aria-label={label} data-testid={prefix}>
        {section.links === 'console'
          ? consoleRows(prefix).map((row) => <LinkRow key={row.route} row={row} />)
          : section.links.map((link, i) => (
              <HubShown key={i} when={'when' in link ? link.when : undefined}>
                <LinkOrWidget link={link} prefix={prefix} />
              </HubShown>
            ))}
      </List>
    </Paper>
  );
}
