import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/translate.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import type { PageProps } from '../../router/lazy-page.ts';
import { locationFor } from '../../router/paths.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { FormView } from '../../views/form-view.tsx';
import type { FormRouteId } from '../../views/form-module.ts';
import { ViewLoading } from '../../views/view-loading.tsx';
import { useMyPioneer } from './use-pioneer.ts';

function Instead({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <Paper square elevation={0} sx={{ p: 3, textAlign: 'center' }} data-testid="pioneer-gate">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained" fullWidth>
        {action}
      </Button>
    </Paper>
  );
}

function Gate({ routeId, wants, children }: { routeId: FormRouteId; wants: 'member' | 'applicant'; children?: ReactNode }) {
  const { mine, status, refetch } = useMyPioneer();
  if (status === 'pending') return <ViewLoading />;
  if (status === 'error') return <ErrorView message={t('views.form.loadFailed')} onRetry={() => void refetch()} />;
  if (wants === 'applicant' && mine)
    return <Instead text={tPioneer('pioneer.apply.already')} action={tPioneer('pioneer.hero.centre')} to={locationFor('famous-person/person-center')} />;
  if (wants === 'member' && !mine)
    return <Instead text={tPioneer('pioneer.apply.first')} action={tPioneer('pioneer.centre.apply')} to={locationFor('famous-person/apply-enter')} />;
  if (wants === 'member' && mine?.status !== '1') return <Alert severity="warning">{tPioneer('pioneer.suspended')}</Alert>;
  return (
    <>
      {children}
      <FormView routeId={routeId} />
    </>
  );
}

/** apply-enter: an introduction in front of the form; a pioneer is sent to their centre instead. */
export function ApplyEnterPage({ routeId }: PageProps) {
  return (
    <Gate routeId={routeId as FormRouteId} wants="applicant">
      <Box sx={{ px: 2, pt: 2, bgcolor: 'background.paper' }}>
        <Alert severity="info" icon={false}>
          {tPioneer('pioneer.apply.intro')}
        </Alert>
      </Box>
    </Gate>
  );
}

/** person-edit and publish-article: for active pioneers; others are pointed to apply first. */
export function PioneerOnlyFormPage({ routeId }: PageProps) {
  return <Gate routeId={routeId as FormRouteId} wants="member" />;
}
