import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { hubIcons, hubViews } from '../../../generated/hubs.ts';
import { pick } from '../i18n/translate.ts';
import { hubWidgets } from '../overrides/hub-widgets.ts';
import { locationFor, routeById } from '../router/paths.ts';
import { useLanguage } from '../shell/use-language.ts';
import { ShortcutTiles } from './shortcut-tiles.tsx';

type HubRouteId = keyof typeof hubViews;
type Section = (typeof hubViews)[HubRouteId][number];

function HubSection({ section, routeId }: { section: Section; routeId: HubRouteId }) {
  if ('widget' in section) {
    const Widget = hubWidgets[section.widget];
    return (
      <Suspense fallback={null}>
        <Widget />
      </Suspense>
    );
  }
  if ('note' in section)
    return (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1.5 }}>
        {pick(section.note)}
      </Typography>
    );
  if ('action' in section) {
    const Icon = hubIcons[section.action.icon];
    const route = section.action.route;
    return (
      <Box sx={{ px: 2, py: 1 }}>
        <Button
          component={RouterLink}
          to={locationFor(route)}
          variant="contained"
          fullWidth
          size="large"
          startIcon={<Icon />}
          data-testid={`hub-action-${route.split('/')[1]}`}
        >
          {pick(section.action.label)}
        </Button>
      </Box>
    );
  }
  const title = 'title' in section ? pick(section.title) : undefined;
  const tiles = section.tiles.map((tile) => ({ route: tile.route, icon: hubIcons[tile.icon] }));
  return (
    <>
      {title && (
        <Typography component="h2" variant="subtitle2" sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary' }}>
          {title}
        </Typography>
      )}
      <ShortcutTiles items={tiles} label={title ?? pick(routeById(routeId).title)} />
    </>
  );
}

/** A hub declared in its page manifest (view.hub): rows of tiles, hand-written widgets, notes and buttons, in order. */
export function HubView({ routeId }: { routeId: HubRouteId }) {
  useLanguage();
  return (
    <Box sx={{ pb: 2 }}>
      {hubViews[routeId].map((section, i) => (
        <HubSection key={i} section={section} routeId={routeId} />
      ))}
    </Box>
  );
}
