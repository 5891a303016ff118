import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tExports } from '../../i18n/messages/exports.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { axisTonnes, monthLabel, monthTick, tipTonnes } from '../../charts/stats/stats-format.ts';
import { EXPORT_COLOR, type ExportMonthTotal } from './export-format.ts';

interface Props {
  /** Newest first, as getMonthList answers. */
  months: ExportMonthTotal[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** The last 24 months as bars, oldest on the left. */
export function ExportTrendChart({ months, status, onRetry }: Props) {
  const lang = useLanguage();
  const shown = months.slice(0, 24).reverse();
  return (
    <ChartCard
      title={tExports('exports.trend.title')}
      subtitle={tExports('exports.trend.subtitle')}
      status={status}
      onRetry={onRetry}
      empty={shown.length === 0}
    >
      <BarChart
        height={230}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'band',
            data: shown.map((m) => m.exportMonth),
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? monthTick(v, lang) : monthLabel(v, lang)),
            tickLabelInterval: (_v: string, i: number) => (shown.length - 1 - i) % 6 === 3,
            categoryGapRatio: 0.3,
          },
        ]}
        yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
        series={[
          {
            id: 'exports',
            label: tExports('exports.trend.title'),
            color: EXPORT_COLOR,
            data: shown.map((m) => m.sumQuantity),
            valueFormatter: (v: number | null) => tipTonnes(v, lang),
          },
        ]}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
        grid={{ horizontal: true }}
      />
    </ChartCard>
  );
}
