import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tWalk } from '../../i18n/messages/walk.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { monthName } from './walk-format.ts';
import { addMonths } from '../../../shared/china-time.ts';

interface Props {
  value: string;
  /** The newest month to offer (YYYY-MM); the list goes 36 months back from it. */
  latest: string;
  onChange: (month: string) => void;
}

/** A month: step with the arrows or pick from the list. */
export function WalkMonthPicker({ value, latest, onChange }: Props) {
  const lang = useLanguage();
  const months = Array.from({ length: 36 }, (_, i) => addMonths(latest, -i));
  const oldest = months.at(-1)!;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5 }}>
      <IconButton
        aria-label={tWalk('walk.month.previous')}
        onClick={() => onChange(addMonths(value, -1))}
        disabled={value <= oldest}
        data-testid="walk-month-previous"
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={tWalk('walk.month.label')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'walk-month' } as object } }}
      >
        {months.map((m) => (
          <MenuItem key={m} value={m}>
            {monthName(m, lang)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={tWalk('walk.month.next')} onClick={() => onChange(addMonths(value, 1))} disabled={value >= latest} data-testid="walk-month-next">
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
