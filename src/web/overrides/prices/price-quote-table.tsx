import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import IconButton from '@mui/material/IconButton';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { tAlerts } from '../../i18n/messages/alerts.ts';
import { ChartCard } from '../../charts/chart-card.tsx';
import { tPrices } from '../../i18n/messages/prices.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ChangeText } from './change-text.tsx';
import { price, specName, type PriceQuote } from './prices-format.ts';

interface Props {
  quotes: PriceQuote[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  selected: string;
  onSelect: (specsId: string) => void;
  /** Signed in: whether a spec's series is on the watchlist, and the star that adds or removes it. */
  star?: { isStarred: (specsId: string) => boolean; toggle: (specsId: string) => void };
}

// Made once, not per row and render: emotion serialises each sx object it is given.
const tableSx = {
  '& td, & th': { px: 0.75 },
  '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
} as const;
const rowSx = { cursor: 'pointer' } as const;
const avgSx = { fontWeight: 700, fontSize: '1rem' } as const;
const rangeSx = { color: 'text.secondary' } as const;

/** Each spec's latest quotation: average, range and the move on the previous quotation; a tap charts that spec. */
export function PriceQuoteTable({ quotes, status, onRetry, selected, onSelect, star }: Props) {
  const lang = useLanguage();
  const date = quotes.reduce((d, q) => (q.priceDate > d ? q.priceDate : d), '');
  return (
    <ChartCard
      title={tPrices('prices.quotes.title')}
      subtitle={date ? tPrices('prices.quotes.subtitle', { date }) : undefined}
      status={status}
      onRetry={onRetry}
      empty={quotes.length === 0}
      testId="price-quotes"
      reserve={229}
    >
      <Table size="small" sx={tableSx}>
        <TableHead>
          <TableRow>
            <TableCell>{tPrices('prices.spec')}</TableCell>
            <TableCell>{tPrices('prices.avg')}</TableCell>
            <TableCell>{tPrices('prices.range')}</TableCell>
            <TableCell>{tPrices('prices.change')}</TableCell>
            {star && <TableCell padding="none" />}
          </TableRow>
        </TableHead>
        <TableBody>
          {quotes.map((q) => (
            <TableRow
              key={q.specsId}
              hover
              selected={q.specsId === selected}
              onClick={() => onSelect(q.specsId === selected ? '' : q.specsId)}
              sx={rowSx}
              data-testid="price-quote-row"
            >
              <TableCell>{specName(q.specsId, lang)}</TableCell>
              <TableCell sx={avgSx}>{price(q.avgPrice)}</TableCell>
              <TableCell sx={rangeSx}>
                {price(q.minPrice)}–{price(q.maxPrice)}
              </TableCell>
              <TableCell>
                <ChangeText change={q.change} rate={q.changeRate} showRate />
              </TableCell>
              {star && (
                <TableCell padding="none">
                  <IconButton
                    size="small"
                    aria-label={tAlerts(star.isStarred(q.specsId) ? 'alerts.unstar' : 'alerts.star')}
                    aria-pressed={star.isStarred(q.specsId)}
                    data-testid="price-star"
                    onClick={(event) => {
                      event.stopPropagation();
                      star.toggle(q.specsId);
                    }}
                  >
                    {star.isStarred(q.specsId) ? <StarIcon fontSize="small" sx={{ color: 'warning.main' }} /> : <StarBorderIcon fontSize="small" />}
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
