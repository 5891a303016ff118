import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import DeviceThermostatIcon from '@mui/icons-material/DeviceThermostat';
import GrassIcon from '@mui/icons-material/Grass';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import PublicIcon from '@mui/icons-material/Public';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import TableChartIcon from '@mui/icons-material/TableChart';
import ThermostatAutoIcon from '@mui/icons-material/ThermostatAuto';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import { useStat } from '../../charts/use-stat.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ShortcutTiles, type Shortcut } from '../shortcut-tiles.tsx';
import { changeColor } from '../../app/market-colors.ts';
import { NATIONAL, figure, signed } from './database-format.ts';

const growing: readonly Shortcut[] = [
  { route: 'database/weather-data', icon: DeviceThermostatIcon },
  { route: 'database/weather-total-data', icon: ThermostatAutoIcon },
  { route: 'database/fine-weather-data', icon: WbSunnyIcon },
  { route: 'database/area-data', icon: AgricultureIcon },
  { route: 'database/seedling-list', icon: GrassIcon },
  { route: 'database/seedling-data', icon: InsightsIcon },
  { route: 'database/add-seedling', icon: AddCircleOutlineIcon },
];

const market: readonly Shortcut[] = [
  { route: 'garlic-price/garlic-price', icon: PriceChangeIcon },
  { route: 'garlic-price/garlic-info', icon: QueryStatsIcon },
  { route: 'walk-quantity/index', icon: LocalShippingIcon },
  { route: 'walk-quantity/month-statistics', icon: TableChartIcon },
  { route: 'export-statistics/export-statistics', icon: PublicIcon },
  { route: 'inventory/inventory', icon: Inventory2Icon },
];

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle2" sx={{ px: 2, pt: 2, pb: 0.5, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/** The national planted area of the latest year, as a one-line headline (no chart code on the hub). */
function AreaHeadline() {
  const query = useStat('regionArea.lastThreeYears');
  const national = query.data?.regions.find((r) => r.regionId === NATIONAL);
  const year = query.data?.years.at(-1);
  const [before, latest] = [national?.areas.at(-2) ?? null, national?.areas.at(-1) ?? null];
  if (!year || latest === null) return null;
  const change = before === null ? null : ((latest - before) / before) * 100;
  return (
    <Box
      sx={{ mx: 1.5, mt: 1.5, p: 1.5, bgcolor: 'background.paper', borderRadius: 1, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
      data-testid="hub-area"
    >
      <Typography variant="body2" color="text.secondary">
        {tDb('db.hub.area', { year })}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums' }}>{figure(latest)}</Typography>
      <Typography variant="body2">{tDb('db.area.unit')}</Typography>
      {change !== null && (
        <Typography variant="body2" sx={{ color: changeColor(change), fontWeight: 600 }}>
          {signed(change, 1, '%')}
        </Typography>
      )}
    </Box>
  );
}

/** The VIP data hub: the crop and weather pages, then the market data pages of other areas. */
export function DatabaseHubPage() {
  useLanguage();
  return (
    <Box sx={{ pb: 2 }}>
      <AreaHeadline />
      <Heading>{tDb('db.hub.growing')}</Heading>
      <ShortcutTiles items={growing} label={tDb('db.hub.growing')} />
      <Heading>{tDb('db.hub.market')}</Heading>
      <ShortcutTiles items={market} label={tDb('db.hub.market')} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1.5 }}>
        {tDb('db.hub.note')}
      </Typography>
    </Box>
  );
}
