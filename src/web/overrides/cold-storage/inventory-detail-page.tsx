import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { decodeParams } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { ViewLoading } from '../../views/view-loading.tsx';
import { monthText, tonnesText } from './cold-format.ts';
import { CategoryTable } from './inventory-tables.tsx';
import { InventoryRecord } from './inventory-record.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper sx={{ mx: 1.5, mt: 1.5, p: 1.5 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Detail({ id }: { id: string }) {
  const lang = useLanguage();
  const detail = useStat('coldStorageInventory.myDetail', { coldStorageAuthId: id });
  if (detail.isPending) return <ViewLoading />;
  if (detail.isError) return <ErrorView message={tc('cold.detail.failed', {}, lang)} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <Box sx={{ pb: 2 }}>
      <Paper square elevation={0} sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h1" data-testid="inventory-store-name">
          {d.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tc('cold.inv.limit', { t: tonnesText(d.threshold, lang), rooms: tc('cold.rooms', { n: d.holeThreshold }, lang) }, lang)}
        </Typography>
      </Paper>
      <Section title={tc('cold.inv.thisMonth', { month: monthText(d.storeMonth, lang) }, lang)}>
        <CategoryTable rows={d.thatMonthCategoryList} testId="inventory-this-month" />
        {d.recorded && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="inventory-this-total">
            {tc('cold.inv.total', { t: tonnesText(d.totalCapacity, lang), rooms: tc('cold.rooms', { n: d.totalHole }, lang) }, lang)}
          </Typography>
        )}
      </Section>
      <Section title={tc('cold.inv.lastMonth', { month: monthText(d.lastMonth, lang) }, lang)}>
        <CategoryTable rows={d.lastMonthCategoryList} testId="inventory-last-month" />
      </Section>
      <InventoryRecord key={`${d.storeMonth}:${d.totalCapacity}:${d.recorded}`} detail={d} />
      <Section title={tc('cold.inv.history', {}, lang)}>
        <Stack spacing={0.75} data-testid="inventory-history">
          {d.history.map((h) => (
            <Box key={h.storeMonth}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{monthText(h.storeMonth, lang)}</Typography>
                <Typography variant="body2">{tonnesText(h.capacity, lang)}</Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, d.threshold > 0 ? (h.capacity / d.threshold) * 100 : 0)}
                aria-label={`${monthText(h.storeMonth, lang)} ${tonnesText(h.capacity, lang)}`}
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
          ))}
        </Stack>
      </Section>
    </Box>
  );
}

/** One of the agent's stores: this month and last by goods, the month's record, the last twelve months (agents only: route when: agent). */
export function AgentInventoryDetailPage() {
  const lang = useLanguage();
  const raw = decodeParams(useLocation().search).coldStorageAuthId;
  if (raw === undefined || raw === null || raw === '') return <ErrorView message={tc('cold.detail.failed', {}, lang)} onRetry={() => window.history.back()} />;
  return <Detail id={String(raw)} />;
}
