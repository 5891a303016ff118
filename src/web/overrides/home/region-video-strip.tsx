import Box from '@mui/material/Box';
import { t } from '../../i18n/translate.ts';
import { locationFor } from '../../router/paths.ts';
import { HomeSection, STRIP_HEIGHT, StripState, stripSx } from './home-section.tsx';
import { useHomeCall } from './use-home-data.ts';
import { VideoTile } from './video-tile.tsx';

/** Live cameras at the producing-region markets (GET /v1/home/queryRegionVideo); a tile opens the player page. */
export function RegionVideoStrip() {
  const query = useHomeCall('home.queryRegionVideo');
  const rows = query.data ?? [];
  return (
    <HomeSection title={t('shell.home.video')} more={locationFor('live-video/live-video-list', {})} testId="home-video">
      <Box sx={stripSx}>
        <StripState status={query.status} empty={rows.length === 0} onRetry={() => void query.refetch()} height={STRIP_HEIGHT.video} />
        {rows.map((item) => (
          <VideoTile key={item.liveBroadcastId} item={item} live badge={t('shell.home.live')} width={200} />
        ))}
      </Box>
    </HomeSection>
  );
}
