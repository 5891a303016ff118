/**
 * The parts of view.chart for replies whose rows are groups of rows — a region's weather over three
 * seasons, each season a list of solar terms (decision 0143): a solar-term picker, a card drawing a
 * series per group along a fixed list of categories, a table turned on its side (a column per row of
 * the reply, a row per field) and a card of one large figure per row.
 */

/** A text in both languages, as the manifests write it. */
interface Text {
  en: string;
  zh: string;
}

/** The orders of solar terms a picker offers and a grouped card runs along: the season (白露 … 处暑) or its growing part (寒露 … 小满). */
export type TermOrder = 'season' | 'growing';

/** How a pivot cell or a figure shows a value. */
export type GroupFormat = 'exact' | 'celsius' | 'season' | 'date' | 'text';

/** A field of each row, or a field of an object field (`term.tempAvg`), and how it shows. */
export interface GroupValue {
  field: string;
  format?: GroupFormat;
  /** A second field the value is "out of": 9/15. */
  of?: string;
}

/** card.groups: the card's rows are groups, each with rows of its own along the order's categories. */
export interface ChartGroups {
  /** The field naming each group (its legend, its column). */
  label: GroupValue;
  /** The field of each group holding its rows. */
  rows: string;
  /** The categories the rows run along: solar terms in this order. */
  along: TermOrder;
  /**
   * One group at a time, picked with toggle buttons (<testId>-<label>): its series are the chart's
   * fields. The first group with at least `minRows` rows is picked first (a season only weeks old says little).
   */
  one?: { testId: string; minRows?: number };
}

/** A table turned on its side: a column per row of the card (headed by `head`, over `sub`), a row per field. */
export interface ChartPivot {
  head: GroupValue;
  sub?: GroupValue;
  rows: readonly (GroupValue & { label: Text })[];
  rowTestId: string;
}

/** One large figure per row of the card, side by side: `value` in `unit`, under the row's `head`, over a note. */
export interface ChartFigures {
  head: GroupValue;
  value: GroupValue;
  unit: Text;
  /** A line under the figure: the text with {value} filled by the field, when it has one. */
  note?: { field: string; text: Text };
}

/** A line across a chart: a figure on the y axis, with a label. */
export interface ChartLine {
  y: number;
  label?: Text;
}
