import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InsightsIcon from '@mui/icons-material/Insights';
import { Link as RouterLink } from 'react-router';
import { tDb } from '../../i18n/messages/database.ts';
import type { PageProps } from '../../router/lazy-page.ts';
import { locationFor } from '../../router/paths.ts';
import { DetailView } from '../../views/detail-view.tsx';
import { useDetail, type DetailRouteId } from '../../views/use-detail.ts';

/** The generic record detail, with a way on to the plot's growth against the term before and last season. */
export function SeedlingDetailPage({ routeId }: PageProps) {
  const { row } = useDetail(routeId as DetailRouteId);
  return (
    <>
      <DetailView routeId={routeId as DetailRouteId} />
      {row && typeof row.fullAddr === 'string' && (
        <Box sx={{ px: 2, pb: 2 }}>
          <Button
            component={RouterLink}
            to={locationFor('database/seedling-data', { fullAddr: row.fullAddr, solar: String(row.solarTerm ?? '') })}
            variant="outlined"
            fullWidth
            startIcon={<InsightsIcon />}
            data-testid="seedling-growth-link"
          >
            {tDb('db.seedling.growth')}
          </Button>
        </Box>
      )}
    </>
  );
}
