import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { dayOf } from './pioneer-format.ts';
import type { PioneerDetail } from './pioneer-types.ts';
import { useNames } from './use-names.ts';

/** The viewer's subscriptions to this pioneer: running ones green, ended ones grey. */
export function MySubscriptions({ subscriptions }: { subscriptions: PioneerDetail['mySubscriptions'] }) {
  const names = useNames();
  if (subscriptions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 1.5 }} data-testid="my-subscriptions">
      {subscriptions.map((s) => {
        const params = { variety: names.dict('varieties', s.goodsId), date: dayOf(s.endTime) };
        return (
          <Chip
            key={s.goodsId}
            size="small"
            color={s.running ? 'success' : 'default'}
            label={tPioneer(s.running ? 'pioneer.subscribedUntil' : 'pioneer.expiredOn', params)}
          />
        );
      })}
    </Box>
  );
}
