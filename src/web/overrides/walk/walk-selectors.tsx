import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DictSelect } from '../../charts/dict-select.tsx';
import { tWalk } from '../../i18n/messages/walk.ts';
import { ROUTES, routeName } from './walk-format.ts';

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** The producing market, or '' for all markets added up. */
export const MarketSelect = (props: SelectProps) => (
  <DictSelect code="region" label={tWalk('walk.market.label')} allLabel={tWalk('walk.market.all')} testId="walk-market" minWidth={130} {...props} />
);

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
