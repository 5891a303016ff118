import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { axisTonnes, tipTonnes } from '../../charts/stats/stats-format.ts';
import { CAPACITY_COLOR, STOCK_COLOR } from './inventory-format.ts';

/** Each season's national capacity beside its peak stock of all goods; the share used is in the tooltip. */
export function CapacityYearsCard() {
  const lang = useLanguage();
  const query = useStat('stockCapacity.yearList');
  const years = query.data ?? [];
  const estimate = years.some((y) => y.estimate) ? ` · ${tStats('stats.estimate')}` : '';
  return (
    <ChartCard
      title={tInventory('inventory.years.title')}
      subtitle={tInventory('inventory.years.subtitle') + estimate}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={years.length === 0}
    >
      <BarChart
        height={230}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: years.map((y) => y.season),
            valueFormatter: (v: string, ctx) =>
              ctx.location === 'tick' ? v : `${v} · ${tInventory('inventory.capacity.used')} ${years.find((y) => y.season === v)?.utilisation ?? '–'}%`,
            categoryGapRatio: 0.3,
            barGapRatio: 0.1,
          },
        ]}
        yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
        series={[
          {
            id: 'capacity',
            label: tInventory('inventory.capacity.capacity'),
            color: CAPACITY_COLOR,
            data: years.map((y) => y.capacity),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
          {
            id: 'peak',
            label: tInventory('inventory.years.peak'),
            color: STOCK_COLOR,
            data: years.map((y) => y.peakQuantity),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
        ]}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
