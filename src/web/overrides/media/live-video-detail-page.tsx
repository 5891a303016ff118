import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { callOperation } from '../../http/call-operation.ts';
import { tMedia } from '../../i18n/messages/media.ts';
import { decodeParams } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ViewLoading } from '../../views/view-loading.tsx';
import { StripState, VideoTile, stripSx, type Broadcast } from '../home-page.tsx';
import { LIVE, clock, marketName, plays, serviceTypeName, shortDate, varietyName } from './media-format.ts';
import { VideoPlayer } from './video-player.tsx';

function useBroadcast(id: string | undefined) {
  return useQuery({
    queryKey: ['live', 'getById', id],
    queryFn: async () => (await callOperation('liveBroadcastVideo.getById', { liveBroadcastId: id! }, { silent: true })).data,
    enabled: Boolean(id),
    retry: false,
  });
}

/** Live streams of the same variety, this one left out. */
function Related({ item }: { item: Broadcast }) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: ['live', 'byGoods', item.goodsId],
    queryFn: async () => (await callOperation('liveBroadcastVideo.getLiveBroadcast', { goodsId: item.goodsId }, { silent: true })).data,
  });
  const rows = (query.data ?? []).filter((r) => r.liveBroadcastId !== item.liveBroadcastId);
  return (
    <Box component="section" sx={{ pt: 2 }} data-testid="related">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 2, pb: 1 }}>
        {tMedia('media.related', { variety: varietyName(item.goodsId ?? '', lang) })}
      </Typography>
      <StripState status={query.status} empty={rows.length === 0} onRetry={() => void query.refetch()} height={120} />
      <Box sx={stripSx}>
        {rows.map((r) => (
          <VideoTile key={r.liveBroadcastId} item={r} live badge={tMedia('media.live')} width={180} />
        ))}
      </Box>
    </Box>
  );
}

/** One live stream or video: the player, what it shows, and more live from markets of the same variety. */
export function LiveVideoDetailPage() {
  const lang = useLanguage();
  useDicts(['varieties', 'regionMarket', 'terminalMarket']);
  const raw = decodeParams(useLocation().search).liveBroadcastId;
  const id = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  const query = useBroadcast(id);
  if (id && query.isPending) return <ViewLoading />;
  const item = query.data;
  if (!item) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }} data-testid="video-missing">
        {tMedia('media.notFound')}
      </Typography>
    );
  }
  const live = item.kind === LIVE;
  const count = () => void callOperation('liveBroadcastVideo.play', { liveBroadcastId: item.liveBroadcastId }, { silent: true }).catch(() => undefined);
  return (
    <Box sx={{ pb: 2 }}>
      <VideoPlayer key={item.liveBroadcastId} src={item.filePath ?? ''} poster={item.posterPath} live={live} onFirstPlay={count} />
      <Box sx={{ px: 2, pt: 1.5, bgcolor: 'background.paper', pb: 1.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.35 }} data-testid="video-title">
          {item.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          <Chip
            size="small"
            color={live ? 'error' : 'default'}
            label={live ? tMedia('media.live') : item.duration ? clock(item.duration) : serviceTypeName(item.serviceType ?? '', lang)}
          />
          <Chip size="small" variant="outlined" label={serviceTypeName(item.serviceType ?? '', lang)} />
          <Chip size="small" variant="outlined" label={marketName(item.serviceType ?? '', item.marketId ?? '', lang)} />
          <Chip size="small" variant="outlined" label={varietyName(item.goodsId ?? '', lang)} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="video-meta">
          {plays(item.playCount ?? 0, lang)} · {tMedia('media.published', { date: shortDate(item.publishTime ?? '') })}
        </Typography>
        {item.intro && (
          <Typography variant="body2" sx={{ mt: 1, lineHeight: 1.6 }}>
            {item.intro}
          </Typography>
        )}
      </Box>
      <Related item={item} />
    </Box>
  );
}
