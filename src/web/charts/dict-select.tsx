import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { dictCache } from '../dicts/dict-cache.ts';
import { useLanguage } from '../shell/use-language.ts';
import { useDicts } from '../views/use-dicts.ts';

export interface DictSelectProps {
  code: string;
  label: string;
  value: string;
  onChange: (id: string) => void;
  /** Names the select (`data-testid`) and each option (`<testId>-<id>`). */
  testId: string;
  /** The label of a first option with the value '' (all markets, the national figure); none without it. */
  allLabel?: string;
  /** Share of a picker row's width; without it the select keeps `minWidth`. */
  flex?: number;
  minWidth?: number;
}

/** A dictionary's items as a compact select above a chart, in the reader's language. */
export function DictSelect({ code, label, value, onChange, testId, allLabel, flex, minWidth = 0 }: DictSelectProps) {
  const lang = useLanguage();
  useDicts([code]);
  const withAll = allLabel !== undefined;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex, minWidth, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: withAll, SelectDisplayProps: { 'data-testid': testId } as object }, inputLabel: withAll ? { shrink: true } : {} }}
    >
      {withAll && <MenuItem value="">{allLabel}</MenuItem>}
      {dictCache.items(code).map((item) => (
        <MenuItem key={item.id} value={item.id} data-testid={`${testId}-${item.id}`}>
          {item[lang]}
        </MenuItem>
      ))}
    </TextField>
  );
}
