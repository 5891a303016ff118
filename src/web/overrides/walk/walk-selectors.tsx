import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tWalk } from '../../i18n/messages/walk.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ROUTES, routeName } from './walk-format.ts';

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** The producing market, or '' for all markets added up. */
export function MarketSelect({ value, onChange }: SelectProps) {
  const lang = useLanguage();
  useDicts(['region']);
  return (
    <TextField
      select
      size="small"
      label={tWalk('walk.market.label')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 130, bgcolor: 'background.paper' }}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'walk-market' } as object }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{tWalk('walk.market.all')}</MenuItem>
      {dictCache.items('region').map((item) => (
        <MenuItem key={item.id} value={item.id} data-testid={`walk-market-${item.id}`}>
          {item[lang]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One route, or '' for all routes stacked. */
export function RouteToggle({ value, onChange }: SelectProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_e, next: string | null) => next !== null && onChange(next)}
      aria-label={tWalk('walk.route.label')}
      sx={{ bgcolor: 'background.paper', flexWrap: 'nowrap' }}
    >
      <ToggleButton value="" data-testid="walk-route-all" sx={{ px: 1.25 }}>
        {tWalk('walk.route.all')}
      </ToggleButton>
      {ROUTES.map((route) => (
        <ToggleButton key={route.id} value={route.id} data-testid={`walk-route-${route.id}`} sx={{ px: 1.25, whiteSpace: 'nowrap' }}>
          {routeName(route.id)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
