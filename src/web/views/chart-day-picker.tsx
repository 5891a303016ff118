import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ChartDay } from '../../shared/chart-day-types.ts';
import { chinaToday } from '../../shared/china-time.ts';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import type { PickerValue, Row } from './chart-view-model.ts';

const PREVIOUS = { en: 'Previous day', zh: '前一期' };
const NEXT = { en: 'Next day', zh: '后一期' };

/** A day as the picker's input takes it: YYYYMMDD (compact) or YYYY-MM-DD. */
export const dayInput = (day: ChartDay, date: string) => (day.compact ? date.replaceAll('-', '') : date);

/** YYYY-MM-DD of a value the input took. */
const isoDay = (value: string) => (/^\d{8}$/.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}` : value);

interface Props {
  day: ChartDay;
  label: string;
  value: PickerValue | undefined;
  /** The call's reply: the day it answered and the days before and after. */
  reply: Row | undefined;
  onChange: (value: string) => void;
  /** The date field is <testId>-date, the arrows <testId>-previous and <testId>-next. */
  testId: string;
}

/** A day of a chart view (picker `day:`, decision 0148): any date up to today in China, or the reply's day before or after. */
export function DayPicker({ day, label, value, reply, onChange, testId }: Props) {
  const lang = useLanguage();
  const field = (name: string) => (typeof reply?.[name] === 'string' ? (reply[name] as string) : undefined);
  const previous = field(day.previous);
  const next = field(day.next);
  const shown = field(day.date) ?? (value === undefined ? '' : isoDay(String(value)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.5 }}>
      <IconButton aria-label={pick(PREVIOUS, lang)} disabled={!previous} onClick={() => previous && onChange(previous)} data-testid={`${testId}-previous`}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={label}
        value={shown}
        onChange={(e) => e.target.value && onChange(dayInput(day, e.target.value))}
        sx={{ flex: 1, bgcolor: 'background.paper' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: chinaToday(), 'data-testid': `${testId}-date` } }}
      />
      <IconButton aria-label={pick(NEXT, lang)} disabled={!next} onClick={() => next && onChange(next)} data-testid={`${testId}-next`}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
