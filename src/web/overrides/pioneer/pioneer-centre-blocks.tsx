import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { locationFor } from '../../router/paths.ts';
import { PioneerProfileCard } from './pioneer-profile-card.tsx';
import { useMyPioneer } from './use-pioneer.ts';

/** A card that says what to do next, with one button. */
function NextStep({ text, action, to, testId }: { text: string; action: string; to: string; testId: string }) {
  return (
    <Paper square elevation={0} sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={to} variant="contained" fullWidth data-testid={testId}>
        {action}
      </Button>
      <Button component={RouterLink} to={locationFor('famous-person/index')} sx={{ mt: 1 }}>
        {tPioneer('pioneer.centre.browse')}
      </Button>
    </Paper>
  );
}

/** The centre signed out: sign in, and come back here. */
export function PioneerSignIn() {
  const location = useLocation();
  return (
    <NextStep
      text={tPioneer('pioneer.centre.signedOut')}
      action={tPioneer('pioneer.centre.signIn')}
      testId="centre-sign-in"
      to={locationFor('entry/login', { redirect: location.pathname + location.search })}
    />
  );
}

/** The centre for a member with no pioneer profile: the way in. */
export function PioneerJoin() {
  return (
    <NextStep
      text={`${tPioneer('pioneer.centre.join')} · ${tPioneer('pioneer.centre.joinText')}`}
      action={tPioneer('pioneer.centre.apply')}
      to={locationFor('famous-person/apply-enter')}
      testId="centre-apply"
    />
  );
}

/** The pioneer's own profile with what they do next, and what the review says while it is not approved. */
export function PioneerCentreCard() {
  const { mine } = useMyPioneer();
  if (!mine) return null;
  return (
    <>
      <PioneerProfileCard pioneer={mine}>
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={locationFor('famous-person/publish-article')}
            variant="contained"
            size="small"
            startIcon={<EditNoteIcon />}
            data-testid="centre-write"
          >
            {tPioneer('pioneer.write')}
          </Button>
          <Button component={RouterLink} to={locationFor('famous-person/person-edit')} variant="outlined" size="small" data-testid="centre-edit">
            {tPioneer('pioneer.editProfile')}
          </Button>
          <Button component={RouterLink} to={locationFor('famous-person/person-detail', { id: mine.id })} size="small">
            {tPioneer('pioneer.viewPage')}
          </Button>
        </Box>
      </PioneerProfileCard>
      {mine.status !== '1' && (
        <Alert severity={mine.status === '3' ? 'error' : 'warning'} sx={{ borderRadius: 0 }} data-testid="centre-review">
          {tPioneer(mine.status === '2' ? 'pioneer.review.pending' : mine.status === '3' ? 'pioneer.review.rejected' : 'pioneer.suspended')}
          {mine.status === '3' && mine.reviewReason && (
            <Box component="strong" sx={{ display: 'block', mt: 0.5 }} data-testid="centre-review-reason">
              {mine.reviewReason}
            </Box>
          )}
        </Alert>
      )}
    </>
  );
}
