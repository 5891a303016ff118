import type { ChartWidgetProps } from '../../../shared/chart-view-types.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartCard } from '../../charts/chart-card.tsx';
import { useStat } from '../../charts/use-stat.ts';
import { changeColor } from '../../app/market-colors.ts';
import { tWalk } from '../../i18n/messages/walk.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { currentMonth } from '../../../shared/china-time.ts';
import { ROUTES, TOTAL_COLOR, estimatedTonnes, monthName, percent, routeName, short, type WalkChange } from './walk-format.ts';

interface Props {
  month: string;
  regionId: string;
  /** The route to set off from the others, or '' for none. */
  routeId?: string;
}

function Change({ label, value }: { label: string; value: number | null }) {
  return (
    <Typography variant="caption" component="p" sx={{ whiteSpace: 'nowrap' }}>
      {label}{' '}
      <Box component="span" sx={{ color: changeColor(value), fontWeight: 600 }}>
        {percent(value)}
      </Box>
    </Typography>
  );
}

function Figure({ name, color, change, note, strong }: { name: string; color: string; change: WalkChange; note?: string; strong?: boolean }) {
  const lang = useLanguage();
  return (
    <Box
      sx={{ p: 1, borderRadius: 1, border: 1, borderColor: strong ? color : 'divider', borderLeft: 4, borderLeftColor: color, minWidth: 0 }}
      data-testid="walk-summary-figure"
    >
      <Typography variant="caption" color="text.secondary">
        {name}
      </Typography>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, fontWeight: 700 }} data-testid="walk-summary-value">
        {short(change.current, lang)}
      </Typography>
      {note && (
        <Typography variant="caption" component="p" color="text.secondary">
          {note}
        </Typography>
      )}
      <Change label={tWalk('walk.summary.chain')} value={change.chain} />
      <Change label={tWalk('walk.summary.yoy')} value={change.yoy} />
    </Box>
  );
}

/** The month's loads in all and per route, with month-on-month and year-on-year change. */
export function WalkSummaryCards({ month, regionId, routeId = '' }: Props) {
  const lang = useLanguage();
  const query = useStat('walkQuantity.monthChain', { walkQuantityDate: month, ...(regionId ? { regionId } : {}) }, month !== '');
  const data = query.data;
  const tonnes = data
    ? estimatedTonnes(Object.fromEntries(ROUTES.map((r, i) => [r.key, data.routes[i]?.current ?? 0])) as Parameters<typeof estimatedTonnes>[0])
    : 0;
  return (
    <ChartCard
      title={tWalk('walk.summary.title', { month: month ? monthName(month, lang) : '' })}
      subtitle={data ? tWalk('walk.summary.subtitle', { day: data.throughDay }) : undefined}
      status={month ? query.status : 'pending'}
      onRetry={() => void query.refetch()}
      empty={!data || data.throughDay === 0}
      testId="walk-summary"
    >
      {data && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Figure
            name={tWalk('walk.summary.total')}
            color={TOTAL_COLOR}
            change={data.total}
            note={tWalk('walk.summary.tonnes', { tonnes: short(tonnes, lang) })}
            strong={routeId === ''}
          />
          {data.routes.map((r) => {
            const route = ROUTES.find((x) => x.id === r.routeId)!;
            return <Figure key={r.routeId} name={routeName(r.routeId ?? '')} color={route.color} change={r} strong={routeId === r.routeId} />;
          })}
        </Box>
      )}
    </ChartCard>
  );
}

/** The summary as a card of the monthly statistics page (view.chart), for its month across all markets. */
export const WalkMonthSummary = ({ values }: ChartWidgetProps) => <WalkSummaryCards month={String(values.walkQuantityDate ?? '')} regionId="" />;

/**
 * The summary as a card of the shipments page (view.chart): the latest month with figures in the chosen
 * market (this month unless figures lag), with the chosen route set off.
 */
export function WalkLatestSummary({ values }: ChartWidgetProps) {
  const regionId = String(values.regionId ?? '');
  const trend = useStat('walkQuantity.trend', regionId ? { regionId } : {});
  const month = trend.data?.at(-1)?.month ?? (trend.isError ? currentMonth() : '');
  return <WalkSummaryCards month={month} regionId={regionId} routeId={String(values.routeId ?? '')} />;
}
