import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LineChart } from '../../charts/line-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { callOperation } from '../../http/call-operation.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { changeColor } from '../../app/market-colors.ts';
import { NATIONAL, figure, signed } from './database-format.ts';
import { DictSelect } from '../../charts/dict-select.tsx';

const PAGE = 10;

/** One region's area year by year: a line over every year, and the figures ten years a page. */
export function AreaHistory() {
  const [regionId, setRegionId] = useState(NATIONAL);
  const all = useStat('regionArea.historyYearPage', { regionId, pageSize: 30 });
  const pages = useInfiniteQuery({
    queryKey: ['stat', 'regionArea.historyYearPage', 'pages', regionId],
    queryFn: async ({ pageParam }) => {
      const reply = await callOperation('regionArea.historyYearPage', { regionId, page: pageParam, pageSize: PAGE }, { silent: true });
      return { rows: reply.data, total: reply.totalCount, page: pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * PAGE < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
  const years = [...(all.data ?? [])].reverse();
  const rows = pages.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <ChartCard
      title={tDb('db.area.history')}
      subtitle={tDb('db.area.historySubtitle')}
      status={all.status}
      onRetry={() => void all.refetch()}
      empty={years.length === 0}
      testId="chart-card"
    >
      <Box sx={{ display: 'flex', mb: 1 }}>
        <DictSelect code="areaRegion" label={tDb('db.region')} value={regionId} onChange={setRegionId} testId="area-region" flex={1} />
      </Box>
      <LineChart
        height={200}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: years.map((y) => y.year),
            valueFormatter: (v: number) => String(v),
            tickLabelInterval: (_v: number, i: number) => i > 0 && i < years.length - 1 && (years.length - 1 - i) % 4 === 2,
          },
        ]}
        yAxis={[{ width: 44, valueFormatter: (v: number) => figure(v) }]}
        series={[
          {
            id: 'area',
            label: tDb('db.area.unit'),
            color: '#2e7d32',
            data: years.map((y) => y.area),
            curve: 'linear',
            valueFormatter: (v: number | null) => `${figure(v, 1)} ${tDb('db.area.unit')}`,
          },
        ]}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
        grid={{ horizontal: true }}
      />
      <Table size="small" sx={{ mt: 1, '& td, & th': { px: 0.75 }, '& td:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.year} data-testid="area-history-row">
              <TableCell component="th" scope="row">
                {r.year}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>
                {figure(r.area, r.area >= 100 ? 0 : 1)}
                {r.estimate ? '*' : ''}
              </TableCell>
              <TableCell sx={{ color: changeColor(r.change) }}>{signed(r.change, r.area >= 100 ? 0 : 1)}</TableCell>
              <TableCell sx={{ color: changeColor(r.changeRate) }}>{signed(r.changeRate, 1, '%')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages.hasNextPage && (
        <Button fullWidth size="small" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} data-testid="area-history-more">
          {tDb('db.area.more')}
        </Button>
      )}
    </ChartCard>
  );
}
