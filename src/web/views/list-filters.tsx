import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FILTER_ROW_HEIGHT, type FilterDef } from './list-filter-options.ts';

interface Props {
  defs: FilterDef[];
  values: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
}

/** One compact select per filter field, in a row that scrolls sideways on narrow screens. */
export function ListFilters({ defs, values, onChange }: Props) {
  if (defs.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', py: 1, px: 1.5, boxSizing: 'border-box', height: FILTER_ROW_HEIGHT }} data-testid="list-filters">
      {defs.map((def) => (
        <TextField
          key={def.field}
          select
          size="small"
          label={def.label}
          value={values[def.field] ?? ''}
          onChange={(e) => onChange(def.field, e.target.value)}
          sx={{ minWidth: 110, flex: '1 0 auto', bgcolor: 'background.paper' }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid={`list-filter-${def.field}`}
        >
          {def.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}
