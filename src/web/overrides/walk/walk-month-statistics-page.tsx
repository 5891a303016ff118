import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PageProps } from '../../router/lazy-page.ts';
import { routeById } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { PullIndicator } from '../../views/pull-indicator.tsx';
import { usePullToRefresh } from '../../views/use-pull-to-refresh.ts';
import { addMonths, currentMonth } from '../../../shared/china-time.ts';
import { WalkMonthByMarket } from './walk-month-by-market.tsx';
import { WalkMonthPicker } from './walk-month-picker.tsx';
import { WalkSummaryCards } from './walk-summary-cards.tsx';

/** Monthly shipment history: a month's loads in all, per market and per route; pull down to refetch. */
export function WalkMonthStatisticsPage({ routeId }: PageProps) {
  useLanguage();
  const latest = currentMonth();
  const [month, setMonth] = useState(() => addMonths(latest, -1));
  const client = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(container, routeById(routeId).refresh, () => client.refetchQueries({ queryKey: ['stat', 'walkQuantity.monthChain'] }));
  return (
    <div ref={container} style={{ overscrollBehaviorY: 'contain', paddingBottom: 16 }}>
      <PullIndicator {...pull} />
      <WalkMonthPicker value={month} latest={latest} onChange={setMonth} />
      <WalkSummaryCards month={month} regionId="" />
      <WalkMonthByMarket month={month} />
    </div>
  );
}
