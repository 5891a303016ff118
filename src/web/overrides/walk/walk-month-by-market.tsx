import { BarChart } from '../../charts/bar-chart.tsx';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tWalk } from '../../i18n/messages/walk.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ROUTES, exact, monthName, regionName, routeName, short } from './walk-format.ts';

/** The month per market: a stacked bar per market for the eye, and the exact figures in a table. */
export function WalkMonthByMarket({ month }: { month: string }) {
  const lang = useLanguage();
  useDicts(['region']);
  const query = useStat('walkQuantity.monthChain', { walkQuantityDate: month });
  const regions = query.data?.regions ?? [];
  const empty = regions.length === 0;
  const names = regions.map((r) => regionName(r.regionId, lang));
  const total = regions.reduce(
    (s, r) => ({ dry: s.dry + r.dryArkQuantity, frozen: s.frozen + r.frozenArkQuantity, truck: s.truck + r.truckQuantity, all: s.all + r.totalQuantity }),
    { dry: 0, frozen: 0, truck: 0, all: 0 },
  );
  const retry = () => void query.refetch();
  return (
    <>
      <ChartCard
        title={tWalk('walk.month.chart')}
        subtitle={tWalk('walk.month.chartSubtitle', { month: monthName(month, lang) })}
        status={query.status}
        onRetry={retry}
        empty={empty}
      >
        <BarChart
          layout="horizontal"
          height={Math.max(200, regions.length * 34 + 60)}
          margin={{ left: 0, right: 20, top: 8, bottom: 0 }}
          yAxis={[{ scaleType: 'band', data: names, width: lang === 'zh' ? 44 : 72, categoryGapRatio: 0.3 }]}
          xAxis={[{ valueFormatter: (v: number) => short(v, lang), tickNumber: 4 }]}
          series={ROUTES.map((r) => ({ id: r.id, label: routeName(r.id), data: regions.map((x) => x[r.key]), stack: 'routes', color: r.color }))}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          grid={{ vertical: true }}
        />
      </ChartCard>
      <ChartCard
        title={tWalk('walk.month.table')}
        subtitle={query.data ? tWalk('walk.month.tableSubtitle', { day: query.data.throughDay }) : undefined}
        status={query.status}
        onRetry={retry}
        empty={empty}
        testId="walk-month-table"
      >
        <Table
          size="small"
          sx={{ '& td, & th': { px: 0.75 }, '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{tWalk('walk.table.market')}</TableCell>
              {ROUTES.map((r) => (
                <TableCell key={r.id}>{routeName(r.id)}</TableCell>
              ))}
              <TableCell>{tWalk('walk.table.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {regions.map((r, i) => (
              <TableRow key={r.regionId} data-testid="walk-month-row">
                <TableCell>{names[i]}</TableCell>
                {ROUTES.map((route) => (
                  <TableCell key={route.id}>{exact(r[route.key])}</TableCell>
                ))}
                <TableCell sx={{ fontWeight: 600 }}>{exact(r.totalQuantity)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }} data-testid="walk-month-total">
              <TableCell>{tWalk('walk.table.total')}</TableCell>
              <TableCell>{exact(total.dry)}</TableCell>
              <TableCell>{exact(total.frozen)}</TableCell>
              <TableCell>{exact(total.truck)}</TableCell>
              <TableCell>{exact(total.all)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </ChartCard>
    </>
  );
}
