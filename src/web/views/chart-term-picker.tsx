import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { TermOrder } from '../../shared/chart-group-types.ts';
import { TERM_ORDERS, termFull } from '../charts/solar-term-format.ts';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { useDicts } from './use-dicts.ts';

const PREVIOUS = { en: 'Previous term', zh: '上一节气' };
const NEXT = { en: 'Next term', zh: '下一节气' };

interface Props {
  order: TermOrder;
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** Names the select; its options are <testId>-<id>, its arrows <testId>-previous and <testId>-next. */
  testId: string;
}

/** A solar term of a chart view (picker `terms:`, decision 0143), picked from the list or stepped with arrows in the order's sequence. */
export function TermStepper({ order, label, value, onChange, testId }: Props) {
  const lang = useLanguage();
  useDicts(['solarTerm']);
  const terms = TERM_ORDERS[order];
  const index = terms.indexOf(value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1, py: 0.5 }}>
      <IconButton
        size="small"
        aria-label={pick(PREVIOUS, lang)}
        disabled={index <= 0}
        onClick={() => onChange(terms[index - 1]!)}
        data-testid={`${testId}-previous`}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={label}
        value={index === -1 ? '' : value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
      >
        {terms.map((id) => (
          <MenuItem key={id} value={id} data-testid={`${testId}-${id}`}>
            {termFull(id, lang)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        size="small"
        aria-label={pick(NEXT, lang)}
        disabled={index === -1 || index >= terms.length - 1}
        onClick={() => onChange(terms[index + 1]!)}
        data-testid={`${testId}-next`}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
