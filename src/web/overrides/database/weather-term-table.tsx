import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb, type DatabaseMessageKey } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { SEASON_COLORS, celsius, seasonLabel, shortDate, termName, type WeatherSeason, type WeatherTerm } from './database-format.ts';

const ROWS: [DatabaseMessageKey, (t: WeatherTerm) => string][] = [
  ['db.weather.avg', (t) => celsius(t.tempAvg)],
  ['db.weather.max', (t) => celsius(t.tempMax)],
  ['db.weather.min', (t) => celsius(t.tempMin)],
  ['db.weather.surface', (t) => celsius(t.surfaceTemp)],
  ['db.weather.ground5', (t) => celsius(t.ground5Temp)],
  ['db.weather.ground10', (t) => celsius(t.ground10Temp)],
  ['db.weather.sunny', (t) => `${t.sunnyDays}/${t.days}`],
];

interface Props {
  seasons: WeatherSeason[];
  solarTerm: string;
  termIn: (season: WeatherSeason | undefined) => WeatherTerm | null;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** The chosen term's exact figures in each of the three seasons, side by side. */
export function WeatherTermTable({ seasons, solarTerm, termIn, status, onRetry }: Props) {
  const lang = useLanguage();
  const terms = seasons.map(termIn);
  const first = terms.find((t) => t !== null);
  return (
    <ChartCard
      title={tDb('db.weather.table', { term: termName(solarTerm, lang) })}
      subtitle={tDb('db.weather.tableSubtitle', { note: tDb('db.derived') })}
      status={status}
      onRetry={onRetry}
      empty={!first}
      testId="weather-term-table"
    >
      <Table
        size="small"
        sx={{ '& td, & th': { px: 0.75 }, '& td, & thead th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell />
            {seasons.map((s, i) => (
              <TableCell key={s.seasonYear} sx={{ color: SEASON_COLORS[i], fontWeight: 700 }}>
                {seasonLabel(s.seasonYear)}
                {terms[i] && (
                  <Typography component="div" variant="caption" color="text.secondary">
                    {shortDate(terms[i].termDate, lang)}
                  </Typography>
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ROWS.map(([key, value]) => (
            <TableRow key={key} data-testid="weather-term-row">
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                {tDb(key)}
              </TableCell>
              {terms.map((t, i) => (
                <TableCell key={seasons[i]!.seasonYear} sx={{ fontWeight: i === 0 ? 700 : 400 }}>
                  {t ? value(t) : tDb('db.notYet')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
