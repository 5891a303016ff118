import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { DictSelect } from '../../charts/dict-select.tsx';
import { termFull } from './database-format.ts';

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** A producing region of the `region` dictionary. */
export const RegionSelect = (props: SelectProps) => <DictSelect code="region" label={tDb('db.region')} testId="db-region" flex={1} {...props} />;

/** A solar term in season order (白露 … 处暑, or only the growing season's), stepped with arrows or picked from the list. */
export function TermPicker({ value, onChange, terms }: SelectProps & { terms: readonly string[] }) {
  const lang = useLanguage();
  useDicts(['solarTerm']);
  const index = terms.indexOf(value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: 1.6, minWidth: 0 }}>
      <IconButton
        size="small"
        aria-label={tDb('db.term.previous')}
        disabled={index <= 0}
        onClick={() => onChange(terms[index - 1]!)}
        data-testid="db-term-previous"
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label={tDb('db.term')}
        value={index === -1 ? '' : value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, minWidth: 0, bgcolor: 'background.paper' }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'db-term' } as object } }}
      >
        {terms.map((id) => (
          <MenuItem key={id} value={id} data-testid={`db-term-${id}`}>
            {termFull(id, lang)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton
        size="small"
        aria-label={tDb('db.term.next')}
        disabled={index === -1 || index >= terms.length - 1}
        onClick={() => onChange(terms[index + 1]!)}
        data-testid="db-term-next"
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

/** The row of pickers above a weather page. */
export function PickerBar({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 1.5, pt: 1.5 }}>{children}</Box>;
}
