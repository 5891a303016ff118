import type { ChartFigures, ChartGroups, ChartLine, ChartPivot, TermOrder } from './chart-group-types.ts';
import type { ChartFiguresCard, ChartInput, ChartOptions, ChartRowsShape, ChartSource, ChartTermOf, ColumnFormat } from './chart-source-types.ts';
import type { ChartDay, ChartRowLink } from './chart-day-types.ts';

/** A text in both languages, as the manifests write it. */
interface Text {
  en: string;
  zh: string;
}

/** How an axis tick and a tooltip show a figure (the series' unit). */
export type ChartUnit = 'tonnes' | 'count' | 'percent' | 'celsius' | 'degreeDays' | 'days' | 'price';
/** How a table cell shows a value. */
export type { ColumnFormat } from './chart-source-types.ts';
/** A palette colour by name, or #rrggbb. */
export type SeriesColor = 'orange' | 'blue' | 'purple' | 'green' | 'brown' | `#${string}`;

/** A picker above the cards, bound to one input of the call (view.chart.pickers). */
export interface ChartPicker {
  param: string;
  label: Text;
  /** Chips of the calendar months 1–12, January first (calendar) or June first (season). */
  months?: 'calendar' | 'season';
  /** A select of a dictionary's items. */
  dict?: string;
  /** A month stepper (YYYY-MM) over the last `months` months up to this one, starting `start` months from this one. */
  recent?: { months: number; start: number };
  default?: string | number;
  /** The first value: a field of the first row another call answers. */
  latest?: { call: string; field: string };
  /**
   * Set by codegen when the input takes a YYYY-MM month: a month chip then stands for the newest month
   * of the `latest` call's rows that falls in it.
   */
  yearMonth?: boolean;
  /** A solar-term stepper over the terms of this order (decision 0143); first the term running today in China when it is one of them. */
  terms?: TermOrder;
  /** Of a term picker: its first value, when the route gives none, from the row chosen in an options picker (else `default`). */
  termOf?: ChartTermOf;
  /** Chips of another call's values (decision 0142). */
  options?: ChartOptions;
  /** Toggle buttons of these values (decision 0142). */
  choices?: readonly { value: string; label: Text }[];
  /** A first choice of the value '' (all markets, all routes): the calls are then asked without the input. */
  all?: Text;
  /** A day stepped along the reply's previous and next days; none picked, the call goes without the input (decision 0148). */
  day?: ChartDay;
  testId: string;
}

export interface ChartSeries {
  field: string;
  label?: Text;
  unit: ChartUnit;
  color?: SeriesColor;
  /** Drawn only while a picker holds one of these values ('' for its `all`) (decision 0142). */
  only?: { param: string; values: readonly string[] };
}

export interface ChartColumn {
  field: string;
  label: Text;
  format?: ColumnFormat;
  /** Set by codegen from the field's x-dict: the cell shows the item's name. */
  dict?: string;
  /**
   * The cell shows the name of the `code` field's value in the reader's language, from a dictionary or
   * the divisions (`places`), else the field as it comes (decision 0155).
   */
  names?: { code: string; from: string };
}

/** A card of the page: a chart or a table over one array field of the reply, or a hand-written widget. */
export type ChartCardModel = ChartDataCard | ChartFiguresCard | { widget: string };

export interface ChartDataCard extends ChartSource, ChartRowsShape {
  title: Text;
  subtitle?: Text;
  /** The reply's list field; left out when the card's own call answers the list itself. */
  rows: string;
  /** A boolean field of the rows (any row), or of the reply: when set, the subtitle says the figures are estimates. */
  estimate?: string;
  /** A boolean field of the rows: the card keeps only the rows where it is true (decision 0148). */
  where?: string;
  testId?: string;
  /** The rows are groups of rows (decision 0143). */
  groups?: ChartGroups;
  pivot?: ChartPivot;
  /** One large figure per row (a season's total). */
  rowFigures?: ChartFigures;
  chart?: {
    type: 'bar' | 'line';
    /** Bars along the y axis, one row a bar: for many named categories (regions, markets). */
    layout?: 'horizontal';
    x: string;
    /** Set by codegen from the x field's x-dict. */
    xDict?: string;
    /** The series stacked in one bar. */
    stack?: boolean;
    series: readonly ChartSeries[];
    /** A picker whose chosen value is marked on the x axis (grouped cards). */
    mark?: string;
    /** Lines across the chart, and the y axis' fixed range (grouped cards). */
    lines?: readonly ChartLine[];
    y?: { min: number; max: number };
  };
  table?: {
    columns: readonly ChartColumn[];
    newestFirst?: boolean;
    rowTestId: string;
    /** A last row summing the number columns. */
    total?: { label: Text; testId: string };
    /** Each row opens this route (decision 0148). */
    link?: ChartRowLink;
    /** A heading row each time this field's value changes (decision 0148). */
    sections?: string;
    /** Set by codegen from the sections field's x-dict: the heading shows the item's name. */
    sectionsDict?: string;
  };
}

export interface ChartLink {
  route: string;
  label: Text;
  /** Pickers whose chosen values the link carries as route params. */
  params?: readonly string[];
  testId: string;
}

/** view.chart: a statistics page declared in its manifest (decision 0138). */
export interface ChartViewModel {
  /** Left out when each card names its own call (decision 0142). */
  call?: string;
  pickers: readonly ChartPicker[];
  /** Call inputs made of the pickers' values (decision 0151). */
  inputs?: readonly ChartInput[];
  cards: readonly ChartCardModel[];
  links: readonly ChartLink[];
}

/** What a hand-written card of a statistics page (`widget:`) gets: the call's input as the pickers set it. */
export interface ChartWidgetProps {
  values: Record<string, string | number>;
  /** The pickers' own load (pending, or failed with a retry) while a value is not known yet (decision 0154). */
  waiting?: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
}
