import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { FigureTable } from '../../charts/stats/figure-table.tsx';
import { axisTonnes, exact, monthLabel, signedTonnes, tipTonnes } from '../../charts/stats/stats-format.ts';
import { STOCK_COLOR, regionName, type StockMonthDetail } from './inventory-format.ts';

type Region = StockMonthDetail['regions'][number];

interface Props {
  detail: StockMonthDetail | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** A month's garlic per producing region: bars, then the exact tonnes, share of the nation and change. */
export function StockRegionsCard({ detail, status, onRetry }: Props) {
  const lang = useLanguage();
  useDicts(['region']);
  const regions = detail?.regions ?? [];
  const month = detail ? monthLabel(detail.storeMonth, lang) : '';
  const title = tInventory('inventory.regions.title', { month });
  const tableTitle = tInventory('inventory.regions.tableTitle', { month });
  return (
    <>
      <ChartCard title={title} subtitle={tInventory('inventory.regions.subtitle')} status={status} onRetry={onRetry} empty={regions.length === 0}>
        <BarChart
          layout="horizontal"
          height={regions.length * 28 + 40}
          margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
          yAxis={[{ scaleType: 'band', data: regions.map((r) => regionName(r.regionId, lang)), width: lang === 'zh' ? 44 : 72, categoryGapRatio: 0.3 }]}
          xAxis={[{ valueFormatter: (v: number) => axisTonnes(v, lang), tickNumber: 3 }]}
          series={[
            {
              id: 'stock',
              label: tInventory('inventory.capacity.stock'),
              color: STOCK_COLOR,
              data: regions.map((r) => r.stockQuantity),
              valueFormatter: (v: number | null) => tipTonnes(v, lang),
            },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
          grid={{ vertical: true }}
        />
      </ChartCard>
      <ChartCard title={tableTitle} status={status} onRetry={onRetry} empty={regions.length === 0} testId="stock-regions-table">
        <FigureTable
          columns={[
            { label: tInventory('inventory.table.region'), cell: (r: Region) => regionName(r.regionId, lang) },
            { label: tStats('stats.tonnes'), cell: (r) => exact(r.stockQuantity) },
            { label: tStats('stats.share'), cell: (r) => (r.share === null ? '–' : `${r.share.toFixed(1)}%`) },
            { label: tInventory('inventory.months.change'), cell: (r) => signedTonnes(r.change, lang) },
          ]}
          rows={regions}
          rowKey={(r) => r.regionId}
          rowTestId="stock-region-row"
        />
      </ChartCard>
    </>
  );
}
