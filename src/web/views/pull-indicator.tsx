import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate.ts';
import { PULL_THRESHOLD, type PullState } from './use-pull-to-refresh.ts';

/** The strip that opens above a list while it is pulled down or refreshing. */
export function PullIndicator({ pull, refreshing }: PullState) {
  if (pull === 0 && !refreshing) return null;
  const text = refreshing ? 'views.refresh.refreshing' : pull >= PULL_THRESHOLD ? 'views.refresh.release' : 'views.refresh.pull';
  return (
    <Box data-testid="list-refresh" sx={{ height: pull, overflow: 'hidden', display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center' }}>
      {refreshing && <CircularProgress size={16} aria-label={t('shell.loading')} />}
      <Typography variant="caption" color="text.secondary">
        {t(text)}
      </Typography>
    </Box>
  );
}
