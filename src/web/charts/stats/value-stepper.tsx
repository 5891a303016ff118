import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tStats } from '../../i18n/messages/stats.ts';
import type { Choice } from './choice-chips.tsx';

interface Props<T extends string | number> {
  label: string;
  /** The values to choose from, newest first. */
  options: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  /** data-testid of the list; the arrows are `${testId}-previous` and `-next`, each option `${testId}-${value}`. */
  testId: string;
}

/** One value among many (years with figures): step with the arrows to an older or a newer one, or pick from the list. */
export function ValueStepper<T extends string | number>({ label, options, value, onChange, testId }: Props<T>) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1 }}>
      <IconButton
        aria-label={tStats('stats.previous')}
        onClick={() => onChange(options[index + 1]!.value)}
        disabled={index < 0 || index >= options.length - 1}
        data-testid={`${testId}-previous`}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={label}
        value={index < 0 ? '' : index}
        onChange={(e) => onChange(options[Number(e.target.value)]!.value)}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      >
        {options.map((o, i) => (
          <MenuItem key={o.value} value={i} data-testid={`${testId}-${o.value}`}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={tStats('stats.next')} onClick={() => onChange(options[index - 1]!.value)} disabled={index <= 0} data-testid={`${testId}-next`}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
