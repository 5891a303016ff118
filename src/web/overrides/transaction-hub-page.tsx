import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SellIcon from '@mui/icons-material/Sell';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Link as RouterLink } from 'react-router';
import { t } from '../i18n/translate.ts';
import { locationFor } from '../router/paths.ts';
import { ShortcutTiles, type Shortcut } from './shortcut-tiles.tsx';
import { TwoDayStatistic } from './two-day-statistic.tsx';

const lists: readonly Shortcut[] = [
  { route: 'transaction/transaction-list', icon: ViewListIcon },
  { route: 'transaction/buy-list', icon: ShoppingCartIcon },
  { route: 'transaction/sale-list', icon: SellIcon },
];

/** The buy & sell hub: the three post lists, the two-day statistic and a way to publish. */
export function TransactionHubPage() {
  return (
    <>
      <ShortcutTiles items={lists} label={t('shell.home.shortcuts')} />
      <TwoDayStatistic />
      <Box sx={{ px: 2, py: 1 }}>
        <Button
          component={RouterLink}
          to={locationFor('transaction/transaction-add')}
          variant="contained"
          fullWidth
          size="large"
          startIcon={<PostAddIcon />}
          data-testid="hub-publish"
        >
          {t('shell.hub.publish')}
        </Button>
      </Box>
    </>
  );
}
