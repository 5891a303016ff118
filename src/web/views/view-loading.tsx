import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { t } from '../i18n/translate.ts';

export function ViewLoading() {
  return (
    <Box role="status" data-testid="view-loading" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('shell.loading')} />
    </Box>
  );
}
