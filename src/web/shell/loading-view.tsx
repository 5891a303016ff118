import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { app } from '../../../generated/app.ts';
import { t } from '../i18n/translate.ts';
import { ErrorView, reloadPage } from './error-view.tsx';

type Phase = 'quiet' | 'loading' | 'timedOut';

/**
 * The fallback while a page loads: nothing for the first 200 ms (so fast loads don't flash a
 * spinner), then a loading view, and after 60 s the error view. Should the page still arrive
 * after that, Suspense shows it in place of this view.
 */
export function PageLoading() {
  const [phase, setPhase] = useState<Phase>('quiet');
  useEffect(() => {
    const show = window.setTimeout(() => setPhase('loading'), app.asyncLoadingDelayMs);
    const give = window.setTimeout(() => setPhase('timedOut'), app.asyncTimeoutMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(give);
    };
  }, []);
  if (phase === 'quiet') return null;
  if (phase === 'timedOut') return <ErrorView message={t('shell.error.timeout')} onRetry={reloadPage} />;
  return (
    <Box role="status" aria-label={t('shell.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('shell.loading')} />
    </Box>
  );
}
