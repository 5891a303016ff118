import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { SxProps, Theme } from '@mui/material/styles';

interface Props {
  /** The values as the list shows them. */
  values: readonly string[];
  /** Where the left arrow goes: the value listed before the chosen one, or the one after (a list newest first). */
  previous: 'before' | 'after';
  value: string;
  onChange: (value: string) => void;
  label: string;
  optionLabel: (value: string) => string;
  arrowLabels: { previous: string; next: string };
  /** Names the select; its arrows are <testId>-previous and <testId>-next; with optionTestIds its options are <testId>-<value>. */
  testId: string;
  optionTestIds?: boolean;
  small?: boolean;
  sx?: SxProps<Theme>;
}

/** One value of an ordered list: picked from the list or stepped with the arrows on either side (months, solar terms). */
export function StepSelect({ values, previous, value, onChange, label, optionLabel, arrowLabels, testId, optionTestIds, small, sx }: Props) {
  const index = values.indexOf(value);
  const back = previous === 'before' ? -1 : 1;
  const can = (step: number) => index !== -1 && index + step >= 0 && index + step < values.length;
  const arrow = (step: number, name: 'previous' | 'next', icon: React.ReactNode) => (
    <IconButton
      size={small ? 'small' : 'medium'}
      aria-label={arrowLabels[name]}
      disabled={!can(step)}
      onClick={() => onChange(values[index + step]!)}
      data-testid={`${testId}-${name}`}
    >
      {icon}
    </IconButton>
  );
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {arrow(back, 'previous', <ChevronLeftIcon />)}
      <TextField
        select
        size="small"
        label={label}
        value={index === -1 ? '' : value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      >
        {values.map((v) => (
          <MenuItem key={v} value={v} {...(optionTestIds ? { 'data-testid': `${testId}-${v}` } : {})}>
            {optionLabel(v)}
          </MenuItem>
        ))}
      </TextField>
      {arrow(-back, 'next', <ChevronRightIcon />)}
    </Box>
  );
}
