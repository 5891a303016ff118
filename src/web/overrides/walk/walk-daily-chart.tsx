import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tWalk } from '../../i18n/messages/walk.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ROUTES, monthDay, routeName, short } from './walk-format.ts';

interface Props {
  regionId: string;
  routeId: string;
}

/** The last 30 days as bars: the three routes stacked, or the chosen route alone. */
export function WalkDailyChart({ regionId, routeId }: Props) {
  const lang = useLanguage();
  const query = useStat('walkQuantity.query', { ...(regionId ? { regionId } : {}), ...(routeId ? { routeId } : {}) });
  const days = query.data ?? [];
  const routes = routeId ? ROUTES.filter((r) => r.id === routeId) : ROUTES;
  const last = days.at(-1)?.walkQuantityDate ?? '';
  return (
    <ChartCard
      title={tWalk('walk.daily.title')}
      subtitle={last ? tWalk('walk.daily.subtitle', { date: last }) : undefined}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={days.every((d) => d.totalQuantity === 0)}
    >
      <BarChart
        height={240}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((d) => d.walkQuantityDate),
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? monthDay(v) : v),
            // Four labels a week apart, none at the edges where they would be cut.
            tickLabelInterval: (_v: string, i: number) => i % 7 === 2,
            categoryGapRatio: 0.25,
          },
        ]}
        yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => short(v, lang) }]}
        series={routes.map((r) => ({
          id: r.id,
          label: routeName(r.id),
          data: days.map((d) => d[r.key]),
          stack: 'routes',
          color: r.color,
          valueFormatter: (v: number | null) => (v === null ? '' : String(v)),
        }))}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
