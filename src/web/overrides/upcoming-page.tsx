import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import type { RouteId } from '../../../generated/routes.ts';
import type { MessageKey } from '../i18n/catalogue.ts';
import { pick, t } from '../i18n/translate.ts';
import type { PageProps } from '../router/lazy-page.ts';
import { routeById } from '../router/paths.ts';

const descriptions: Partial<Record<RouteId, MessageKey>> = {
  'entry/live-video': 'shell.upcoming.live',
  'entry/broadcast': 'shell.upcoming.broadcast',
};

/** A tab whose feature arrives with a later issue: an honest empty state, no sample content. */
export function UpcomingPage({ routeId }: PageProps) {
  return (
    <Box sx={{ px: 3, py: 10, textAlign: 'center' }} data-testid="upcoming">
      <HourglassIcon color="disabled" sx={{ fontSize: 64 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {pick(routeById(routeId).title)} · {t('shell.upcoming.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t(descriptions[routeId] ?? 'shell.upcoming.other')}
      </Typography>
    </Box>
  );
}
