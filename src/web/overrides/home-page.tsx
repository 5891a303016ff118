import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SellIcon from '@mui/icons-material/Sell';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Link as RouterLink } from 'react-router';
import { app } from '../../../generated/app.ts';
import { pick, t } from '../i18n/translate.ts';
import { locationFor } from '../router/paths.ts';
import { ListView } from '../views/list-view.tsx';
import { ShortcutTiles, type Shortcut } from './shortcut-tiles.tsx';
import { TwoDayStatistic } from './two-day-statistic.tsx';

const shortcuts: readonly Shortcut[] = [
  { route: 'transaction/transaction', icon: StorefrontIcon },
  { route: 'transaction/buy-list', icon: ShoppingCartIcon },
  { route: 'transaction/sale-list', icon: SellIcon },
  { route: 'transaction/transaction-add', icon: PostAddIcon },
  { route: 'user/my-transaction-list', icon: ListAltIcon },
];

const homeList = { endpoint: 'home.queryBuySell', item: 'tradePost', params: {}, filters: [] } as const;

/** The home route: its own navigation bar, shortcuts, the two-day statistic and the latest posts. */
export function HomePage() {
  return (
    <>
      <Box
        component="header"
        sx={(theme) => ({
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          bgcolor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          px: 2,
          py: 1.5,
        })}
      >
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {pick(app.name)}
        </Typography>
      </Box>
      <ShortcutTiles items={shortcuts} label={t('shell.home.shortcuts')} />
      <TwoDayStatistic />
      <Box component="section" aria-labelledby="home-latest">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pb: 1 }}>
          <Typography id="home-latest" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('shell.home.latest')}
          </Typography>
          <Button component={RouterLink} to={locationFor('transaction/transaction-list')} size="small" data-testid="home-more">
            {t('shell.home.more')}
          </Button>
        </Box>
        <ListView view={homeList} pageSize={app.homeBuySellPageSize} refresh={false} />
      </Box>
    </>
  );
}
