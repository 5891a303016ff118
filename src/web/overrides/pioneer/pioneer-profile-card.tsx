import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { PioneerAvatar } from './pioneer-avatar.tsx';
import { roleName } from './pioneer-format.ts';
import { useNames } from './use-names.ts';
import type { PioneerDetail } from './pioneer-types.ts';

type Profile = Pick<PioneerDetail, 'username' | 'headImg' | 'role' | 'regionId' | 'goodsIds' | 'remark' | 'articleCount' | 'subscriberCount'>;

/** A pioneer's head: portrait, name, role and region, varieties, counts and introduction. */
export function PioneerProfileCard({ pioneer, children }: { pioneer: Profile; children?: ReactNode }) {
  const names = useNames();
  return (
    <Paper square elevation={0} sx={{ p: 2 }} data-testid="pioneer-profile">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <PioneerAvatar name={pioneer.username} image={pioneer.headImg} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" data-testid="pioneer-name">
            {pioneer.username}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[names.dict('region', pioneer.regionId), roleName(pioneer.role)].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="pioneer-counts">
            {tPioneer('pioneer.counts', { articles: pioneer.articleCount, subscribers: pioneer.subscriberCount })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
        {pioneer.goodsIds.map((id) => (
          <Chip key={id} label={names.dict('varieties', id)} size="small" color="primary" variant="outlined" />
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
        {pioneer.remark}
      </Typography>
      {children}
    </Paper>
  );
}
