import { useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tExports } from '../../i18n/messages/exports.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { decodeParams } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ChoiceChips } from '../stats/choice-chips.tsx';
import { FigureTable } from '../stats/figure-table.tsx';
import { LinkButton } from '../stats/link-button.tsx';
import { axisTonnes, calendarMonth, exact, numberParam, percent, tipTonnes } from '../stats/stats-format.ts';
import { EXPORT_COLOR, type ExportSameMonth } from './export-format.ts';

type YearFigure = ExportSameMonth['years'][number];
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** One calendar month (param month, 1–12) in every year: bars year by year and the exact figures. */
export function ExportSamePeriodPage() {
  const lang = useLanguage();
  const params = decodeParams(useLocation().search);
  const [month, setMonth] = useState(numberParam(params.month));
  const latest = useStat('exportQuantity.getMonthList', {}, month === undefined);
  const chosen = month ?? (latest.data?.[0] ? Number(latest.data[0].exportMonth.slice(5, 7)) : undefined);
  const query = useStat('exportQuantity.getMonthQuantity', { month: chosen! }, chosen !== undefined);
  const years = query.data?.years ?? [];
  const name = chosen ? calendarMonth(chosen, lang) : '';
  const subtitle = tExports('exports.same.subtitle', { month: name }) + (years.some((y) => y.estimate) ? ` · ${tStats('stats.estimate')}` : '');
  const status = chosen === undefined ? latest.status : query.status;
  const retry = () => void query.refetch();
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ pt: 1 }}>
        <ChoiceChips
          label={tExports('exports.same.pick')}
          options={MONTHS.map((m) => ({ value: m, label: calendarMonth(m, lang) }))}
          value={chosen}
          onChange={setMonth}
          testId="export-calendar-month"
        />
      </Box>
      <ChartCard title={tExports('exports.same.title', { month: name })} subtitle={subtitle} status={status} onRetry={retry} empty={years.length === 0}>
        <BarChart
          height={230}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[{ scaleType: 'band', data: years.map((y) => y.year), categoryGapRatio: 0.35 }]}
          yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
          series={[
            { id: 'month', label: name, color: EXPORT_COLOR, data: years.map((y) => y.sumQuantity), valueFormatter: (v: number | null) => tipTonnes(v, lang) },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard
        title={tExports('exports.same.tableTitle', { month: name })}
        status={status}
        onRetry={retry}
        empty={years.length === 0}
        testId="export-same-table"
      >
        <FigureTable
          columns={[
            { label: tStats('stats.year'), cell: (y: YearFigure) => y.year },
            { label: tStats('stats.tonnes'), cell: (y) => exact(y.sumQuantity) },
            { label: tStats('stats.yoy'), cell: (y) => percent(y.yoy) },
          ]}
          rows={[...years].reverse()}
          rowKey={(y) => String(y.year)}
          rowTestId="export-same-row"
        />
      </ChartCard>
      <Box sx={{ px: 1.5 }}>
        <LinkButton route="export-statistics/history-export-statistics-list" label={tExports('exports.history.link')} testId="export-history-link" />
      </Box>
    </Box>
  );
}
