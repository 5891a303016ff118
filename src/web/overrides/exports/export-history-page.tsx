import { useLanguage } from '../../shell/use-language.ts';
import { HistoryListPage } from '../stats/history-list-page.tsx';
import { ExportYearsChart } from './export-years-chart.tsx';

/** Export history: the yearly chart, then the manifest's paged list of years (pull to refresh both). */
export function ExportHistoryPage() {
  useLanguage();
  return (
    <HistoryListPage routeId="export-statistics/history-export-statistics-list" chart={<ExportYearsChart />} chartCalls={['exportQuantity.getYearQuantity']} />
  );
}
