import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { waitingOn, type Loading } from '../../charts/waiting-on.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { FigureTable } from '../../charts/stats/figure-table.tsx';
import { MonthStepper } from '../../charts/stats/month-stepper.tsx';
import { axisTonnes, exact, monthLabel, seasonName, tipTonnes } from '../../charts/stats/stats-format.ts';
import { CAPACITY_COLOR, STOCK_COLOR, regionName, type RegionCapacity } from './inventory-format.ts';

type Figure = RegionCapacity['regions'][number];

interface Props {
  months: readonly string[];
  month: string;
  onMonth: (month: string) => void;
  /** The months' own load: shown until the latest month is known. */
  monthsLoad: Loading;
}

/** One month's stock of all goods in each region's cold stores against their capacity. */
export function RegionCapacityCard({ months, month, onMonth, monthsLoad }: Props) {
  const lang = useLanguage();
  useDicts(['region']);
  const query = useStat('coldStorageStats.getRegionCapacity', { storeMonth: month }, month !== '');
  const d = query.data;
  const regions = d?.regions ?? [];
  const rows: Figure[] = d?.national ? [...regions, { ...d.national, regionId: '' }] : regions;
  const name = (id: string | undefined) => (id ? regionName(id, lang) : tInventory('inventory.region.national'));
  const subtitle = d
    ? tInventory('inventory.capacity.subtitle', { month: monthLabel(d.storeMonth, lang), season: seasonName(d.seasonYear) }) +
      (d.estimate ? ` · ${tStats('stats.estimate')}` : '')
    : undefined;
  const { status, refetch } = waitingOn(month !== '', query, monthsLoad);
  return (
    <>
      <MonthStepper months={months} value={month} onChange={onMonth} testId="capacity-month" />
      <ChartCard title={tInventory('inventory.capacity.title')} subtitle={subtitle} status={status} onRetry={() => void refetch()} empty={regions.length === 0}>
        <BarChart
          layout="horizontal"
          height={regions.length * 34 + 56}
          margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
          yAxis={[{ scaleType: 'band', data: regions.map((r) => name(r.regionId)), width: lang === 'zh' ? 44 : 72, categoryGapRatio: 0.25, barGapRatio: 0.1 }]}
          xAxis={[{ valueFormatter: (v: number) => axisTonnes(v, lang), tickNumber: 3 }]}
          series={[
            {
              id: 'stock',
              label: tInventory('inventory.capacity.stock'),
              color: STOCK_COLOR,
              data: regions.map((r) => r.stockQuantity),
              valueFormatter: (v: number | null) => tipTonnes(v, lang),
            },
            {
              id: 'capacity',
              label: tInventory('inventory.capacity.capacity'),
              color: CAPACITY_COLOR,
              data: regions.map((r) => r.capacity),
              valueFormatter: (v: number | null) => tipTonnes(v, lang),
            },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          grid={{ vertical: true }}
        />
      </ChartCard>
      <ChartCard
        title={tInventory('inventory.capacity.tableTitle')}
        subtitle={subtitle}
        status={status}
        onRetry={() => void query.refetch()}
        empty={rows.length === 0}
        testId="capacity-table"
      >
        <FigureTable
          columns={[
            { label: tInventory('inventory.table.region'), cell: (r: Figure) => name(r.regionId) },
            { label: tInventory('inventory.capacity.stock'), cell: (r) => exact(r.stockQuantity) },
            { label: tInventory('inventory.capacity.capacity'), cell: (r) => exact(r.capacity) },
            { label: tInventory('inventory.capacity.used'), cell: (r) => (r.utilisation === null ? '–' : `${r.utilisation.toFixed(1)}%`) },
          ]}
          rows={rows}
          rowKey={(r) => r.regionId ?? ''}
          rowTestId="capacity-row"
        />
      </ChartCard>
    </>
  );
}
