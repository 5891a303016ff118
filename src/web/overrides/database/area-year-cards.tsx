import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard, type ChartStatus } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { changeColor } from '../../app/market-colors.ts';
import { NATIONAL, areaRegionName, figure, signed } from './database-format.ts';
import { EstimateChip } from './estimate-note.tsx';

const mark = (estimate: boolean) => (estimate ? '*' : '');

/** A year's national area with its change, then the counties in a bar chart and a table of exact figures. */
/** `yearsStatus`: the load of the years there are figures for, shown until a year is known. */
export function AreaYearCards({ year, yearsStatus, onRetryYears }: { year: number; yearsStatus: ChartStatus; onRetryYears: () => void }) {
  const lang = useLanguage();
  const query = useStat('regionArea.findByYear', { year }, year > 0);
  const rows = query.data?.rows ?? [];
  const national = rows.find((r) => r.regionId === NATIONAL);
  const counties = rows.filter((r) => r.regionId !== NATIONAL);
  const status = year > 0 ? query.status : yearsStatus;
  const retry = () => (year > 0 ? void query.refetch() : onRetryYears());
  return (
    <>
      <ChartCard
        title={tDb('db.area.national', { year })}
        subtitle={tDb('db.area.nationalSubtitle', { source: national?.source ?? tDb('db.estimate') })}
        status={status}
        onRetry={retry}
        empty={!national}
        testId="area-national"
      >
        {national && (
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="area-national-value">
              {figure(national.area)}
            </Typography>
            <Typography color="text.secondary">{tDb('db.area.unit')}</Typography>
            {national.estimate && <EstimateChip />}
            {national.change !== null && (
              <Typography sx={{ color: changeColor(national.change), fontWeight: 600 }}>
                {tDb('db.area.vsLastYear', { year: year - 1, change: `${signed(national.change, 0)} (${signed(national.changeRate, 1, '%')})` })}
              </Typography>
            )}
          </Box>
        )}
      </ChartCard>
      <ChartCard
        title={tDb('db.area.counties', { year })}
        subtitle={tDb('db.area.countiesSubtitle')}
        status={status}
        onRetry={retry}
        empty={counties.length === 0}
        testId="chart-card"
      >
        <BarChart
          layout="horizontal"
          height={Math.max(180, counties.length * 30 + 40)}
          margin={{ left: 0, right: 16, top: 4, bottom: 0 }}
          yAxis={[{ scaleType: 'band', data: counties.map((r) => areaRegionName(r.regionId, lang)), width: lang === 'zh' ? 40 : 70, categoryGapRatio: 0.3 }]}
          xAxis={[{ tickNumber: 4 }]}
          series={[
            {
              id: 'area',
              label: tDb('db.area.unit'),
              data: counties.map((r) => r.area),
              color: '#2e7d32',
              valueFormatter: (v: number | null) => `${figure(v, 1)} ${tDb('db.area.unit')}`,
            },
          ]}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { sx: { display: 'none' } } }}
          grid={{ vertical: true }}
        />
        <Table
          size="small"
          sx={{
            mt: 1,
            '& td, & th': { px: 0.75 },
            '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{tDb('db.area.area')}</TableCell>
              <TableCell>{tDb('db.area.change')}</TableCell>
              <TableCell>{tDb('db.area.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {counties.map((r) => (
              <TableRow key={r.regionId} data-testid="area-county-row">
                <TableCell>{areaRegionName(r.regionId, lang)}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  {figure(r.area, 1)}
                  {mark(r.estimate)}
                </TableCell>
                <TableCell sx={{ color: changeColor(r.change) }}>{signed(r.change, 1)}</TableCell>
                <TableCell>{r.share === null ? '–' : `${r.share.toFixed(1)}%`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ChartCard>
    </>
  );
}
