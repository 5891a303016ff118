import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { callOperation } from '../../http/call-operation.ts';
import { t } from '../../i18n/translate.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { decodeParams, locationFor } from '../../router/paths.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { ViewLoading } from '../../views/view-loading.tsx';
import { PioneerProfileCard } from './pioneer-profile-card.tsx';
import { SubscribeOffer } from './subscribe-offer.tsx';
import { MySubscriptions } from './my-subscriptions.tsx';

/** The pioneer of the page's route (its id parameter), loaded once for the blocks of their page. */
function useRoutePioneer() {
  const id = String(decodeParams(useLocation().search).id ?? '');
  const query = useQuery({
    queryKey: ['detail', 'garlicPioneerUser.findById', id],
    queryFn: async () => (await callOperation('garlicPioneerUser.findById', { id })).data,
    enabled: id !== '',
    retry: false,
  });
  return { id, query };
}

/** A pioneer's page head: who they are; on their own page, the way to their centre and profile. */
export function PioneerProfile() {
  const { id, query } = useRoutePioneer();
  // A page without an id: the page's list says so.
  if (id === '') return null;
  if (query.isPending) return <ViewLoading />;
  if (query.isError) return <ErrorView message={t('views.detail.failed')} onRetry={() => void query.refetch()} />;
  const pioneer = query.data;
  return (
    <PioneerProfileCard pioneer={pioneer}>
      {pioneer.mine && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <Button component={RouterLink} to={locationFor('famous-person/person-center')} variant="outlined" size="small">
            {tPioneer('pioneer.hero.centre')}
          </Button>
          <Button component={RouterLink} to={locationFor('famous-person/person-edit')} variant="outlined" size="small">
            {tPioneer('pioneer.editProfile')}
          </Button>
        </Box>
      )}
    </PioneerProfileCard>
  );
}

/** What subscribing to the pioneer costs, the viewer's subscriptions, and the payment (a tap orders and pays). */
export function PioneerSubscribe() {
  const { query } = useRoutePioneer();
  if (!query.isSuccess) return null;
  const pioneer = query.data;
  return (
    <Paper square elevation={0} sx={{ mt: 1, p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {tPioneer('pioneer.offer.title')}
      </Typography>
      <MySubscriptions subscriptions={pioneer.mySubscriptions} />
      {pioneer.mine ? (
        <Typography variant="body2" color="text.secondary">
          {tPioneer('pioneer.mine')}
        </Typography>
      ) : pioneer.feeModels.length > 0 ? (
        <SubscribeOffer pioneerId={pioneer.id} offers={pioneer.feeModels} onPaid={() => void query.refetch()} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {tPioneer('pioneer.offer.none')}
        </Typography>
      )}
    </Paper>
  );
}
