import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { tAlerts } from '../../i18n/messages/alerts.ts';
import { seriesKeyOf, useWatchlist } from '../alerts/use-watchlist.ts';
import { WatchlistCard } from '../alerts/watchlist-card.tsx';
import { statQuery, useStat } from '../../charts/use-stat.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { tPrices } from '../../i18n/messages/prices.ts';
import { decodeParams, locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { WhenNear } from '../../shell/when-near.tsx';
import { PriceCompareChart } from './price-compare-chart.tsx';
import { PriceDayChartCard } from './price-day-chart.tsx';
import { PriceForecastPoll } from './price-forecast-poll.tsx';
import { PriceQuoteTable } from './price-quote-table.tsx';
import { PriceSameTermChart } from './price-same-term-chart.tsx';
import type { PriceBatch, PriceQuote } from './prices-format.ts';
import { PriceMarketSelect, VarietyChips } from './prices-selectors.tsx';

const DEFAULT_MARKET = '370828';
/**
 * The drawn heights (px, with the gap above) of the cards that wait for the reader to scroll near: each the
 * tallest its card gets (the poll signed out, with its sign-in line), so nothing below moves when one renders.
 */
const SAME_TERM_HEIGHT = 440;
const COMPARE_HEIGHT = 500;
const POLL_HEIGHT = 236;

/** The varieties a market quotes in the latest batch, its headline variety first; all varieties when it has none. */
function offeredVarieties(batch: PriceBatch | undefined, regionId: string): string[] {
  const rows = batch?.rows.filter((r) => r.regionId === regionId) ?? [];
  const ids = [...new Set([...rows.filter((r) => r.headline), ...rows].map((r) => r.goodsId))];
  return ids.length > 0 || !batch ? ids : dictCache.items('varieties').map((i) => i.id);
}

/**
 * The latest batch's quotations of a market and variety, shown in the quote table until its own call
 * answers; undefined when the batch has none of them. The call adds the specs quoted earlier in the 30
 * days; when every spec was quoted in the batch it answers these same rows.
 */
function batchQuotes(batch: PriceBatch | undefined, regionId: string, goodsId: string): PriceQuote[] | undefined {
  const rows = batch?.rows.filter((r) => r.regionId === regionId && r.goodsId === goodsId).map(({ headline: _, ...quote }) => quote) ?? [];
  return rows.length > 0 ? rows : undefined;
}

/**
 * Through `select`, TanStack Query shares the answer's structure with the rows shown before it: an answer
 * equal to the batch's rows keeps their reference, so the page is not told and does not render again.
 */
const sameQuotes = (quotes: PriceQuote[]) => quotes;

/** Official prices of one market and variety: latest quotations by spec, 30 days, the same month in three years, and the poll. */
export function GarlicPricePage() {
  useLanguage();
  useDicts(['region', 'varieties', 'specs']);
  const params = decodeParams(useLocation().search);
  const [regionId, setRegionId] = useState(typeof params.regionId === 'string' ? params.regionId : DEFAULT_MARKET);
  const [chosenGoods, setChosenGoods] = useState(typeof params.goodsId === 'string' ? params.goodsId : '');
  const [specsId, setSpecsId] = useState('');
  const batch = useStat('priceAnalyse.day', {});
  const varieties = offeredVarieties(batch.data, regionId);
  const goodsId = varieties.includes(chosenGoods) ? chosenGoods : (varieties[0] ?? '');
  const quotes = useQuery({
    ...statQuery('priceAnalyse.quotationVarietiesSpecs', { regionId, goodsId }),
    enabled: goodsId !== '',
    placeholderData: batchQuotes(batch.data, regionId, goodsId),
    select: sameQuotes,
  });
  // The same array until the quotes change, so the memoised day chart does not redraw on every answer.
  const specs = useMemo(() => (quotes.data ?? []).map((q) => q.specsId), [quotes.data]);
  const spec = specs.includes(specsId) ? specsId : '';
  const watchlist = useWatchlist();
  const star = watchlist.loggedIn
    ? {
        isStarred: (id: string) => watchlist.starred.has(seriesKeyOf({ regionId, goodsId, specsId: id })),
        toggle: (id: string) => void watchlist.toggle({ regionId, goodsId, specsId: id }),
      }
    : undefined;

  const chooseMarket = (id: string) => {
    setRegionId(id);
    setChosenGoods('');
    setSpecsId('');
  };
  const chooseGoods = (id: string) => {
    setChosenGoods(id);
    setSpecsId('');
  };
  // Every block below needs the latest batch (the varieties a market quotes): without it, one message and a retry.
  if (batch.isError) return <ErrorView onRetry={() => void batch.refetch()} />;
  return (
    <Box sx={{ pb: 2 }}>
      <WatchlistCard />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 1.5, pt: 1.5 }}>
        <PriceMarketSelect value={regionId} onChange={chooseMarket} />
        <VarietyChips value={goodsId} options={varieties} onChange={chooseGoods} />
      </Box>
      <PriceQuoteTable
        quotes={quotes.data ?? []}
        status={goodsId === '' ? 'pending' : quotes.status}
        onRetry={() => void quotes.refetch()}
        selected={spec}
        onSelect={setSpecsId}
        {...(star ? { star } : {})}
      />
      <Box sx={{ display: 'flex', gap: 1, px: 1.5, mt: 1 }}>
        <Button
          component={RouterLink}
          to={locationFor('user/price-alert-add', { regionId, goodsId, ...(spec ? { specsId: spec } : {}) })}
          variant="contained"
          size="small"
          startIcon={<NotificationsActiveIcon />}
          disabled={goodsId === ''}
          data-testid="price-alert-set"
        >
          {tAlerts('alerts.set')}
        </Button>
        <Button component={RouterLink} to={locationFor('user/price-alerts')} size="small" data-testid="price-alerts-link">
          {tAlerts('alerts.mine')}
        </Button>
      </Box>
      <PriceDayChartCard regionId={regionId} goodsId={goodsId} specsId={spec} specs={specs} onSpecChange={setSpecsId} />
      {/* Below the first screen: drawn (and called) as the reader scrolls near, each in its card's height. */}
      <WhenNear minHeight={SAME_TERM_HEIGHT}>
        <PriceSameTermChart regionId={regionId} goodsId={goodsId} specsId={spec} />
      </WhenNear>
      <WhenNear minHeight={COMPARE_HEIGHT}>
        <PriceCompareChart regionId={regionId} goodsId={goodsId} />
      </WhenNear>
      <WhenNear minHeight={POLL_HEIGHT}>
        <PriceForecastPoll goodsId={goodsId} />
      </WhenNear>
      <Box sx={{ px: 1.5 }}>
        <Button
          component={RouterLink}
          to={locationFor('garlic-price/garlic-info')}
          variant="outlined"
          fullWidth
          endIcon={<ChevronRightIcon />}
          data-testid="price-overview-link"
        >
          {tPrices('prices.overview.link')}
        </Button>
      </Box>
    </Box>
  );
}
