import Box from '@mui/material/Box';
import { BarChart } from '../../charts/bar-chart.tsx';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { GROWING, SEASON_COLORS, runningDays, seasonLabel, termFull, termName, termTick } from './database-format.ts';
import { PickerBar, RegionSelect, TermPicker } from './pickers.tsx';
import { SeasonFigures } from './season-figures.tsx';
import { SeasonTermTable } from './season-term-table.tsx';
import { useWeather } from './use-weather.ts';

/** Sunny days (晴天数): in the chosen term and since sowing over three seasons, term by term. */
export function FineWeatherPage() {
  const lang = useLanguage();
  const w = useWeather(GROWING);
  const unit = lang === 'zh' ? '天' : 'days';
  const figures = w.seasons.map((s, i) => {
    const t = w.termIn(s);
    const running = runningDays(s.seasonYear, t);
    return {
      seasonYear: s.seasonYear,
      value: t ? `${t.sunnyDays}/${t.days}` : i === 0 ? tDb('db.notYet') : '–',
      note:
        [t?.accumulatedSunnyDays != null ? tDb('db.sunny.sinceSowing', { days: t.accumulatedSunnyDays }) : '', running ? tDb('db.soFar', running) : '']
          .filter(Boolean)
          .join(' · ') || undefined,
    };
  });
  return (
    <Box sx={{ pb: 2 }}>
      <PickerBar>
        <RegionSelect value={w.regionId} onChange={w.setRegionId} />
        <TermPicker value={w.solarTerm} onChange={w.setSolarTerm} terms={GROWING} />
      </PickerBar>
      <SeasonFigures
        title={tDb('db.sunny.summary', { term: termName(w.solarTerm, lang) })}
        subtitle={tDb('db.sunny.summarySubtitle', { note: tDb('db.derived') })}
        figures={figures}
        unit={unit}
        status={w.status}
        onRetry={w.retry}
      />
      <ChartCard
        title={tDb('db.sunny.chart')}
        subtitle={tDb('db.sunny.chartSubtitle')}
        status={w.status}
        onRetry={w.retry}
        empty={w.seasons.every((s) => s.terms.length === 0)}
        testId="chart-card"
      >
        <BarChart
          height={250}
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: [...GROWING],
              valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? termTick(v, lang) : termFull(v, lang)),
              tickLabelInterval: (_v: string, i: number) => i % 3 === 1,
              categoryGapRatio: 0.3,
              barGapRatio: 0.1,
            },
          ]}
          yAxis={[{ width: 28 }]}
          series={w.seasons.map((s, i) => {
            const byTerm = new Map(s.terms.map((t) => [t.solarTerm, t.sunnyDays]));
            return {
              id: String(s.seasonYear),
              label: seasonLabel(s.seasonYear),
              color: SEASON_COLORS[i],
              data: GROWING.map((id) => byTerm.get(id) ?? null),
              valueFormatter: (v: number | null) => (v === null ? '–' : `${v} ${unit}`),
            };
          })}
          slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <SeasonTermTable
        title={tDb('db.sunny.table')}
        subtitle={unit}
        seasons={w.seasons}
        terms={GROWING}
        solarTerm={w.solarTerm}
        value={(t) => (t.accumulatedSunnyDays === null ? '–' : String(t.accumulatedSunnyDays))}
        status={w.status}
        onRetry={w.retry}
        testId="sunny-table"
      />
    </Box>
  );
}
