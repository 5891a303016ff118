import { useState } from 'react';
import Box from '@mui/material/Box';
import { useStat } from '../../charts/use-stat.ts';
import { tExports } from '../../i18n/messages/exports.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { LinkButton } from '../../charts/stats/link-button.tsx';
import { ExportCountryCard } from './export-country-card.tsx';
import { ExportHeadline } from './export-headline.tsx';
import { ExportTrendChart } from './export-trend-chart.tsx';

/** Garlic exports: this year and the latest month, 24 months of bars, destinations by year, and the way to the history. */
export function ExportStatisticsPage() {
  useLanguage();
  const years = useStat('exportQuantity.getYearQuantity');
  const months = useStat('exportQuantity.getMonthList');
  const [year, setYear] = useState<number>();
  const latestYear = years.data?.at(-1);
  const latestMonth = months.data?.[0];
  const status = years.status === 'success' ? months.status : years.status;
  return (
    <Box sx={{ pb: 2 }}>
      <ExportHeadline year={latestYear} month={latestMonth} status={status} onRetry={() => void Promise.all([years.refetch(), months.refetch()])} />
      <ExportTrendChart months={months.data ?? []} status={months.status} onRetry={() => void months.refetch()} />
      <ExportCountryCard year={year ?? latestYear?.year} years={(years.data ?? []).map((y) => y.year).reverse()} onYear={setYear} yearsLoad={years} />
      <Box sx={{ px: 1.5, display: 'grid', gap: 1 }}>
        <LinkButton route="export-statistics/history-export-statistics-list" label={tExports('exports.history.link')} testId="export-history-link" />
        <LinkButton
          route="export-statistics/history-export-statistics-detail4month"
          params={latestMonth ? { year: Number(latestMonth.exportMonth.slice(0, 4)), month: Number(latestMonth.exportMonth.slice(5, 7)) } : undefined}
          label={tExports('exports.month.link')}
          testId="export-month-link"
        />
        <LinkButton
          route="export-statistics/history-export-statistics-detail4same"
          params={latestMonth ? { month: Number(latestMonth.exportMonth.slice(5, 7)) } : undefined}
          label={tExports('exports.same.link')}
          testId="export-same-link"
        />
      </Box>
    </Box>
  );
}
