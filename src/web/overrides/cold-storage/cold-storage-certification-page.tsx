import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Link as RouterLink } from 'react-router';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useLoggedIn } from '../../shell/use-session.ts';

const STEPS = ['cold.cert.step1', 'cold.cert.step2', 'cold.cert.step3', 'cold.cert.step4'] as const;

/** What certifying a cold store gives and takes, and the action that starts it (sign-in first when needed). */
export function ColdStorageCertificationPage() {
  const lang = useLanguage();
  const loggedIn = useLoggedIn();
  return (
    <Box sx={{ p: 1.5 }}>
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <VerifiedIcon color="primary" />
          <Typography variant="h6" component="h1">
            {tc('cold.cert.title', {}, lang)}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {tc('cold.cert.lead', {}, lang)}
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, mt: 2, mb: 0, '& li': { py: 0.5 } }}>
          {STEPS.map((step) => (
            <li key={step}>
              <Typography>{tc(step, {}, lang)}</Typography>
            </li>
          ))}
        </Box>
      </Paper>
      <Button
        component={RouterLink}
        to={locationFor('agent/cold-storage-certification-add')}
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        data-testid="certify-action"
      >
        {tc('cold.cert.action', {}, lang)}
      </Button>
      {loggedIn && (
        <Button component={RouterLink} to={locationFor('agent/cold-storage-certification-list')} fullWidth sx={{ mt: 1 }} data-testid="certified-list">
          {tc('cold.cert.mine', {}, lang)}
        </Button>
      )}
    </Box>
  );
}
