import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { changeColor } from '../../app/market-colors.ts';
import { GROWING, figure, runningDays, signed, termName } from './database-format.ts';
import { PickerBar, RegionSelect, TermPicker } from './pickers.tsx';
import { SeasonFigures } from './season-figures.tsx';
import { SeasonLineChart } from './season-line-chart.tsx';
import { SeasonTermTable } from './season-term-table.tsx';
import { useWeather } from './use-weather.ts';

/** Accumulated temperature (积温) since sowing: through the chosen term in three seasons, the season's curve, the figures. */
export function WeatherTotalPage() {
  const lang = useLanguage();
  const w = useWeather(GROWING);
  const unit = tDb('db.unit.heat');
  const through = w.seasons.map((s) => w.termIn(s)?.accumulatedTemp ?? null);
  const figures = w.seasons.map((s, i) => {
    const value = through[i] ?? null;
    const before = through[i + 1] ?? null;
    const running = runningDays(s.seasonYear, w.termIn(s));
    // A running term is not compared with a whole one.
    const change = value !== null && before !== null && !running ? value - before : null;
    return {
      seasonYear: s.seasonYear,
      value: value === null ? (i === 0 && !w.termIn(s) ? tDb('db.notYet') : '–') : figure(value),
      note: running ? (
        tDb('db.soFar', running)
      ) : change === null ? undefined : (
        <Box component="span" sx={{ color: changeColor(change) }}>
          {tDb('db.total.vsLast', { change: signed(change, 0) })}
        </Box>
      ),
    };
  });
  const term = termName(w.solarTerm, lang);
  return (
    <Box sx={{ pb: 2 }}>
      <PickerBar>
        <RegionSelect value={w.regionId} onChange={w.setRegionId} />
        <TermPicker value={w.solarTerm} onChange={w.setSolarTerm} terms={GROWING} />
      </PickerBar>
      <SeasonFigures
        title={tDb('db.total.summary', { term })}
        subtitle={tDb('db.total.summarySubtitle', { note: tDb('db.derived') })}
        figures={figures}
        unit={unit}
        status={w.status}
        onRetry={w.retry}
      />
      <ChartCard
        title={tDb('db.total.chart')}
        subtitle={tDb('db.total.chartSubtitle')}
        status={w.status}
        onRetry={w.retry}
        empty={w.seasons.every((s) => s.terms.length === 0)}
        testId="chart-card"
      >
        <SeasonLineChart
          seasons={w.seasons}
          solarTerm={w.solarTerm}
          value={(t) => t.accumulatedTemp}
          format={(v) => `${figure(v)} ${unit}`}
          axis={(v) => figure(v)}
        />
        <Typography variant="caption" color="text.secondary">
          {tDb('db.derived')}
        </Typography>
      </ChartCard>
      <SeasonTermTable
        title={tDb('db.total.table')}
        subtitle={unit}
        seasons={w.seasons}
        terms={GROWING}
        solarTerm={w.solarTerm}
        value={(t) => figure(t.accumulatedTemp)}
        status={w.status}
        onRetry={w.retry}
        testId="total-table"
      />
    </Box>
  );
}
