import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useNavigate } from 'react-router';
import type { RouteId } from '../../../generated/routes.ts';
import { locationFor } from '../router/paths.ts';
import type { ChartDataCard, ChartSeries, SeriesColor } from '../../shared/chart-view-types.ts';
import { BarChart } from '../charts/bar-chart.tsx';
import { ChartCard, type ChartStatus } from '../charts/chart-card.tsx';
import { LineChart } from '../charts/line-chart.tsx';
import { PALETTE, SERIES_COLORS } from '../charts/palette.ts';
import { dictCache } from '../dicts/dict-cache.ts';
import { placeNames } from '../divisions/place-names.ts';
import { pick } from '../i18n/translate.ts';
import { tStats } from '../i18n/messages/stats.ts';
import { FigureTable } from '../charts/stats/figure-table.tsx';
import { useLanguage } from '../shell/use-language.ts';
import { shapeRows, shownSeries } from './chart-rows.ts';
import { categoryText, cellText, fillText, namesText, unitFormat, type PickerValue, type Row } from './chart-view-model.ts';
import { ChangeCell, keptRows, rowParams, sectionOf } from './chart-day-cells.tsx';
import { useStoreVersion } from './use-store-version.ts';

interface Props {
  card: ChartDataCard;
  reply: Row | undefined;
  /** Each picker's value by its param, for a series drawn only for some (decision 0142). */
  values?: Record<string, PickerValue | undefined>;
  /** Each picker's chosen label by its param, for {param} in the texts. */
  labels: Record<string, string>;
  /** A lone series' name when it declares none (the chosen month). */
  seriesName: string;
  status: ChartStatus;
  onRetry: () => void;
}

const rowsOf = (reply: Row | undefined, field: string) => (Array.isArray(reply?.[field]) ? (reply[field] as Row[]) : []);

/** One card of a statistics page: a bar or line chart, or a table, over one list of the reply. */
export function ChartViewCard({ card, reply, values = {}, labels, seriesName, status, onRetry }: Props) {
  const lang = useLanguage();
  const navigate = useNavigate();
  // English place names of a `names: { from: places }` column arrive after the rows (decision 0155).
  useStoreVersion(placeNames.subscribe, placeNames.version);
  const rows = shapeRows(card, keptRows(card, rowsOf(reply, card.rows)));
  const link = card.table?.link;
  const flag = card.estimate;
  const estimate = flag !== undefined && (reply?.[flag] === true || rows.some((r) => r[flag] === true));
  const subtitle = [card.subtitle && fillText(pick(card.subtitle, lang), labels), estimate && tStats('stats.estimate')].filter(Boolean).join(' · ');
  return (
    <ChartCard
      title={fillText(pick(card.title, lang), labels)}
      subtitle={subtitle || undefined}
      status={status}
      onRetry={onRetry}
      empty={rows.length === 0}
      testId={card.testId}
    >
      {card.chart && <SeriesChart chart={card.chart} shown={shownSeries(card.chart.series, values)} rows={rows} seriesName={seriesName} />}
      {card.table && (
        <FigureTable
          columns={card.table.columns.map((c) => ({
            label: pick(c.label, lang),
            cell: (r: Row) =>
              c.format === 'change' ? (
                <ChangeCell value={r[c.field]} />
              ) : c.names ? (
                namesText(c.names, r, c.field, lang)
              ) : (
                cellText(r[c.field], c.format ?? 'text', lang, c.dict)
              ),
          }))}
          rows={card.table.newestFirst ? [...rows].reverse() : rows}
          rowKey={(r) => String(rows.indexOf(r))}
          rowTestId={card.table.rowTestId}
          footer={card.table.total && <TotalRow table={card.table} rows={rows} />}
          onRowClick={link && ((r) => void navigate(locationFor(link.route as RouteId, rowParams(link.params, r))))}
          section={card.table.sections === undefined ? undefined : sectionOf(card.table, lang)}
        />
      )}
    </ChartCard>
  );
}

const colorOf = (color: SeriesColor) => (color.startsWith('#') ? color : PALETTE[color as keyof typeof PALETTE]);
const NUMBER_FORMATS = new Set(['exact', 'tonnes', 'share']);

/** A last row summing the columns of figures (exact, tonnes and shares); the first column names it. */
function TotalRow({ table, rows }: { table: NonNullable<ChartDataCard['table']>; rows: Row[] }) {
  const lang = useLanguage();
  return (
    <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }} data-testid={table.total!.testId}>
      {table.columns.map((c, i) => {
        const sum = rows.reduce((s, r) => s + (typeof r[c.field] === 'number' ? (r[c.field] as number) : 0), 0);
        return (
          <TableCell key={c.field}>
            {i === 0 ? pick(table.total!.label, lang) : NUMBER_FORMATS.has(c.format ?? 'text') ? cellText(sum, c.format!, lang) : ''}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

function SeriesChart({
  chart,
  shown,
  rows,
  seriesName,
}: {
  chart: NonNullable<ChartDataCard['chart']>;
  shown: readonly ChartSeries[];
  rows: Row[];
  seriesName: string;
}) {
  const lang = useLanguage();
  const unit = unitFormat[chart.series[0]!.unit];
  const series = shown.map((s, i) => ({
    id: s.field,
    label: s.label ? pick(s.label, lang) : seriesName,
    color: s.color ? colorOf(s.color) : SERIES_COLORS[i % SERIES_COLORS.length],
    ...(chart.stack ? { stack: 'all' } : {}),
    data: rows.map((r) => (typeof r[s.field] === 'number' ? (r[s.field] as number) : null)),
    valueFormatter: (v: number | null) => unitFormat[s.unit].tip(v, lang),
  }));
  const slotProps = {
    tooltip: { trigger: 'axis' as const },
    legend:
      chart.series.length > 1
        ? { direction: 'horizontal' as const, position: { vertical: 'top' as const, horizontal: 'start' as const } }
        : { sx: { display: 'none' } },
  };
  const xDict = chart.xDict;
  const categories = rows.map((r) => (xDict ? dictCache.name(xDict, r[chart.x], lang) : (r[chart.x] as string | number)));
  const format = (v: string | number, ctx: { location: string }) => categoryText(v, lang, ctx.location === 'tick' ? 'tick' : 'tooltip');
  const values = { valueFormatter: (v: number) => unit.axis(v, lang) };
  if (chart.layout === 'horizontal')
    return (
      <BarChart
        layout="horizontal"
        height={rows.length * 28 + 40}
        margin={{ left: 0, right: 24, top: 8, bottom: 0 }}
        yAxis={[{ scaleType: 'band', data: categories, width: lang === 'zh' ? 44 : 72, categoryGapRatio: 0.3, valueFormatter: format }]}
        xAxis={[{ ...values, tickNumber: 3 }]}
        series={series}
        slotProps={slotProps}
        grid={{ vertical: true }}
      />
    );
  const common = {
    height: 230,
    margin: { left: 0, right: 8, top: 8, bottom: 0 },
    yAxis: [{ width: lang === 'zh' ? 44 : 56, ...values }],
    slotProps,
    grid: { horizontal: true },
  };
  if (chart.type === 'line')
    return (
      <LineChart
        {...common}
        xAxis={[{ scaleType: 'point', data: categories, valueFormatter: format }]}
        series={series.map((s) => ({ ...s, curve: 'monotoneX' as const }))}
      />
    );
  return <BarChart {...common} xAxis={[{ scaleType: 'band', data: categories, categoryGapRatio: 0.35, valueFormatter: format }]} series={series} />;
}
