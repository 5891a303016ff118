import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tInventory } from '../../i18n/messages/inventory.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';

/** A producing region, or '' for the national figures. */
export function RegionSelect({ value, onChange }: { value: string; onChange: (regionId: string) => void }) {
  const lang = useLanguage();
  useDicts(['region']);
  return (
    <TextField
      select
      size="small"
      label={tInventory('inventory.region.label')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 140, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'stock-region' } as object }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{tInventory('inventory.region.national')}</MenuItem>
      {dictCache.items('region').map((item) => (
        <MenuItem key={item.id} value={item.id} data-testid={`stock-region-${item.id}`}>
          {item[lang]}
        </MenuItem>
      ))}
    </TextField>
  );
}
