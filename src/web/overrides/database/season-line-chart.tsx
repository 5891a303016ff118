import { LineChart } from '../../charts/line-chart.tsx';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useLanguage } from '../../shell/use-language.ts';
import { GROWING, SEASON_COLORS, seasonLabel, termFull, termTick, type WeatherSeason, type WeatherTerm } from './database-format.ts';

interface Props {
  seasons: WeatherSeason[];
  solarTerm: string;
  value: (t: WeatherTerm) => number | null;
  format: (v: number) => string;
  axis: (v: number) => string;
}

/** A line per season over the growing season's terms (寒露 … 小满), the chosen term marked. */
export function SeasonLineChart({ seasons, solarTerm, value, format, axis }: Props) {
  const lang = useLanguage();
  return (
    <LineChart
      height={250}
      margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
      xAxis={[
        {
          scaleType: 'point',
          data: [...GROWING],
          valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? termTick(v, lang) : termFull(v, lang)),
          tickLabelInterval: (_v: string, i: number) => i % 3 === 1,
        },
      ]}
      yAxis={[{ width: 44, valueFormatter: axis }]}
      series={seasons.map((s, i) => {
        const byTerm = new Map(s.terms.map((t) => [t.solarTerm, t]));
        return {
          id: String(s.seasonYear),
          label: seasonLabel(s.seasonYear),
          color: SEASON_COLORS[i],
          data: GROWING.map((id) => {
            const t = byTerm.get(id);
            return t ? value(t) : null;
          }),
          showMark: i === 0,
          curve: 'monotoneX' as const,
          valueFormatter: (v: number | null) => (v === null ? '–' : format(v)),
        };
      })}
      slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
      grid={{ horizontal: true }}
    >
      {GROWING.includes(solarTerm) && <ChartsReferenceLine x={solarTerm} lineStyle={{ stroke: '#2e7d32', strokeOpacity: 0.35, strokeWidth: 6 }} />}
    </LineChart>
  );
}
