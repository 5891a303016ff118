import { useLanguage } from '../../shell/use-language.ts';
import { HistoryListPage } from '../stats/history-list-page.tsx';
import { StockYearsChart } from './stock-years-chart.tsx';

/** Stock history: the seasons chart, then the manifest's paged list of seasons (pull to refresh both). */
export function StockHistoryPage() {
  useLanguage();
  return <HistoryListPage routeId="inventory/history-inventory-list" chart={<StockYearsChart />} chartCalls={['regionQuantity.stockYears']} />;
}
