import type { Cell, Figures } from './csv.ts';

/** A line of the legend a picture carries: the series' name and colour. */
export interface LegendEntry {
  label: string;
  color: string;
}

/** What a chart hands its card's toolbar: its table of figures and its legend. */
export interface ChartFigures extends Figures {
  legend: LegendEntry[];
}

/** The texts a table needs when the chart names no axis or series. */
export interface FigureNames {
  /** The first column's heading when the category axis has no label. */
  item: string;
  /** A lone unnamed series' heading (the card's title). */
  value: string;
}

// The parts of MUI X Charts' props the tables read; loose, so every chart's props fit.
type Formatter = (value: never, context: { location: 'tooltip' }) => string;
interface AxisProps {
  data?: readonly unknown[];
  label?: string;
  valueFormatter?: Formatter;
}
interface SeriesProps {
  id?: string | number;
  label?: string | ((location: 'legend') => string);
  data?: readonly (number | null)[] | readonly { label?: string | ((location: 'legend') => string); value: number; color?: string }[];
  color?: string;
}
export interface AxisChartProps {
  layout?: 'horizontal' | 'vertical';
  xAxis?: readonly AxisProps[];
  yAxis?: readonly AxisProps[];
  series: readonly SeriesProps[];
}

const nameOf = (label: SeriesProps['label']) => (typeof label === 'function' ? label('legend') : label);

function categoryText(axis: AxisProps, value: unknown): Cell {
  if (axis.valueFormatter) {
    try {
      return axis.valueFormatter(value as never, { location: 'tooltip' });
    } catch {
      // A formatter that needs more context than a table gives: the raw value below.
    }
  }
  return value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'number' ? value : String(value ?? '');
}

/** A line or bar chart's figures: a row per category (the x axis, or the y axis of a horizontal bar chart), a column per series. */
export function axisFigures(props: AxisChartProps, names: FigureNames): ChartFigures {
  const axis = (props.layout === 'horizontal' ? props.yAxis?.[0] : props.xAxis?.[0]) ?? {};
  const series = props.series.filter((s) => Array.isArray(s.data));
  const length = Math.max(axis.data?.length ?? 0, ...series.map((s) => s.data!.length));
  const heading = (s: SeriesProps, i: number) => nameOf(s.label) ?? (series.length === 1 ? names.value : String(s.id ?? i + 1));
  return {
    header: [axis.label ?? names.item, ...series.map(heading)],
    rows: Array.from({ length }, (_, i) => [
      axis.data ? categoryText(axis, axis.data[i]) : i + 1,
      ...series.map((s) => (s.data![i] as number | null | undefined) ?? null),
    ]),
    legend: series.flatMap((s, i) => (s.color && nameOf(s.label) ? [{ label: heading(s, i), color: s.color }] : [])),
  };
}

/** A pie chart's figures: a row per slice. */
export function pieFigures(props: { series: readonly SeriesProps[] }, names: FigureNames): ChartFigures {
  const slices = (props.series[0]?.data ?? []) as readonly { label?: SeriesProps['label']; value: number; color?: string }[];
  return {
    header: [names.item, names.value],
    rows: slices.map((s) => [nameOf(s.label) ?? '', s.value]),
    legend: slices.flatMap((s) => (s.color && nameOf(s.label) ? [{ label: nameOf(s.label)!, color: s.color }] : [])),
  };
}
