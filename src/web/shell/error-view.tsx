import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { t } from '../i18n/translate.ts';
import { useOnline } from '../offline/connection.ts';
import { dismissBoot } from './boot-skeleton.ts';

export interface ErrorViewProps {
  /** What failed; offline, the view says that instead. Defaults to the shared load-failed line. */
  message?: string;
  onRetry: () => void;
}

/** The generic error view of seed-spec.md section 8 ("Async page fails to load"): one message and a retry. */
export function ErrorView({ message, onRetry }: ErrorViewProps) {
  const online = useOnline();
  // A start that failed is shown, not left under the entry HTML's skeleton.
  useEffect(dismissBoot, []);
  return (
    <Box role="alert" data-testid="error-view" sx={{ px: 3, py: 8, textAlign: 'center' }}>
      <ErrorIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t('shell.error.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {online ? (message ?? t('shell.error.loadFailed')) : t('shell.error.offline')}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        {t('shell.retry')}
      </Button>
    </Box>
  );
}

/** A failed page chunk stays failed in the module map, and a new deploy renames chunks: reload. */
export function reloadPage(): void {
  window.location.reload();
}
