import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import type { Language } from '../../i18n/language.ts';
import { SEASON_TERMS, runningDays, shortDate, type WeatherTerm } from './database-format.ts';
import { PickerBar, RegionSelect, TermPicker } from './pickers.tsx';
import { useWeather } from './use-weather.ts';
import { WeatherTemperatureChart } from './weather-temperature-chart.tsx';
import { WeatherTermTable } from './weather-term-table.tsx';

/** Weather of a region by solar term: the term's figures over three seasons, and a season's temperature curves. */
export function WeatherDataPage() {
  const lang = useLanguage();
  const w = useWeather(SEASON_TERMS);
  const latest = w.termIn(w.seasons[0]);
  return (
    <Box sx={{ pb: 2 }}>
      <PickerBar>
        <RegionSelect value={w.regionId} onChange={w.setRegionId} />
        <TermPicker value={w.solarTerm} onChange={w.setSolarTerm} terms={SEASON_TERMS} />
      </PickerBar>
      {latest && w.seasons[0] && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 0.5 }} data-testid="weather-term-range">
          {range(w.seasons[0].seasonYear, latest, lang)}
        </Typography>
      )}
      <WeatherTermTable seasons={w.seasons} solarTerm={w.solarTerm} termIn={w.termIn} status={w.status} onRetry={w.retry} />
      <WeatherTemperatureChart seasons={w.seasons} solarTerm={w.solarTerm} status={w.status} onRetry={w.retry} />
    </Box>
  );
}

const endOf = (start: string, days: number) => new Date(Date.parse(`${start}T00:00:00Z`) + (days - 1) * 86_400_000).toISOString().slice(0, 10);

function range(seasonYear: number, t: WeatherTerm, lang: Language): string {
  const [from, to] = [shortDate(t.termDate, lang), shortDate(endOf(t.termDate, t.days), lang)];
  const running = runningDays(seasonYear, t);
  return running ? tDb('db.termSoFar', { from, to, ...running }) : tDb('db.termRange', { from, to, days: t.days });
}
