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

/** Loads shipped from each market on the latest day, against the day before (GET /v1/home/queryWalkQuantity). */
export function WalkStrip() {
  const lang = useLanguage();
  const query = useHomeCall('home.queryWalkQuantity');
  const regions = query.data?.regions ?? [];
  const date = query.data?.date;
  const to = locationFor('walk-quantity/index');
  return (
    <HomeSection title={t('shell.home.walk')} subtitle={date ? t('shell.home.walkUnit', { date: date.slice(5) }) : undefined} more={to} testId="home-walk">
      <Box sx={stripSx}>
        <StripState status={query.status} empty={regions.length === 0} onRetry={() => void query.refetch()} height={STRIP_HEIGHT.walk} />
        {regions.map((r) => {
          const diff = r.today - r.yesterday;
          return (
            <ButtonBase
              key={r.regionId}
              component={RouterLink}
              to={to}
              data-testid="home-walk-region"
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: 'background.paper',
                flexDirection: 'column',
                alignItems: 'flex-start',
                minWidth: 84,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                {dictCache.name('region', r.regionId, lang)}
              </Box>
              <Box component="strong" sx={{ fontSize: 18 }}>
                {r.today}
              </Box>
              <Box component="span" sx={{ fontSize: 11, color: changeColor(diff) }}>
                {diff > 0 ? `+${diff}` : diff}
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
    </HomeSection>
  );
}
