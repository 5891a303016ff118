import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { app } from '../../../generated/app.ts';
import { pick, t } from '../i18n/translate.ts';
import { locationFor } from '../router/paths.ts';
import { useLanguage } from '../shell/use-language.ts';
import { Banners } from './home/banners.tsx';
import { HotMessages } from './content/hot-messages.tsx';
import { homeDate } from './home/home-date.ts';
import { HomeMenu } from './home/menu-grid.tsx';
import { PriceStrip } from './home/price-strip.tsx';
import { RegionVideoStrip } from './home/region-video-strip.tsx';
import { WalkStrip } from './home/walk-strip.tsx';
import { TwoDayStatistic } from './two-day-statistic.tsx';
import { useLoggedIn } from '../shell/use-session.ts';
import { WhenNear } from '../shell/when-near.tsx';

// The live, more and webview pages take these home widgets from this module rather than from their
// files: the bundler then keeps them in the home chunk instead of splitting them into small shared
// chunks that the home route would load one by one (measured: 3 KB more first-load JavaScript).
export { Banners } from './home/banners.tsx';
export { Carousel, type Slide } from './home/carousel.tsx';
export { HomeSection, StripState, stripSx } from './home/home-section.tsx';
export { MenuGrid, useMenuLinks } from './home/menu-grid.tsx';
export { useAppConfig } from './home/use-home-data.ts';
export { VideoTile, type Broadcast } from './home/video-tile.tsx';

// The latest posts are the last block, below the first screen: the list engine (cards, chips, paging),
// its call and its dictionaries load when the reader scrolls near it (decision 0140), and nothing
// under it can move when it arrives.
const ListView = lazy(() => import('../views/list-view.tsx').then((m) => ({ default: m.ListView })));
// Signed-in users' starred series: loaded only for them, so the first screen signed out stays as it was.
const WatchlistCard = lazy(() => import('./alerts/watchlist-card.tsx').then((m) => ({ default: m.WatchlistCard })));

/**
 * A phone turned sideways puts the menu beside the banners and the hot messages: one above the other,
 * they would fill its short screen, and the prices below would start a screen further down.
 */
const SIDEWAYS_TOP = {
  '@media (orientation: landscape) and (max-height: 600px)': {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gridTemplateAreas: '"banners menu" "hot menu"',
    alignItems: 'start',
  },
} as const;

const homeList = { endpoint: 'home.queryBuySell', item: 'tradePost', params: {}, filters: [] } as const;

/**
 * What a garlic trader opens every morning, its own navigation bar first: banners, the menu grid,
 * hot messages, today's prices, shipments, market video, then the latest buy and sell posts.
 */
export function HomePage() {
  const lang = useLanguage();
  const loggedIn = useLoggedIn();
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
          py: 1.25,
          display: 'flex',
          alignItems: 'baseline',
          gap: 1.5,
        })}
      >
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          {pick(app.name)}
        </Typography>
        <Typography variant="caption" data-testid="home-date">
          {homeDate(lang)}
        </Typography>
      </Box>
      <Box sx={SIDEWAYS_TOP}>
        <Box sx={{ gridArea: 'banners' }}>
          <Banners bannerType="1" testId="home-banners" />
        </Box>
        <Box sx={{ mt: 1.5, gridArea: 'menu' }}>
          <HomeMenu />
        </Box>
        <Box sx={{ gridArea: 'hot' }}>
          <HotMessages />
        </Box>
      </Box>
      {loggedIn && (
        <Suspense fallback={null}>
          <WatchlistCard />
        </Suspense>
      )}
      <PriceStrip />
      <WalkStrip />
      <RegionVideoStrip />
      <TwoDayStatistic />
      <Box component="section" aria-labelledby="home-latest">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pb: 1 }}>
          <Typography id="home-latest" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('shell.home.latest')}
          </Typography>
          <Button component={RouterLink} to={locationFor('transaction/transaction-list')} size="small" data-testid="home-more">
            {t('shell.home.more')}
          </Button>
        </Box>
        <WhenNear minHeight={240}>
          <Suspense fallback={null}>
            <ListView view={homeList} pageSize={app.homeBuySellPageSize} refresh={false} />
          </Suspense>
        </WhenNear>
      </Box>
    </>
  );
}
