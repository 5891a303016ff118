import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import { Link as RouterLink } from 'react-router';
import { tAlerts } from '../../i18n/messages/alerts.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { ChangeText } from '../prices/change-text.tsx';
import { gradeName, price, regionName } from '../prices/prices-format.ts';
import { seriesKeyOf, useWatchlist } from './use-watchlist.ts';

/** The signed-in user's starred series, first on the home and price pages: latest average and change; a tap opens the series. */
export function WatchlistCard() {
  const lang = useLanguage();
  useDicts(['region', 'varieties', 'specs']);
  const { rows } = useWatchlist();
  if (rows.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby="watchlist-title" elevation={0} sx={{ mx: 1.5, mt: 1.5, p: 1.5 }} data-testid="watchlist">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
        <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
        <Typography id="watchlist-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {tAlerts('alerts.watchlist.title')}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {tAlerts('alerts.watchlist.subtitle')}
      </Typography>
      {rows.map((r) => (
        <ButtonBase
          key={seriesKeyOf(r)}
          component={RouterLink}
          to={locationFor('garlic-price/garlic-price', { regionId: r.regionId, goodsId: r.goodsId })}
          data-testid="watchlist-row"
          sx={{
            display: 'flex',
            width: '100%',
            justifyContent: 'space-between',
            alignItems: 'center',
            py: 0.75,
            borderTop: 1,
            borderColor: 'divider',
            textAlign: 'left',
          }}
        >
          <Box sx={{ minWidth: 0, flex: 1, pr: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {regionName(r.regionId, lang)}
              {r.priceDate && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {` · ${r.priceDate.slice(5)}`}
                </Typography>
              )}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {gradeName(r.goodsId, r.specsId, lang)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexShrink: 0 }}>
            <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid="watchlist-price">
              {r.avgPrice === undefined ? tAlerts('alerts.watchlist.noPrice') : price(r.avgPrice)}
            </Typography>
            <ChangeText change={r.change ?? null} rate={r.changeRate ?? null} showRate />
          </Box>
        </ButtonBase>
      ))}
    </Paper>
  );
}
