import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LineChart } from '../../charts/line-chart.tsx';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import type { ChartWidgetProps } from '../../../shared/chart-view-types.ts';
import { GROWING, SEASON_COLORS, figure, seasonLabel, termFull, termTick, type Measure } from './database-format.ts';
import { MEASURES, measureDigits, measureName, measureUnit, useSeedlingStat } from './seedling-measures.ts';

/** One measure through the growing season, this season against the last, the chosen term marked. */
export function SeedlingGrowth(props: ChartWidgetProps) {
  const lang = useLanguage();
  const { data, solar: solarTerm, status, onRetry } = useSeedlingStat('seedGrowth.tbHb', props);
  const [measure, setMeasure] = useState<Measure>('height');
  const series = data?.series ?? [];
  const digits = measureDigits(measure);
  const unit = measureUnit(measure, lang);
  return (
    <ChartCard
      title={tDb('db.seedling.chart')}
      subtitle={tDb('db.seedling.chartSubtitle')}
      status={status}
      onRetry={onRetry}
      empty={series.length === 0}
      testId="chart-card"
    >
      <Stack direction="row" spacing={0.75} sx={{ overflowX: 'auto', pb: 1 }}>
        {MEASURES.map((m) => (
          <Chip
            key={m.key}
            size="small"
            label={measureName(m.key)}
            color={m.key === measure ? 'primary' : 'default'}
            variant={m.key === measure ? 'filled' : 'outlined'}
            onClick={() => setMeasure(m.key)}
            data-testid={`seedling-measure-${m.key}`}
          />
        ))}
      </Stack>
      <LineChart
        height={230}
        margin={{ left: 0, right: 12, top: 8, bottom: 0 }}
        xAxis={[
          {
            scaleType: 'point',
            data: [...GROWING],
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? termTick(v, lang) : termFull(v, lang)),
            tickLabelInterval: (_v: string, i: number) => i % 3 === 1,
          },
        ]}
        yAxis={[{ width: 36 }]}
        series={series.map((s, i) => {
          const byTerm = new Map(s.terms.map((t) => [t.solarTerm, t.measures[measure]]));
          return {
            id: String(s.seasonYear),
            label: seasonLabel(s.seasonYear),
            color: SEASON_COLORS[i],
            data: GROWING.map((id) => byTerm.get(id) ?? null),
            connectNulls: true,
            curve: 'monotoneX' as const,
            valueFormatter: (v: number | null) => (v === null ? '–' : `${figure(v, digits)} ${unit}`),
          };
        })}
        slotProps={{ tooltip: { trigger: 'axis' }, legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
        grid={{ horizontal: true }}
      >
        {GROWING.includes(solarTerm) && <ChartsReferenceLine x={solarTerm} lineStyle={{ stroke: '#2e7d32', strokeOpacity: 0.35, strokeWidth: 6 }} />}
      </LineChart>
    </ChartCard>
  );
}
