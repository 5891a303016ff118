import { useState } from 'react';
import { LineChart } from '../../charts/line-chart.tsx';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { SEASON_TERMS, celsius, seasonLabel, termFull, termTick, type WeatherSeason, type WeatherTerm } from './database-format.ts';
import { SeasonToggle } from './season-toggle.tsx';
import { PALETTE } from '../../charts/palette.ts';

const LINES: { key: keyof WeatherTerm; label: Parameters<typeof tDb>[0]; color: string }[] = [
  { key: 'tempAvg', label: 'db.weather.avg', color: PALETTE.orange },
  { key: 'surfaceTemp', label: 'db.weather.surface', color: '#8d6e63' },
  { key: 'ground5Temp', label: 'db.weather.ground5', color: PALETTE.green },
  { key: 'ground10Temp', label: 'db.weather.ground10', color: PALETTE.blue },
];

interface Props {
  seasons: WeatherSeason[];
  solarTerm: string;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

/** One season's temperatures term by term — air, surface, 5 and 10 cm — against garlic's suitable band. */
export function WeatherTemperatureChart({ seasons, solarTerm, status, onRetry }: Props) {
  const lang = useLanguage();
  const [chosen, setChosen] = useState<number | null>(null);
  // A season only weeks old says little: until it has half its terms, the last whole season shows first.
  const season = seasons.find((s) => s.seasonYear === chosen) ?? (seasons[0] && seasons[0].terms.length < 12 && seasons[1] ? seasons[1] : seasons[0]);
  const byTerm = new Map(season?.terms.map((t) => [t.solarTerm, t]) ?? []);
  return (
    <ChartCard
      title={tDb('db.weather.chart')}
      subtitle={tDb('db.weather.chartSubtitle', { season: season ? seasonLabel(season.seasonYear) : '' })}
      status={status}
      onRetry={onRetry}
      empty={!season || season.terms.length === 0}
      testId="chart-card"
    >
      <SeasonToggle seasons={seasons.map((s) => s.seasonYear)} value={season?.seasonYear ?? 0} onChange={setChosen} />
      <LineChart
        height={260}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: SEASON_TERMS,
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? termTick(v, lang) : termFull(v, lang)),
            tickLabelInterval: (_v: string, i: number) => i % 4 === 2,
          },
        ]}
        // One scale for every season and region, wide enough for the suitable band's edges.
        yAxis={[{ width: 36, min: -10, max: 35, valueFormatter: (v: number) => `${v}°` }]}
        series={LINES.map((line) => ({
          id: line.key,
          label: tDb(line.label),
          color: line.color,
          data: SEASON_TERMS.map((id) => {
            const value = byTerm.get(id)?.[line.key];
            return typeof value === 'number' ? value : null;
          }),
          showMark: false,
          curve: 'monotoneX' as const,
          valueFormatter: (v: number | null) => (v === null ? '–' : `${celsius(v)} °C`),
        }))}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      >
        <ChartsReferenceLine
          y={26}
          lineStyle={{ strokeDasharray: '4 3', stroke: '#9e9e9e' }}
          label={tDb('db.weather.suitable')}
          labelAlign="end"
          labelStyle={{ fontSize: 10, fill: '#757575' }}
        />
        <ChartsReferenceLine y={-5} lineStyle={{ strokeDasharray: '4 3', stroke: '#9e9e9e' }} />
        <ChartsReferenceLine x={solarTerm} lineStyle={{ stroke: '#2e7d32', strokeOpacity: 0.35, strokeWidth: 6 }} />
      </LineChart>
    </ChartCard>
  );
}
