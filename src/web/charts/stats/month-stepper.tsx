import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tStats } from '../../i18n/messages/stats.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { monthLabel } from './stats-format.ts';

interface Props {
  /** YYYY-MM months to choose from, newest first. */
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  testId: string;
}

/** A month among those with figures: step with the arrows or pick from the list. */
export function MonthStepper({ months, value, onChange, testId }: Props) {
  const lang = useLanguage();
  const index = months.indexOf(value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1 }}>
      <IconButton
        aria-label={tStats('stats.previousMonth')}
        onClick={() => onChange(months[index + 1]!)}
        disabled={index < 0 || index >= months.length - 1}
        data-testid={`${testId}-previous`}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={tStats('stats.month')}
        value={index < 0 ? '' : value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      >
        {months.map((m) => (
          <MenuItem key={m} value={m}>
            {monthLabel(m, lang)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={tStats('stats.nextMonth')} onClick={() => onChange(months[index - 1]!)} disabled={index <= 0} data-testid={`${testId}-next`}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
