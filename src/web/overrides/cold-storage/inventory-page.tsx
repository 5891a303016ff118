import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useStat } from '../../charts/use-stat.ts';
import { ChartCard } from '../../charts/chart-card.tsx';
import { monthText, percentText, tonnesText } from './cold-format.ts';
import { DigestionTable } from './inventory-tables.tsx';
import { ColdFigure } from './cold-figure.tsx';
import { addMonths, currentMonth } from '../../../shared/china-time.ts';

/** The agent's stock statistics for a month: in store, drawn down, against the season's peak (agents only: route when: agent). */
export function AgentInventoryPage() {
  const lang = useLanguage();
  const current = currentMonth();
  const [month, setMonth] = useState(current);
  const stat = useStat('coldStorageInventory.regionDigestion', { storeMonth: month });
  const d = stat.data;
  const status = stat.isPending ? 'pending' : stat.isError ? 'error' : 'success';
  return (
    <Box sx={{ pb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', bgcolor: 'background.paper', py: 0.5 }}>
        <IconButton aria-label={tc('cold.inv.month', {}, lang)} onClick={() => setMonth(addMonths(month, -1))} data-testid="inventory-month-previous">
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="subtitle1" sx={{ minWidth: 120, textAlign: 'center' }} data-testid="inventory-month">
          {monthText(month, lang)}
        </Typography>
        <IconButton
          aria-label={tc('cold.inv.month', {}, lang)}
          disabled={month >= current}
          onClick={() => setMonth(addMonths(month, 1))}
          data-testid="inventory-month-next"
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {d && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, p: 1.5 }}>
          <ColdFigure testId="inventory-stock" label={tc('cold.inv.stock', {}, lang)} value={tonnesText(d.capacity, lang)} />
          <ColdFigure testId="inventory-last" label={tc('cold.inv.last', {}, lang)} value={tonnesText(d.lastCapacity, lang)} />
          <ColdFigure testId="inventory-digestion" label={tc('cold.inv.digestion', {}, lang)} value={tonnesText(d.digestion, lang)} />
          <ColdFigure testId="inventory-rate" label={tc('cold.inv.digestionRate', {}, lang)} value={percentText(d.digestionRate)} />
          <ColdFigure testId="inventory-fill" label={tc('cold.inv.fillRate', {}, lang)} value={percentText(d.fillRate)} />
          <ColdFigure
            testId="inventory-recorded"
            label={tc('cold.inv.progress', {}, lang)}
            value={tc('cold.inv.recorded', { n: d.recordedStores, m: d.stores }, lang)}
          />
        </Box>
      )}
      {d?.seasonPeakMonth && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {tc('cold.inv.peak', { t: tonnesText(d.seasonPeak, lang), month: monthText(d.seasonPeakMonth, lang) }, lang)}
        </Typography>
      )}
      <ChartCard title={tc('cold.inv.byGoods', {}, lang)} status={status} onRetry={() => void stat.refetch()} testId="inventory-by-goods">
        <DigestionTable rows={d?.byCategory ?? []} testId="inventory-goods-table" keys="goods" />
      </ChartCard>
      <ChartCard title={tc('cold.inv.byCounty', {}, lang)} status={status} onRetry={() => void stat.refetch()}>
        <DigestionTable rows={d?.byCounty ?? []} testId="inventory-county-table" keys="counties" />
      </ChartCard>
      <ChartCard title={tc('cold.inv.byStore', {}, lang)} status={status} onRetry={() => void stat.refetch()}>
        <DigestionTable rows={d?.byStore ?? []} testId="inventory-store-table" />
      </ChartCard>
    </Box>
  );
}
