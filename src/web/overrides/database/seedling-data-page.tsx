import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useStat } from '../../charts/use-stat.ts';
import { tDb } from '../../i18n/messages/database.ts';
import type { PageProps } from '../../router/lazy-page.ts';
import { decodeParams, locationFor, routeById } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { PullIndicator } from '../../views/pull-indicator.tsx';
import { usePullToRefresh } from '../../views/use-pull-to-refresh.ts';
import { usePlace } from '../../views/use-template-helpers.ts';
import { termOf } from '../../../shared/solar-terms.ts';
import { DEFAULT_REGION, GROWING } from './database-format.ts';
import { TermStepper } from '../../views/chart-term-picker.tsx';
import { SeedlingChangeTable } from './seedling-change-table.tsx';
import { SeedlingGrowthChart } from './seedling-growth-chart.tsx';
import { SeedlingPhotos } from './seedling-photos.tsx';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** A plot's seedlings in a solar term: against the term before and a season before, the season's curve, the photos. */
export function SeedlingDataPage({ routeId }: PageProps) {
  useLanguage();
  const place = usePlace();
  const params = decodeParams(useLocation().search);
  const plots = useStat('seedGrowth.plots');
  const [chosenPlot, setPlot] = useState(text(params.fullAddr));
  const [chosenTerm, setTerm] = useState(text(params.solar));
  // Without a plot asked for, the best-kept one in the default region (Jinxiang), else the best-kept.
  const plot = plots.data?.find((p) => p.fullAddr === chosenPlot) ?? plots.data?.find((p) => p.regionId === DEFAULT_REGION) ?? plots.data?.[0];
  const fullAddr = chosenPlot ?? plot?.fullAddr ?? '';
  // Without a term asked for, the plot's latest visit's.
  const latestTerm = plot ? String(termOf(plot.latestDate).term) : '';
  const solar = chosenTerm ?? (GROWING.includes(latestTerm) ? latestTerm : GROWING[1]!);
  const stats = useStat('seedGrowth.tbHb', { fullAddr, solar }, fullAddr !== '');
  const status = fullAddr === '' ? (plots.isError ? 'error' : 'pending') : stats.status;
  const retry = () => void (fullAddr === '' ? plots.refetch() : stats.refetch());

  const client = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(container, routeById(routeId).refresh, () =>
    client.refetchQueries({ predicate: (q) => String(q.queryKey[1]).startsWith('seedGrowth.') }),
  );
  return (
    <div ref={container} style={{ overscrollBehaviorY: 'contain', paddingBottom: 16 }}>
      <PullIndicator {...pull} />
      <Box sx={{ px: 1.5, pt: 1.5 }}>
        <TextField
          select
          fullWidth
          size="small"
          label={tDb('db.seedling.plot')}
          value={plots.data?.some((p) => p.fullAddr === fullAddr) ? fullAddr : ''}
          onChange={(e) => setPlot(e.target.value)}
          sx={{ bgcolor: 'background.paper' }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'seedling-plot' } as object } }}
        >
          {(plots.data ?? []).map((p, i) => (
            <MenuItem key={p.fullAddr} value={p.fullAddr} data-testid={`seedling-plot-${i}`}>
              {place(...p.divisions.flatMap((d) => [d.code, d.name]))} · {tDb('db.seedling.records', { count: p.records })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TermStepper order="growing" label={tDb('db.term')} value={solar} onChange={setTerm} testId="db-term" />
      <SeedlingChangeTable data={stats.data} solarTerm={solar} status={status} onRetry={retry} />
      <SeedlingGrowthChart data={stats.data} solarTerm={solar} status={status} onRetry={retry} />
      <SeedlingPhotos fullAddr={fullAddr} solar={solar} waiting={status} onRetryWaiting={retry} />
      <Box sx={{ display: 'flex', gap: 1, px: 1.5 }}>
        <Button component={RouterLink} to={locationFor('database/seedling-list')} variant="outlined" fullWidth data-testid="seedling-list-link">
          {tDb('db.seedling.list')}
        </Button>
        <Button component={RouterLink} to={locationFor('database/add-seedling')} variant="contained" fullWidth data-testid="seedling-add-link">
          {tDb('db.seedling.add')}
        </Button>
      </Box>
    </div>
  );
}
