import type { components } from '../../../../generated/api.d.ts';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';
import { locationFor } from '../../router/paths.ts';

/** A broadcast as GET /v1/home/queryRegionVideo and the live calls answer it (spec/entities/live-broadcast.yaml). */
/** A row of the live broadcast calls, as the generated contract has it. */
export type Broadcast = components['schemas']['liveBroadcastRow'];

/** A poster with its title that opens the broadcast; `badge` sits on the picture (LIVE, or a play count). */
export function VideoTile({ item, badge, live, width = 200 }: { item: Broadcast; badge: string; live: boolean; width?: number | string }) {
  return (
    <ButtonBase
      component={RouterLink}
      to={locationFor('live-video/live-video-detail', { liveBroadcastId: item.liveBroadcastId })}
      data-testid="video-tile"
      sx={{ width, flexDirection: 'column', alignItems: 'stretch', textAlign: 'left', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.800' }}>
        {item.posterPath && (
          <Box component="img" src={item.posterPath} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        )}
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            px: 0.75,
            borderRadius: 0.5,
            fontSize: 11,
            fontWeight: 700,
            color: '#fff',
            bgcolor: live ? '#d32f2f' : 'rgba(0,0,0,.55)',
          }}
        >
          {badge}
        </Box>
      </Box>
      <Box component="span" sx={{ p: 1, fontSize: 13, lineHeight: 1.35, height: '2.7em', overflow: 'hidden', boxSizing: 'content-box' }}>
        {item.name}
      </Box>
    </ButtonBase>
  );
}
