import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { changeColor } from '../../app/market-colors.ts';
import type { ChartWidgetProps } from '../../../shared/chart-view-types.ts';
import { figure, seasonLabel, signed, termName } from './database-format.ts';
import { MEASURES, measureName, measureUnit, useSeedlingStat } from './seedling-measures.ts';

function Change({ change, rate, base, digits }: { change: number | null; rate: number | null; base: number | null; digits: number }) {
  if (change === null) return <>–</>;
  return (
    <Box sx={{ color: changeColor(change) }}>
      <Box sx={{ fontWeight: 600 }}>{signed(change, digits)}</Box>
      <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.2 }}>
        {signed(rate, 1, '%')} · {figure(base, digits)}
      </Typography>
    </Box>
  );
}

/** This term's mean measures against the term before (MoM, 环比) and the same term a season before (YoY, 同比). */
export function SeedlingChanges(props: ChartWidgetProps) {
  const lang = useLanguage();
  const { data, solar: solarTerm, status, onRetry } = useSeedlingStat('seedGrowth.tbHb', props);
  const current = data?.current;
  const title = current
    ? tDb('db.seedling.compare', { term: termName(solarTerm, lang), season: seasonLabel(current.seasonYear) })
    : tDb('db.seedling.none', { term: termName(solarTerm, lang) });
  return (
    <ChartCard
      title={title}
      subtitle={current ? tDb('db.seedling.compareSubtitle', { count: current.records }) : undefined}
      status={status}
      onRetry={onRetry}
      empty={!current}
      testId="seedling-changes"
    >
      <Table
        size="small"
        sx={{
          '& td, & th': { px: 0.75, verticalAlign: 'top' },
          '& td, & thead th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{tDb('db.seedling.measure')}</TableCell>
            <TableCell>{tDb('db.seedling.now')}</TableCell>
            <TableCell>{tDb('db.seedling.hb')}</TableCell>
            <TableCell>{tDb('db.seedling.tb')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {MEASURES.map(({ key, digits }) => {
            const c = data?.changes.find((x) => x.measure === key);
            if (!c || c.current === null) return null;
            return (
              <TableRow key={key} data-testid="seedling-change-row">
                <TableCell component="th" scope="row">
                  {measureName(key)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {measureUnit(key, lang)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ fontWeight: 700, fontSize: '1rem' }} data-testid={`seedling-now-${key}`}>
                  {figure(c.current, digits)}
                </TableCell>
                <TableCell>
                  <Change change={c.hbChange} rate={c.hbRate} base={c.hb} digits={digits} />
                </TableCell>
                <TableCell>
                  <Change change={c.tbChange} rate={c.tbRate} base={c.tb} digits={digits} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
