import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { SEASON_COLORS, seasonLabel } from './database-format.ts';

export interface SeasonFigure {
  seasonYear: number;
  value: string;
  note?: ReactNode;
}

interface Props {
  title: string;
  subtitle: string;
  figures: SeasonFigure[];
  unit: string;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  empty?: boolean;
  children?: ReactNode;
}

/** One figure per season, side by side and large enough to read at arm's length. */
export function SeasonFigures({ title, subtitle, figures, unit, status, onRetry, empty, children }: Props) {
  return (
    <ChartCard title={title} subtitle={subtitle} status={status} onRetry={onRetry} empty={empty ?? figures.length === 0} testId="season-figures">
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, figures.length)}, 1fr)`, gap: 1 }}>
        {figures.map((f, i) => (
          <Box key={f.seasonYear} sx={{ textAlign: 'center' }}>
            <Typography variant="caption" sx={{ color: SEASON_COLORS[i], fontWeight: 700 }}>
              {seasonLabel(f.seasonYear)}
            </Typography>
            <Typography
              sx={{ fontSize: i === 0 ? '1.5rem' : '1.15rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
              data-testid="season-figure"
            >
              {f.value}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {unit}
            </Typography>
            {f.note && (
              <Typography variant="caption" component="div" sx={{ mt: 0.25 }}>
                {f.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {children}
    </ChartCard>
  );
}
