import { LineChart } from '../../charts/line-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tWalk } from '../../i18n/messages/walk.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ROUTES, TOTAL_COLOR, monthName, monthTick, routeName, short, type WalkMonth } from './walk-format.ts';

interface Props {
  months: WalkMonth[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  routeId: string;
}

/** 24 months of loads: the total and each route, or the chosen route alone. */
export function WalkTrendChart({ months, status, onRetry, routeId }: Props) {
  const lang = useLanguage();
  const routes = routeId ? ROUTES.filter((r) => r.id === routeId) : ROUTES;
  const lines = [
    ...(routeId ? [] : [{ id: 'total', label: tWalk('walk.total'), color: TOTAL_COLOR, data: months.map((m) => m.totalQuantity) }]),
    ...routes.map((r) => ({ id: r.id, label: routeName(r.id), color: r.color, data: months.map((m) => m[r.key]) })),
  ];
  return (
    <ChartCard
      title={tWalk('walk.trend.title')}
      subtitle={tWalk('walk.trend.subtitle')}
      status={status}
      onRetry={onRetry}
      empty={months.every((m) => m.totalQuantity === 0)}
      testId="chart-card"
    >
      <LineChart
        height={240}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: months.map((m) => m.month),
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? monthTick(v, lang) : monthName(v, lang)),
            // Four labels half a year apart, none at the edges where they would be cut.
            tickLabelInterval: (_v: string, i: number) => (months.length - 1 - i) % 6 === 3,
          },
        ]}
        yAxis={[{ width: lang === 'zh' ? 48 : 60, valueFormatter: (v: number) => short(v, lang) }]}
        series={lines.map((line) => ({
          ...line,
          showMark: false,
          curve: 'monotoneX' as const,
          valueFormatter: (v: number | null) => (v === null ? '' : short(v, lang)),
        }))}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
