import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { axisTonnes, calendarMonth, tipTonnes } from '../../charts/stats/stats-format.ts';
import { BEFORE_COLOR, EXPORT_COLOR, type ExportYearTotal } from './export-format.ts';

/** Each year's exports beside the year before over the same months, so a running year compares fairly. */
export function ExportYearsChart() {
  const lang = useLanguage();
  const query = useStat('exportQuantity.getYearQuantity');
  const years = query.data ?? [];
  const label = (y: ExportYearTotal) =>
    y.months === 12 ? String(y.year) : `${y.year} (${lang === 'zh' ? `1–${y.months}月` : `Jan–${calendarMonth(y.months, lang)}`})`;
  return (
    <ChartCard
      title={tExports('exports.years.title')}
      subtitle={tExports('exports.years.subtitle') + (years.some((y) => y.estimate) ? ` · ${tStats('stats.estimate')}` : '')}
      status={query.status}
      onRetry={() => void query.refetch()}
      empty={years.length === 0}
    >
      <BarChart
        height={240}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: years.map((y) => y.year),
            valueFormatter: (v: number, ctx) => (ctx.location === 'tick' ? String(v) : label(years.find((y) => y.year === v)!)),
            categoryGapRatio: 0.3,
            barGapRatio: 0.1,
          },
        ]}
        yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
        series={[
          {
            id: 'year',
            label: tExports('exports.years.thisYear'),
            color: EXPORT_COLOR,
            data: years.map((y) => y.sumQuantity),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
          {
            id: 'before',
            label: tExports('exports.years.samePeriod'),
            color: BEFORE_COLOR,
            data: years.map((y) => y.lastYearQuantity || null),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
        ]}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
