import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { SEASON_COLORS, seasonLabel } from './database-format.ts';

/** One of the three seasons on screen. */
export function SeasonToggle({ seasons, value, onChange }: { seasons: number[]; value: number; onChange: (season: number) => void }) {
  return (
    <ToggleButtonGroup exclusive size="small" value={value} onChange={(_e, next: number | null) => next !== null && onChange(next)} sx={{ mb: 1 }}>
      {seasons.map((s, i) => (
        <ToggleButton key={s} value={s} sx={{ px: 1.25, py: 0.25, color: SEASON_COLORS[i] }} data-testid={`db-season-${s}`}>
          {seasonLabel(s)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
