import { useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listViews } from '../../../../generated/lists.ts';
import type { OperationId } from '../../../../generated/client-operations.ts';
import { routeById } from '../../router/paths.ts';
import { ListView, type ListRouteId } from '../../views/list-view.tsx';
import { PullIndicator } from '../../views/pull-indicator.tsx';
import { usePullToRefresh } from '../../views/use-pull-to-refresh.ts';

interface Props {
  /** A manifest list route: its paged call and item template make the list. */
  routeId: ListRouteId;
  /** The chart in front of the list. */
  chart: ReactNode;
  /** The statistics calls the chart reads, refetched with the list on a pull. */
  chartCalls: readonly OperationId[];
}

/** A manifest list with a chart in front of it; one pull refreshes both. */
export function HistoryListPage({ routeId, chart, chartCalls }: Props) {
  const client = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const view = listViews[routeId];
  const pull = usePullToRefresh(container, routeById(routeId).refresh, () =>
    Promise.all([...chartCalls.map((id) => client.refetchQueries({ queryKey: ['stat', id] })), client.refetchQueries({ queryKey: ['list', view.endpoint] })]),
  );
  return (
    <div ref={container} style={{ overscrollBehaviorY: 'contain', paddingBottom: 16 }}>
      <PullIndicator {...pull} />
      {chart}
      <ListView view={view} refresh={false} infinite />
    </div>
  );
}
