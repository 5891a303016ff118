import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { FigureTable } from '../../charts/stats/figure-table.tsx';
import { axisTonnes, calendarMonth, exact, monthLabel, percent, tipTonnes } from '../../charts/stats/stats-format.ts';
import { BEFORE_COLOR, EXPORT_COLOR, type ExportYearMonths } from './export-format.ts';

type Month = ExportYearMonths['months'][number];

interface Props {
  data: ExportYearMonths | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  month: number | undefined;
  onMonth: (month: number) => void;
}

/** A year's twelve months against the year before: bars for the eye, a table to read and to pick a month from. */
export function ExportYearMonths({ data, status, onRetry, month, onMonth }: Props) {
  const lang = useLanguage();
  const months = data?.months ?? [];
  const year = data?.year ?? 0;
  const subtitle = tExports('exports.months.subtitle', { before: year - 1 }) + (data?.estimate ? ` · ${tStats('stats.estimate')}` : '');
  const empty = months.every((m) => m.sumQuantity === null);
  return (
    <>
      <ChartCard title={tExports('exports.months.title', { year })} subtitle={subtitle} status={status} onRetry={onRetry} empty={empty}>
        <BarChart
          height={230}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: months.map((m) => m.month),
              valueFormatter: (v: number, ctx) => (ctx.location === 'tick' ? String(v) : calendarMonth(v, lang)),
              categoryGapRatio: 0.25,
              barGapRatio: 0.05,
            },
          ]}
          yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
          series={[
            {
              id: 'year',
              label: String(year),
              color: EXPORT_COLOR,
              data: months.map((m) => m.sumQuantity),
              valueFormatter: (v: number | null) => tipTonnes(v, lang),
            },
            {
              id: 'before',
              label: String(year - 1),
              color: BEFORE_COLOR,
              data: months.map((m) => m.lastYearQuantity),
              valueFormatter: (v: number | null) => tipTonnes(v, lang),
            },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard
        title={tExports('exports.months.tableTitle', { year })}
        subtitle={subtitle}
        status={status}
        onRetry={onRetry}
        empty={empty}
        testId="export-months-table"
      >
        <FigureTable
          columns={[
            { label: tStats('stats.month'), cell: (m: Month) => monthLabel(m.exportMonth, lang) },
            { label: String(year), cell: (m) => exact(m.sumQuantity) },
            { label: String(year - 1), cell: (m) => exact(m.lastYearQuantity) },
            { label: tStats('stats.yoy'), cell: (m) => percent(m.yoy) },
          ]}
          rows={months.filter((m) => m.sumQuantity !== null || m.lastYearQuantity !== null)}
          rowKey={(m) => String(m.month)}
          rowTestId="export-month-row"
          selectedKey={month === undefined ? undefined : String(month)}
          onRowClick={(m) => m.sumQuantity !== null && onMonth(m.month)}
        />
      </ChartCard>
    </>
  );
}
