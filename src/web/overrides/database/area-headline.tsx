import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useStat } from '../../charts/use-stat.ts';
import { tDb } from '../../i18n/messages/database.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { changeColor } from '../../app/market-colors.ts';
import { NATIONAL, figure, signed } from './database-format.ts';

/** The national planted area of the latest year, as a one-line headline (no chart code on the hub). */
export function DatabaseAreaHeadline() {
  useLanguage();
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
