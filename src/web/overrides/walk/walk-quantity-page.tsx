import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { useStat } from '../../charts/use-stat.ts';
import { tWalk } from '../../i18n/messages/walk.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { WalkDailyChart } from './walk-daily-chart.tsx';
import { currentMonth } from '../../../shared/china-time.ts';
import { MarketSelect, RouteToggle } from './walk-selectors.tsx';
import { WalkSummaryCards } from './walk-summary-cards.tsx';
import { WalkTrendChart } from './walk-trend-chart.tsx';

/** Shipments: a market and a route, the last 30 days, this month against last month and last year, and 24 months. */
export function WalkQuantityPage() {
  useLanguage();
  const [regionId, setRegionId] = useState('');
  const [routeId, setRouteId] = useState('');
  const trend = useStat('walkQuantity.trend', regionId ? { regionId } : {});
  // The summary follows the latest month with figures, which is this month unless figures lag.
  const month = trend.data?.at(-1)?.month ?? (trend.isError ? currentMonth() : '');
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 1.5, pt: 1.5 }}>
        <MarketSelect value={regionId} onChange={setRegionId} />
        <RouteToggle value={routeId} onChange={setRouteId} />
      </Box>
      <WalkSummaryCards month={month} regionId={regionId} routeId={routeId} />
      <WalkDailyChart regionId={regionId} routeId={routeId} />
      <WalkTrendChart months={trend.data ?? []} status={trend.status} onRetry={() => void trend.refetch()} routeId={routeId} />
      <Box sx={{ px: 1.5 }}>
        <Button
          component={RouterLink}
          to={locationFor('walk-quantity/month-statistics')}
          variant="outlined"
          fullWidth
          endIcon={<ChevronRightIcon />}
          data-testid="walk-history-link"
        >
          {tWalk('walk.history.link')}
        </Button>
      </Box>
    </Box>
  );
}
