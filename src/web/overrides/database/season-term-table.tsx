import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useLanguage } from '../../shell/use-language.ts';
import { SEASON_COLORS, seasonLabel, termName, type WeatherSeason, type WeatherTerm } from './database-format.ts';

interface Props {
  title: string;
  subtitle: string;
  seasons: WeatherSeason[];
  terms: readonly string[];
  solarTerm: string;
  value: (t: WeatherTerm) => string;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  testId: string;
}

/** Exact figures: a row per solar term, a column per season; the chosen term's row stands out. */
export function SeasonTermTable({ title, subtitle, seasons, terms, solarTerm, value, status, onRetry, testId }: Props) {
  const lang = useLanguage();
  const lookup = seasons.map((s) => new Map(s.terms.map((t) => [t.solarTerm, t])));
  return (
    <ChartCard title={title} subtitle={subtitle} status={status} onRetry={onRetry} empty={seasons.length === 0} testId={testId}>
      <Table
        size="small"
        sx={{ '& td, & th': { px: 0.75, py: 0.5 }, '& td, & thead th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell />
            {seasons.map((s, i) => (
              <TableCell key={s.seasonYear} sx={{ color: SEASON_COLORS[i], fontWeight: 700 }}>
                {seasonLabel(s.seasonYear)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {terms.map((id) => (
            <TableRow key={id} selected={id === solarTerm} data-testid={`${testId}-row`}>
              <TableCell component="th" scope="row">
                {termName(id, lang)}
              </TableCell>
              {lookup.map((byTerm, i) => {
                const t = byTerm.get(id);
                return <TableCell key={seasons[i]!.seasonYear}>{t ? value(t) : '–'}</TableCell>;
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
