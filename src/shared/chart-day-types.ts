/**
 * The parts of view.chart for a call that answers one day and names the days around it — the official
 * prices of a quotation day (decision 0148): a day picker stepping along the reply's own previous and
 * next days, cards keeping the rows a boolean field marks, tables whose rows open a page and fall into
 * sections.
 */

/** picker.day: the day is the reply's; the arrows step to the days it names before and after. */
export interface ChartDay {
  /** The reply's field holding the day answered (YYYY-MM-DD): shown while the reader has picked none. */
  date: string;
  /** The reply's fields holding the days before and after (as the input takes them), or null. */
  previous: string;
  next: string;
  /** Set by codegen: the input takes the day as YYYYMMDD (else YYYY-MM-DD). */
  compact?: boolean;
}

/** table.link: each row opens a route, with these fields of the row as its params. */
export interface ChartRowLink {
  route: string;
  params: readonly string[];
}
