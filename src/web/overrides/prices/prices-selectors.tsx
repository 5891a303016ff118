import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DictSelect } from '../../charts/dict-select.tsx';
import { tPrices } from '../../i18n/messages/prices.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { specName, varietyName } from './prices-format.ts';

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** One producing market of the region dictionary. */
export const PriceMarketSelect = (props: SelectProps) => (
  <DictSelect code="region" label={tPrices('prices.market')} testId="price-market" minWidth={110} {...props} />
);

/**
 * The varieties the market quotes, as chips in one line that scrolls sideways: one chip row high in
 * either language and on any width, kept while the batch loads, so the cards below never move.
 */
export function VarietyChips({ value, options, onChange }: SelectProps & { options: readonly string[] }) {
  const lang = useLanguage();
  return (
    <Box
      role="radiogroup"
      aria-label={tPrices('prices.variety')}
      sx={{
        display: 'flex',
        gap: 0.75,
        height: 32,
        overflowX: 'auto',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
        '& > *': { flexShrink: 0 },
      }}
    >
      {options.map((id) => (
        <Chip
          key={id}
          role="radio"
          aria-checked={id === value}
          label={varietyName(id, lang)}
          color={id === value ? 'primary' : 'default'}
          variant={id === value ? 'filled' : 'outlined'}
          onClick={() => onChange(id)}
          sx={{ bgcolor: id === value ? undefined : 'background.paper' }}
          data-testid={`price-variety-${id}`}
        />
      ))}
    </Box>
  );
}

/** One spec of the variety, or '' for the mean over its specs. */
export function SpecSelect({ value, options, onChange }: SelectProps & { options: readonly string[] }) {
  const lang = useLanguage();
  return (
    <TextField
      select
      size="small"
      label={tPrices('prices.spec')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 150, mt: 1 }}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'price-spec' } as object }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{tPrices('prices.allSpecs')}</MenuItem>
      {options.map((id) => (
        <MenuItem key={id} value={id} data-testid={`price-spec-${id}`}>
          {specName(id, lang)}
        </MenuItem>
      ))}
    </TextField>
  );
}
