import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { callOperation } from '../../http/call-operation.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tMedia } from '../../i18n/messages/media.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { Carousel, HomeSection, StripState, VideoTile, type Broadcast, type Slide } from '../home-page.tsx';
import { LIVE, REGION_MARKET, TERMINAL_MARKET, plays } from './media-format.ts';

function useList(
  id: 'liveBroadcast.getLiveBroadcastSlideshow' | 'liveBroadcast.slideshow' | 'liveBroadcastMarket.getByPage' | 'liveBroadcastVideo.findByPage',
  input: Record<string, unknown>,
) {
  return useQuery({
    queryKey: ['live', id, input],
    queryFn: async () => (await callOperation(id, input, { silent: true })).data,
    staleTime: 60_000,
  });
}

/** Two columns of tiles from one call, with its loading, failure and empty states. */
function TileGrid({ query, badge }: { query: ReturnType<typeof useList>; badge: (b: Broadcast) => string }) {
  const rows = query.data ?? [];
  return (
    <>
      <StripState status={query.status} empty={rows.length === 0} onRetry={() => void query.refetch()} height={120} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, px: 1.5 }}>
        {rows.map((b) => (
          <VideoTile key={b.liveBroadcastId} item={b} live={b.kind === LIVE} badge={badge(b)} width="100%" />
        ))}
      </Box>
    </>
  );
}

/** The live tab: the carousel (of one variety when one is picked), origin and wholesale markets live, and hot videos. */
export function LiveVideoPage() {
  const lang = useLanguage();
  useDicts(['varieties']);
  const [goodsId, setGoodsId] = useState('');
  const filter = goodsId ? { goodsId } : {};
  const carousel = useList(goodsId ? 'liveBroadcast.slideshow' : 'liveBroadcast.getLiveBroadcastSlideshow', filter);
  const origin = useList('liveBroadcastMarket.getByPage', { serviceType: REGION_MARKET, pageSize: 4, ...filter });
  const wholesale = useList('liveBroadcastMarket.getByPage', { serviceType: TERMINAL_MARKET, pageSize: 4, ...filter });
  const hot = useList('liveBroadcastVideo.findByPage', { pageSize: 4, ...filter });
  const live = tMedia('media.live');
  const slides = useMemo(
    () =>
      (carousel.data ?? []).map((b): Slide => ({
        key: b.liveBroadcastId,
        image: b.posterPath ?? '',
        title: b.name ?? '',
        badge: b.kind === LIVE ? live : undefined,
        to: locationFor('live-video/live-video-detail', { liveBroadcastId: b.liveBroadcastId }),
      })),
    [carousel.data, live],
  );
  const varieties = dictCache.items('varieties');
  return (
    <Box sx={{ pb: 2 }}>
      <Box role="group" aria-label={tMedia('media.varieties')} sx={{ display: 'flex', gap: 0.75, overflowX: 'auto', px: 1.5, pt: 1.5, scrollbarWidth: 'none' }}>
        {[{ id: '', en: tMedia('media.allVarieties', {}, 'en'), zh: tMedia('media.allVarieties', {}, 'zh') }, ...varieties].map((v) => (
          <Chip
            key={v.id || 'all'}
            label={v[lang]}
            color={goodsId === v.id ? 'primary' : 'default'}
            variant={goodsId === v.id ? 'filled' : 'outlined'}
            onClick={() => setGoodsId(v.id)}
            data-testid={`live-variety-${v.id || 'all'}`}
          />
        ))}
      </Box>
      {slides.length > 0 && <Carousel slides={slides} label={tMedia('media.carousel')} testId="live-carousel" aspect="16 / 9" />}
      <HomeSection title={tMedia('media.originLive')} more={locationFor('live-video/live-video-list')} testId="live-origin">
        <TileGrid query={origin} badge={() => live} />
      </HomeSection>
      <HomeSection title={tMedia('media.wholesaleLive')} more={locationFor('live-video/live-video-list')} testId="live-wholesale">
        <TileGrid query={wholesale} badge={() => live} />
      </HomeSection>
      <HomeSection title={tMedia('media.hotVideos')} more={locationFor('live-video/hot-video-list')} testId="live-hot">
        <TileGrid query={hot} badge={(b) => plays(b.playCount ?? 0, lang)} />
      </HomeSection>
    </Box>
  );
}
