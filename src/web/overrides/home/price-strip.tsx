import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';
import { dictCache } from '../../dicts/dict-cache.ts';
import { t } from '../../i18n/translate.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { HomeSection, STRIP_HEIGHT, StripState, stripSx } from './home-section.tsx';
import { useHomeCall } from './use-home-data.ts';
import { changeColor } from '../../app/market-colors.ts';

/** ▲ red for a rise, ▼ green for a fall: the Chinese market colours. */
function Change({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Box component="span" sx={{ color: 'text.disabled' }}>
        –
      </Box>
    );
  const mark = change > 0 ? '▲' : change < 0 ? '▼' : '';
  return <Box component="span" sx={{ color: changeColor(change) }}>{`${mark}${Math.abs(change).toFixed(2)}`}</Box>;
}

/** Each market's headline price today (GET /v1/home/queryPrice); a card opens that market's prices. */
export function PriceStrip() {
  const lang = useLanguage();
  const query = useHomeCall('home.queryPrice');
  const rows = query.data ?? [];
  const date = rows.reduce((latest, r) => (r.priceDate > latest ? r.priceDate : latest), '');
  return (
    <HomeSection
      title={t('shell.home.prices')}
      subtitle={date ? t('shell.home.pricesUnit', { date: date.slice(5) }) : undefined}
      more={locationFor('garlic-price/garlic-info')}
      testId="home-prices"
    >
      <Box sx={stripSx}>
        <StripState status={query.status} empty={rows.length === 0} onRetry={() => void query.refetch()} height={STRIP_HEIGHT.prices} />
        {rows.map((r) => (
          <ButtonBase
            key={r.regionId}
            component={RouterLink}
            to={locationFor('garlic-price/garlic-price', { regionId: r.regionId, goodsId: r.goodsId })}
            data-testid="home-price"
            sx={{
              width: 116,
              p: 1.25,
              borderRadius: 2,
              bgcolor: 'background.paper',
              flexDirection: 'column',
              alignItems: 'flex-start',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Box component="strong" sx={{ fontSize: 14 }}>
              {dictCache.name('region', r.regionId, lang)}
            </Box>
            <Box
              component="span"
              sx={{ fontSize: 11, lineHeight: 1.25, color: 'text.secondary', maxWidth: '100%', overflowWrap: 'anywhere', textAlign: 'left' }}
            >
              {dictCache.name('varieties', r.goodsId, lang)} {dictCache.name('specs', r.specsId, lang)}
            </Box>
            <Box component="span" sx={{ fontSize: 20, fontWeight: 700, color: 'accent.main', mt: 0.5 }}>
              {r.avgPrice.toFixed(2)}
            </Box>
            <Box component="span" sx={{ fontSize: 12 }}>
              <Change change={r.change} />
            </Box>
          </ButtonBase>
        ))}
      </Box>
    </HomeSection>
  );
}
