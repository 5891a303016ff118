import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { Link as RouterLink } from 'react-router';
import type { RouteId } from '../../../generated/routes.ts';
import { pick } from '../i18n/translate.ts';
import { locationFor, routeById } from '../router/paths.ts';

export interface Shortcut {
  route: RouteId;
  icon: ComponentType<SvgIconProps>;
  testId?: string;
  /** Instead of the route's title. */
  label?: { en: string; zh: string };
}

/** A row of tiles, each opening a route and labelled with that route's title (unless it has a label). */
export function ShortcutTiles({ items, label }: { items: readonly Shortcut[]; label: string }) {
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', bgcolor: 'background.paper', py: 1 }}>
      {items.map(({ route, icon: Icon, testId, label }) => (
        <ButtonBase
          key={route}
          component={RouterLink}
          to={locationFor(route)}
          data-testid={testId}
          sx={{ flex: `0 0 ${100 / Math.min(items.length, 5)}%`, flexDirection: 'column', py: 1, borderRadius: 1 }}
        >
          <Box sx={{ bgcolor: 'secondary.main', color: 'primary.main', borderRadius: '50%', p: 1, display: 'flex' }}>
            <Icon />
          </Box>
          <Typography variant="caption" sx={{ mt: 0.5, textAlign: 'center', lineHeight: 1.2 }}>
            {pick(label ?? routeById(route).title)}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
