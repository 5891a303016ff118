import { useEffect, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FILTER_ROW_HEIGHT, type FilterDef } from './list-filter-options.ts';
import { isComposingEnter } from './ime.ts';
import { LocalDateField } from './local-date-field.tsx';

interface Props {
  defs: FilterDef[];
  values: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
}

const FIELD_SX = { minWidth: 110, flex: '1 0 auto', bgcolor: 'background.paper' } as const;

/** A date filter, read in the user's language over the phone's own picker: a day picked (or cleared) is final. */
function DateFilter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (field: string, value: string) => void }) {
  return (
    <LocalDateField
      id={`list-filter-${def.field}-date`}
      name={def.field}
      value={value}
      label={def.label}
      size="small"
      sx={{ ...FIELD_SX, flex: '0 0 auto', width: 160 }}
      textTestId={`list-filter-${def.field}-text`}
      inputTestId={`list-filter-${def.field}-input`}
      testId={`list-filter-${def.field}`}
      onChange={(day) => onChange(def.field, day)}
    />
  );
}

/** A typed-in filter: the list asks again when the person presses Enter or leaves the box, not on each key. */
function TypedFilter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (field: string, value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onChange(def.field, text.trim());
  };
  return (
    <TextField
      size="small"
      type="search"
      label={def.label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !isComposingEnter(e)) commit();
      }}
      sx={{ ...FIELD_SX, flex: '0 0 auto', width: 150 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `list-filter-${def.field}-input` } }}
      data-testid={`list-filter-${def.field}`}
    />
  );
}

/** One compact select or input per filter field, in a row that scrolls sideways on narrow screens. */
export function ListFilters({ defs, values, onChange }: Props) {
  if (defs.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', py: 1, px: 1.5, boxSizing: 'border-box', height: FILTER_ROW_HEIGHT }}
      data-testid="list-filters"
    >
      {defs.map((def) =>
        def.kind === 'select' ? (
          <TextField
            key={def.field}
            select
            size="small"
            label={def.label}
            value={values[def.field] ?? ''}
            onChange={(e) => onChange(def.field, e.target.value)}
            sx={FIELD_SX}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            data-testid={`list-filter-${def.field}`}
          >
            {def.options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : def.kind === 'date' ? (
          <DateFilter key={def.field} def={def} value={values[def.field] ?? ''} onChange={onChange} />
        ) : (
          <TypedFilter key={def.field} def={def} value={values[def.field] ?? ''} onChange={onChange} />
        ),
      )}
    </Stack>
  );
}
