import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import type { ChartGroups } from '../../shared/chart-group-types.ts';
import type { ChartDataCard, ChartUnit } from '../../shared/chart-view-types.ts';
import { BarChart } from '../charts/bar-chart.tsx';
import { ChartCard, type ChartStatus } from '../charts/chart-card.tsx';
import { LineChart } from '../charts/line-chart.tsx';
import { PALETTE, SERIES_COLORS } from '../charts/palette.ts';
import { SEASON_COLORS, TERM_ORDERS, termFull, termName, termTick } from '../charts/solar-term-format.ts';
import { pick } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { groupText, valueAt } from './chart-group-model.ts';
import { cellText, fillText, unitFormat, type PickerValue, type Row } from './chart-view-model.ts';
import { useDicts } from './use-dicts.ts';

interface Props {
  card: ChartDataCard;
  reply: Row | undefined;
  /** Each picker's chosen label by its param, for {param} in the texts. */
  labels: Record<string, string>;
  /** Each picker's chosen value by its param: the marked term, the row that stands out. */
  values: Record<string, PickerValue>;
  status: ChartStatus;
  onRetry: () => void;
}

const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : []);
const groupColor = (i: number) => SEASON_COLORS[i] ?? SERIES_COLORS[i % SERIES_COLORS.length]!;
const colorOf = (color: string) => (color.startsWith('#') ? color : PALETTE[color as keyof typeof PALETTE]);
const unitOf = (unit: ChartUnit) => unitFormat[unit];
const number = (v: unknown) => (typeof v === 'number' ? v : null);
const tableSx = { '& td, & th': { px: 0.75, py: 0.5 }, '& td, & thead th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } };

/**
 * A card of a chart view over rows that are groups (decision 0143): a table turned on its side, a large
 * figure per row, or a chart or table whose groups each hold rows along the solar terms.
 */
export function ChartGroupCard({ card, reply, labels, values, status, onRetry }: Props) {
  const lang = useLanguage();
  useDicts(['solarTerm']);
  const rows = rowsOf(reply?.[card.rows]);
  const pivot = card.pivot;
  const empty = pivot ? rows.every((r) => pivot.rows.every((p) => valueAt(r, p.field) === null || valueAt(r, p.field) === undefined)) : rows.length === 0;
  return (
    <ChartCard
      title={fillText(pick(card.title, lang), labels)}
      subtitle={card.subtitle && fillText(pick(card.subtitle, lang), labels)}
      status={status}
      onRetry={onRetry}
      empty={empty}
      testId={card.testId}
    >
      {pivot && (
        <Table size="small" sx={tableSx}>
          <TableHead>
            <TableRow>
              <TableCell />
              {rows.map((r, i) => (
                <TableCell key={i} sx={{ color: groupColor(i), fontWeight: 700 }}>
                  {groupText(r, pivot.head, lang)}
                  {pivot.sub && valueAt(r, pivot.sub.field) != null && (
                    <Typography component="div" variant="caption" color="text.secondary">
                      {groupText(r, pivot.sub, lang)}
                    </Typography>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pivot.rows.map((p) => (
              <TableRow key={p.field} data-testid={pivot.rowTestId}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                  {pick(p.label, lang)}
                </TableCell>
                {rows.map((r, i) => (
                  <TableCell key={i} sx={{ fontWeight: i === 0 ? 700 : 400 }}>
                    {groupText(r, p, lang)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {card.rowFigures && <Figures card={card} rows={rows} />}
      {card.groups && card.chart && <GroupChart card={card} groups={card.groups} rows={rows} values={values} />}
      {card.groups && card.table && <GroupTable card={card} groups={card.groups} rows={rows} values={values} />}
    </ChartCard>
  );
}

/** One figure per row, side by side and large enough to read at arm's length. */
function Figures({ card, rows }: { card: ChartDataCard; rows: Row[] }) {
  const lang = useLanguage();
  const figures = card.rowFigures!;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, rows.length)}, 1fr)`, gap: 1 }}>
      {rows.map((r, i) => {
        const note = figures.note && valueAt(r, figures.note.field);
        return (
          <Box key={i} sx={{ textAlign: 'center' }}>
            <Typography variant="caption" sx={{ color: groupColor(i), fontWeight: 700 }}>
              {groupText(r, figures.head, lang)}
            </Typography>
            <Typography
              sx={{ fontSize: i === 0 ? '1.5rem' : '1.15rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
              data-testid="season-figure"
            >
              {groupText(r, figures.value, lang)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {pick(figures.unit, lang)}
            </Typography>
            {note !== null && note !== undefined && (
              <Typography variant="caption" component="div" sx={{ mt: 0.25 }}>
                {fillText(pick(figures.note!.text, lang), { value: String(note) })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

interface GroupProps {
  card: ChartDataCard;
  groups: ChartGroups;
  rows: Row[];
  values: Record<string, PickerValue>;
}

/** Each group's rows by their category (the chart's x, or the table's first column). */
const byCategory = (group: Row | undefined, groups: ChartGroups, x: string) => new Map(rowsOf(group?.[groups.rows]).map((r) => [String(r[x]), r]));

/** A series per group along the order's terms, or (groups.one) the chosen group's fields; the marked term and the lines drawn across. */
function GroupChart({ card, groups, rows, values }: GroupProps) {
  const lang = useLanguage();
  const chart = card.chart!;
  const order = TERM_ORDERS[groups.along];
  const [chosen, setChosen] = useState<string | null>(null);
  const key = (r: Row) => String(valueAt(r, groups.label.field));
  const one = groups.one;
  const group = one ? (rows.find((r) => key(r) === chosen) ?? rows.find((r) => rowsOf(r[groups.rows]).length >= (one.minRows ?? 1)) ?? rows[0]) : undefined;
  const unit = unitOf(chart.series[0]!.unit);
  const series = one
    ? chart.series.map((s, i) => {
        const byTerm = byCategory(group, groups, chart.x);
        return {
          id: s.field,
          label: s.label ? pick(s.label, lang) : s.field,
          color: s.color ? colorOf(s.color) : SERIES_COLORS[i % SERIES_COLORS.length],
          data: order.map((id) => number(byTerm.get(id)?.[s.field])),
          valueFormatter: (v: number | null) => unitOf(s.unit).tip(v, lang),
        };
      })
    : rows.map((g, i) => {
        const byTerm = byCategory(g, groups, chart.x);
        const s = chart.series[0]!;
        return {
          id: key(g),
          label: groupText(g, groups.label, lang),
          color: groupColor(i),
          data: order.map((id) => number(byTerm.get(id)?.[s.field])),
          valueFormatter: (v: number | null) => unit.tip(v, lang),
        };
      });
  const step = order.length > 20 ? 4 : 3;
  const xAxis = {
    data: [...order],
    valueFormatter: (v: string, ctx: { location: string }) => (ctx.location === 'tick' ? termTick(v, lang) : termFull(v, lang)),
    tickLabelInterval: (_v: string, i: number) => i % step === Math.floor(step / 2),
  };
  const mark = chart.mark === undefined ? undefined : String(values[chart.mark] ?? '');
  const common = {
    height: 250,
    margin: { left: 0, right: 12, top: 8, bottom: 0 },
    yAxis: [{ width: 44, ...(chart.y ?? {}), valueFormatter: (v: number) => unit.axis(v, lang) }],
    slotProps: {
      tooltip: { trigger: 'axis' as const },
      legend: { direction: 'horizontal' as const, position: { vertical: 'top' as const, horizontal: 'start' as const } },
    },
    grid: { horizontal: true },
  };
  const across = (
    <>
      {chart.lines?.map((line) => (
        <ChartsReferenceLine
          key={line.y}
          y={line.y}
          lineStyle={{ strokeDasharray: '4 3', stroke: '#9e9e9e' }}
          label={line.label && pick(line.label, lang)}
          labelAlign="end"
          labelStyle={{ fontSize: 10, fill: '#757575' }}
        />
      ))}
      {mark !== undefined && order.includes(mark) && <ChartsReferenceLine x={mark} lineStyle={{ stroke: '#2e7d32', strokeOpacity: 0.35, strokeWidth: 6 }} />}
    </>
  );
  return (
    <>
      {one && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={group ? key(group) : ''}
          onChange={(_e, next: string | null) => next !== null && setChosen(next)}
          sx={{ mb: 1 }}
        >
          {rows.map((r, i) => (
            <ToggleButton key={key(r)} value={key(r)} sx={{ px: 1.25, py: 0.25, color: groupColor(i) }} data-testid={`${one.testId}-${key(r)}`}>
              {groupText(r, groups.label, lang)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      {chart.type === 'bar' ? (
        <BarChart {...common} xAxis={[{ scaleType: 'band', categoryGapRatio: 0.3, barGapRatio: 0.1, ...xAxis }]} series={series}>
          {across}
        </BarChart>
      ) : (
        <LineChart
          {...common}
          xAxis={[{ scaleType: 'point', ...xAxis }]}
          series={series.map((s, i) => ({ ...s, showMark: !one && i === 0, curve: 'monotoneX' as const }))}
        >
          {across}
        </LineChart>
      )}
    </>
  );
}

/** A row per term of the order, a column per group; a term a picker chose stands out. */
function GroupTable({ card, groups, rows, values }: GroupProps) {
  const lang = useLanguage();
  const table = card.table!;
  const [category, figure] = table.columns as [(typeof table.columns)[number], (typeof table.columns)[number]];
  const lookup = rows.map((g) => byCategory(g, groups, category.field));
  const chosen = new Set(Object.values(values).map(String));
  return (
    <Table size="small" sx={tableSx}>
      <TableHead>
        <TableRow>
          <TableCell>{pick(category.label, lang)}</TableCell>
          {rows.map((g, i) => (
            <TableCell key={i} sx={{ color: groupColor(i), fontWeight: 700 }}>
              {groupText(g, groups.label, lang)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {TERM_ORDERS[groups.along].map((id) => (
          <TableRow key={id} selected={chosen.has(id)} data-testid={table.rowTestId}>
            <TableCell component="th" scope="row">
              {termName(id, lang)}
            </TableCell>
            {lookup.map((byTerm, i) => {
              const row = byTerm.get(id);
              return <TableCell key={i}>{row ? cellText(row[figure.field], figure.format ?? 'text', lang) : '–'}</TableCell>;
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
