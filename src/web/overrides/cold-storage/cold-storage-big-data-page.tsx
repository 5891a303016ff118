import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/Map';
import PostAddIcon from '@mui/icons-material/PostAdd';
import VerifiedIcon from '@mui/icons-material/Verified';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { RouteId } from '../../../../generated/routes.ts';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useStat } from '../../charts/use-stat.ts';
import { ChartCard } from '../../charts/chart-card.tsx';
import { PullIndicator } from '../../views/pull-indicator.tsx';
import { usePullToRefresh } from '../../views/use-pull-to-refresh.ts';
import { usePlace } from '../../views/use-template-helpers.ts';
import { tonnesText } from './cold-format.ts';
import { CapacityByCounty, StoresByType } from './cold-storage-charts.tsx';
import { ColdFigure } from './cold-figure.tsx';

const LINKS: readonly { route: RouteId; label: Parameters<typeof tc>[0]; icon: typeof MapIcon }[] = [
  { route: 'cold-storage-apply/map', label: 'cold.link.map', icon: MapIcon },
  { route: 'cold-storage-apply/rent-list', label: 'cold.link.rent', icon: WarehouseIcon },
  { route: 'agent/cold-storage-certification', label: 'cold.link.certify', icon: VerifiedIcon },
  { route: 'cold-storage-apply/rent-add', label: 'cold.link.publishRent', icon: PostAddIcon },
];

/** Cold-storage big data: certified stores and their capacity by county and type, rentals, the newest listings. */
export function ColdStorageBigDataPage() {
  const lang = useLanguage();
  const place = usePlace();
  const stat = useStat('coldStorageApply.statistics');
  const carousel = useStat('coldStorageRent.getCarousel');
  const box = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(box, true, () => Promise.all([stat.refetch(), carousel.refetch()]));
  const s = stat.data;
  const status = stat.isPending ? 'pending' : stat.isError ? 'error' : 'success';
  const retry = () => void stat.refetch();
  return (
    <Box ref={box} sx={{ pb: 2 }}>
      <PullIndicator {...pull} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, p: 1.5, bgcolor: 'background.paper' }}>
        {LINKS.map(({ route, label, icon: Icon }) => (
          <Button
            key={route}
            component={RouterLink}
            to={locationFor(route)}
            sx={{ flexDirection: 'column', gap: 0.5, fontSize: 12, lineHeight: 1.2 }}
            data-testid={`cold-link-${route.split('/').pop()}`}
          >
            <Icon />
            {tc(label, {}, lang)}
          </Button>
        ))}
      </Box>
      {s && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, p: 1.5 }}>
          <ColdFigure testId="cold-figure-stores" label={tc('cold.big.stores', {}, lang)} value={tc('cold.stores', { n: s.certifiedStores }, lang)} />
          <ColdFigure testId="cold-figure-capacity" label={tc('cold.big.capacity', {}, lang)} value={tonnesText(s.certifiedCapacity, lang)} />
          <ColdFigure testId="cold-figure-holes" label={tc('cold.big.holes', {}, lang)} value={String(s.certifiedHoles)} />
          <ColdFigure testId="cold-figure-entries" label={tc('cold.big.entries', {}, lang)} value={tc('cold.stores', { n: s.mapEntries }, lang)} />
        </Box>
      )}
      <CapacityByCounty stat={s} status={status} onRetry={retry} />
      <StoresByType stat={s} status={status} onRetry={retry} />
      <ChartCard
        title={tc('cold.big.rentals', {}, lang)}
        subtitle={tc('cold.big.rentalsSubtitle', {}, lang)}
        status={status}
        onRetry={retry}
        empty={(s?.rentals ?? []).length === 0}
        testId="cold-rentals"
      >
        {(s?.rentals ?? []).map((r) => (
          <Box key={r.rentType} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
            <Typography>
              {tc(r.rentType === '1' ? 'cold.big.forRent' : 'cold.big.wanted', {}, lang)} · {tc('cold.big.listings', { n: r.listings }, lang)} ·{' '}
              {tonnesText(r.capacity, lang)}
            </Typography>
            <Typography color="text.secondary">
              {tc('cold.big.avgRent', { price: r.averagePrice ?? '—', min: r.minPrice ?? '—', max: r.maxPrice ?? '—' }, lang)}
            </Typography>
          </Box>
        ))}
      </ChartCard>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 1 }}>
        {tc('cold.big.newest', {}, lang)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', px: 1.5, py: 1, scrollSnapType: 'x mandatory' }} data-testid="cold-carousel">
        {(carousel.data ?? []).map((r) => (
          <Card key={r.coldStorageRentId} sx={{ minWidth: 220, scrollSnapAlign: 'start' }}>
            <CardActionArea
              component={RouterLink}
              to={locationFor('cold-storage-apply/rent-detail', { coldStorageRentId: r.coldStorageRentId })}
              sx={{ p: 1.25 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                {r.title}
              </Typography>
              <Typography variant="body2" sx={{ color: 'accent.main', fontWeight: 700 }}>
                {tc('cold.big.rent', { price: r.rentPrice ?? '—' }, lang)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {place(r.countyCode, r.county, r.townCode, r.town)} · {tonnesText(r.fixedCapacity ?? 0, lang)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
