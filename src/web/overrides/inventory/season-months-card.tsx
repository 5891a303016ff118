import { ChartCard } from '../../charts/chart-card.tsx';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { FigureTable } from '../../charts/stats/figure-table.tsx';
import { exact, monthLabel, percent, seasonName, signedTonnes, tipTonnes } from '../../charts/stats/stats-format.ts';
import type { StockSeasonMonth } from './inventory-format.ts';
import { SeasonLinesChart } from './season-lines-chart.tsx';

interface Props {
  seasonYear: number;
  months: StockSeasonMonth[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  month: string;
  onMonth: (month: string) => void;
}

/** A season's twelve month ends against the season before: lines, then a table to read and to pick a month from. */
export function SeasonMonthsCard({ seasonYear, months, status, onRetry, month, onMonth }: Props) {
  const lang = useLanguage();
  const title = tInventory('inventory.months.title', { season: seasonName(seasonYear) });
  const tableTitle = tInventory('inventory.months.tableTitle', { season: seasonName(seasonYear) });
  const subtitle = tInventory('inventory.months.subtitle') + (months.some((m) => m.estimate) ? ` · ${tStats('stats.estimate')}` : '');
  const empty = months.every((m) => m.stockQuantity === null);
  const lines = [
    { season: seasonName(seasonYear - 1), values: months.map((m) => m.lastYearQuantity) },
    { season: seasonName(seasonYear), values: months.map((m) => m.stockQuantity) },
  ];
  return (
    <>
      <ChartCard title={title} subtitle={subtitle} status={status} onRetry={onRetry} empty={empty}>
        <SeasonLinesChart lines={lines} format={(v) => tipTonnes(v, lang)} />
      </ChartCard>
      <ChartCard title={tableTitle} status={status} onRetry={onRetry} empty={empty} testId="stock-months-table">
        <FigureTable
          columns={[
            { label: tStats('stats.month'), cell: (m: StockSeasonMonth) => monthLabel(m.storeMonth, lang) },
            { label: tStats('stats.tonnes'), cell: (m) => exact(m.stockQuantity) },
            { label: tInventory('inventory.months.change'), cell: (m) => signedTonnes(m.change, lang) },
            { label: tStats('stats.yoy'), cell: (m) => percent(m.yoy) },
          ]}
          rows={months.filter((m) => m.stockQuantity !== null)}
          rowKey={(m) => m.storeMonth}
          rowTestId="stock-month-row"
          selectedKey={month}
          onRowClick={(m) => onMonth(m.storeMonth)}
        />
      </ChartCard>
    </>
  );
}
