import { useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { tStats } from '../../i18n/messages/stats.ts';
import { decodeParams } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ChoiceChips } from '../stats/choice-chips.tsx';
import { FigureTable } from '../stats/figure-table.tsx';
import { LinkButton } from '../stats/link-button.tsx';
import { SEASON_MONTHS, axisTonnes, calendarMonth, exact, percent, tipTonnes } from '../stats/stats-format.ts';
import { STOCK_COLOR, type StockMonthDetail } from './inventory-format.ts';
import { StockRegionsCard } from './stock-regions-card.tsx';

type Same = StockMonthDetail['sameMonth'][number];

/** One month end (param month, YYYY-MM) in every season: bars season by season, exact figures, and that month by region. */
export function InventorySameMonthPage() {
  const lang = useLanguage();
  const params = decodeParams(useLocation().search);
  const terms = useStat('regionQuantity.termMonthList');
  const [month, setMonth] = useState(typeof params.month === 'string' ? params.month : '');
  const latest = terms.data?.[0]?.storeMonth ?? '';
  const chosen = month || latest;
  const detail = useStat('regionQuantity.termMonthDetail', { month: chosen }, chosen !== '');
  const same = detail.data?.sameMonth ?? [];
  const calendar = chosen ? Number(chosen.slice(5, 7)) : undefined;
  // A calendar month chip opens the latest month end of that month with figures.
  const pick = (m: number) => setMonth((terms.data ?? []).find((t) => Number(t.storeMonth.slice(5, 7)) === m)?.storeMonth ?? '');
  const name = calendar ? calendarMonth(calendar, lang) : '';
  const status = chosen ? detail.status : terms.status;
  const retry = () => void detail.refetch();
  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ pt: 1 }}>
        <ChoiceChips
          label={tInventory('inventory.same.pick')}
          options={SEASON_MONTHS.map((m) => ({ value: m, label: calendarMonth(m, lang) }))}
          value={calendar}
          onChange={pick}
          testId="stock-calendar-month"
        />
      </Box>
      <ChartCard
        title={tInventory('inventory.same.title', { month: name })}
        subtitle={tInventory('inventory.same.subtitle') + (detail.data?.estimate ? ` · ${tStats('stats.estimate')}` : '')}
        status={status}
        onRetry={retry}
        empty={same.length === 0}
      >
        <BarChart
          height={230}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[{ scaleType: 'band', data: same.map((s) => s.season), categoryGapRatio: 0.35 }]}
          yAxis={[{ width: lang === 'zh' ? 44 : 56, valueFormatter: (v: number) => axisTonnes(v, lang) }]}
          series={[
            { id: 'stock', label: name, color: STOCK_COLOR, data: same.map((s) => s.stockQuantity), valueFormatter: (v: number | null) => tipTonnes(v, lang) },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard
        title={tInventory('inventory.same.tableTitle', { month: name })}
        status={status}
        onRetry={retry}
        empty={same.length === 0}
        testId="stock-same-table"
      >
        <FigureTable
          columns={[
            { label: tStats('stats.season'), cell: (s: Same) => s.season },
            { label: tStats('stats.tonnes'), cell: (s) => exact(s.stockQuantity) },
            { label: tStats('stats.yoy'), cell: (s) => percent(s.yoy) },
          ]}
          rows={[...same].reverse()}
          rowKey={(s) => s.storeMonth}
          rowTestId="stock-same-row"
        />
      </ChartCard>
      <StockRegionsCard detail={detail.data} status={status} onRetry={retry} />
      <Box sx={{ px: 1.5 }}>
        <LinkButton route="inventory/history-inventory-list" label={tInventory('inventory.history.link')} testId="stock-history-link" />
      </Box>
    </Box>
  );
}
