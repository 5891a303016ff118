import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { termFull } from './database-format.ts';

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** A dictionary's items as a compact select; `testId` names the select and each option. */
export function DictSelect({ code, label, value, onChange, testId, flex = 1 }: SelectProps & { code: string; label: string; testId: string; flex?: number }) {
  const lang = useLanguage();
  useDicts([code]);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex, minWidth: 0, bgcolor: 'background.paper' }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {dictCache.items(code).map((item) => (
        <MenuItem key={item.id} value={item.id} data-testid={`${testId}-${item.id}`}>
          {item[lang]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A producing region of the `region` dictionary. */
export const RegionSelect = (props: SelectProps) => <DictSelect code="region" label={tDb('db.region')} testId="db-region" {...props} />;

/** A solar term in season order (白露 … 处暑, or only the growing season's), stepped with arrows or picked from the list. */
export function TermPicker({ value, onChange, terms }: SelectProps & { terms: readonly string[] }) {
  const lang = useLanguage();
  useDicts(['solarTerm']);
  const index = terms.indexOf(value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: 1.6, minWidth: 0 }}>
      <IconButton size="small" aria-label={tDb('db.term.previous')} disabled={index <= 0} onClick={() => onChange(terms[index - 1]!)} data-testid="db-term-previous">
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
      <IconButton size="small" aria-label={tDb('db.term.next')} disabled={index === -1 || index >= terms.length - 1} onClick={() => onChange(terms[index + 1]!)} data-testid="db-term-next">
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

/** The row of pickers above a weather page. */
export function PickerBar({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 1.5, pt: 1.5 }}>{children}</Box>;
}
