import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { ViewLoading } from '../../views/view-loading.tsx';
import { PullIndicator } from '../../views/pull-indicator.tsx';
import { usePullToRefresh } from '../../views/use-pull-to-refresh.ts';
import { usePlace } from '../../views/use-template-helpers.ts';
import { monthText, tonnesText } from './cold-format.ts';

/** The agent's stores, each with its latest month and whether this month is recorded (agents only: route when: agent). */
export function AgentInventoryListPage() {
  const lang = useLanguage();
  const place = usePlace();
  const stores = useStat('coldStorageInventory.myList');
  const box = useRef<HTMLDivElement>(null);
  const pull = usePullToRefresh(box, true, () => stores.refetch());
  if (stores.isPending) return <ViewLoading />;
  if (stores.isError) return <ErrorView message={tc('cold.map.failed', {}, lang)} onRetry={() => void stores.refetch()} />;
  return (
    <div ref={box}>
      <PullIndicator {...pull} />
      {stores.data.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {tc('cold.inv.noStores', {}, lang)}
        </Typography>
      )}
      <Stack spacing={1} sx={{ p: 1.5 }}>
        {stores.data.map((s) => (
          <Card key={s.coldStorageAuthId} data-testid="inventory-store">
            <CardActionArea component={RouterLink} to={locationFor('agent/inventory-detail', { coldStorageAuthId: s.coldStorageAuthId })} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }} noWrap>
                  {s.name}
                </Typography>
                <Chip
                  size="small"
                  color={s.recordedThisMonth ? 'success' : 'warning'}
                  label={tc(s.recordedThisMonth ? 'cold.inv.done' : 'cold.inv.todo', {}, lang)}
                  data-testid="inventory-status"
                />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {place(s.countyCode, s.county)} · {tonnesText(s.capacity, lang)} · {tc('cold.rooms', { n: s.hole }, lang)}
              </Typography>
              <Typography variant="body2" data-testid="inventory-latest">
                {s.latestMonth
                  ? tc('cold.inv.latest', { month: monthText(s.latestMonth, lang), t: tonnesText(s.latestCapacity, lang) }, lang)
                  : tc('cold.inv.never', {}, lang)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </div>
  );
}
