import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { t } from '../../i18n/translate.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { locationFor } from '../../router/paths.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { ListView, type ListViewSpec } from '../../views/list-view.tsx';
import { ViewLoading } from '../../views/view-loading.tsx';
import { IncomeCard } from './income-card.tsx';
import { PioneerProfileCard } from './pioneer-profile-card.tsx';
import { useMyPioneer } from './use-pioneer.ts';
import type { PioneerMine } from './pioneer-types.ts';

const tabs: Record<'published' | 'drafts' | 'orders', ListViewSpec> = {
  published: { endpoint: 'garlicPioneerArticle.findByMyPage', item: 'myPioneerArticle', params: { isDraft: 'false' } },
  drafts: { endpoint: 'garlicPioneerArticle.findByMyPage', item: 'myPioneerArticle', params: { isDraft: 'true' } },
  orders: { endpoint: 'garlicPioneerOrder.publisherFindByPage', item: 'pioneerOrder' },
};

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

function Centre({ mine }: { mine: PioneerMine }) {
  const [tab, setTab] = useState<keyof typeof tabs>('published');
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
      <IncomeCard />
      <Tabs value={tab} onChange={(_e, value: keyof typeof tabs) => setTab(value)} variant="fullWidth" sx={{ bgcolor: 'background.paper', mt: 1, mb: 1 }}>
        <Tab value="published" label={tPioneer('pioneer.tab.published')} data-testid="centre-tab-published" />
        <Tab value="drafts" label={tPioneer('pioneer.tab.drafts')} data-testid="centre-tab-drafts" />
        <Tab value="orders" label={tPioneer('pioneer.tab.orders')} data-testid="centre-tab-orders" />
      </Tabs>
      <Box key={tab}>
        <ListView view={tabs[tab]} refresh infinite />
      </Box>
    </>
  );
}

/** The pioneer's own centre: profile, income, articles by state and subscribers' orders; or the way in. */
export function PioneerCentrePage() {
  const location = useLocation();
  const { loggedIn, mine, status, refetch } = useMyPioneer();
  if (!loggedIn) {
    return (
      <NextStep
        text={tPioneer('pioneer.centre.signedOut')}
        action={tPioneer('pioneer.centre.signIn')}
        testId="centre-sign-in"
        to={locationFor('entry/login', { redirect: location.pathname + location.search })}
      />
    );
  }
  if (status === 'pending') return <ViewLoading />;
  if (status === 'error') return <ErrorView message={t('views.detail.failed')} onRetry={() => void refetch()} />;
  if (!mine) {
    return (
      <NextStep
        text={`${tPioneer('pioneer.centre.join')} · ${tPioneer('pioneer.centre.joinText')}`}
        action={tPioneer('pioneer.centre.apply')}
        to={locationFor('famous-person/apply-enter')}
        testId="centre-apply"
      />
    );
  }
  return <Centre mine={mine} />;
}
