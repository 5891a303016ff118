import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { axisTonnes, monthLabel, tipTonnes } from '../../charts/stats/stats-format.ts';
import { CAPACITY_COLOR, STOCK_COLOR } from './inventory-format.ts';

/** Every season's national garlic peak beside what was left at its latest month (May once complete). */
export function StockYearsChart() {
  const lang = useLanguage();
  const query = useStat('regionQuantity.stockYears');
  const seasons = query.data ?? [];
  const estimate = seasons.some((s) => s.estimate) ? ` · ${tStats('stats.estimate')}` : '';
  const tip = (season: string) => {
    const s = seasons.find((x) => x.season === season);
    return s ? `${season} · ${monthLabel(s.peakMonth, lang)} → ${monthLabel(s.endMonth, lang)}` : season;
  };
  return (
    <ChartCard
      title={tInventory('inventory.history.title')}
      subtitle={tInventory('inventory.history.subtitle') + estimate}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={seasons.length === 0}
    >
      <BarChart
        height={240}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: seasons.map((s) => s.season),
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? v : tip(v)),
            categoryGapRatio: 0.3,
            barGapRatio: 0.1,
          },
        ]}
        yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
        series={[
          {
            id: 'peak',
            label: tInventory('inventory.history.peak'),
            color: STOCK_COLOR,
            data: seasons.map((s) => s.peakQuantity),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
          {
            id: 'left',
            label: tInventory('inventory.history.left'),
            color: CAPACITY_COLOR,
            data: seasons.map((s) => s.endQuantity),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
        ]}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
