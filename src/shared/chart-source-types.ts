/** How a table cell or a figure writes its value. */
export type ColumnFormat = 'text' | 'exact' | 'tonnes' | 'signedTonnes' | 'percent' | 'share' | 'price' | 'change';

/** A text in both languages, as the manifests write it. */
interface Text {
  en: string;
  zh: string;
}

/**
 * Where a card's or a figure tile's data comes from when it is not the page's call (decision 0142):
 * its own call, asked with every picker whose param is one of the call's inputs.
 */
export interface ChartSource {
  call?: string;
  /** Of a call answering a list: the one row a figures card or tile reads. */
  row?: 'first' | 'last';
  /** Of a figures card or tile whose call answers an object: the reply's list the row is read from. */
  rows?: string;
  /** Set by codegen: the pickers whose values the call takes, by param. */
  inputs?: readonly string[];
}

/** How a card cuts its rows before it draws them: some rows left out, the first `limit` kept, the order turned. */
export interface ChartRowsShape {
  except?: { field: string; values: readonly (string | number)[] };
  /** A field of the rows: only rows where it is not null are kept (decision 0151). */
  filled?: string;
  limit?: number;
  reverse?: boolean;
}

/** A format a {field:format} in a text or a tile's figure takes: a table cell's, or a month (1–12 or YYYY-MM) by name. */
export type TextFormat = ColumnFormat | 'month';

/** One large figure with its changes beneath (a figures card's tile). */
export interface FigureTile extends ChartSource {
  caption: Text;
  field: string;
  format: TextFormat;
  /** A field of the same reply or row: the tile is shown only when it is not null (decision 0155). */
  filled?: string;
  changes?: readonly { field: string; label: Text; format: TextFormat }[];
  note?: Text;
  /** A boolean field: when set, the tile says the figure is an estimate. */
  estimate?: string;
  testId: string;
}

/** A card of figure tiles, each reading a field of the card's (or its own) call's reply or row. */
export interface ChartFiguresCard extends ChartSource {
  title: Text;
  subtitle?: Text;
  figures: readonly FigureTile[];
  testId?: string;
}

/** A picker whose chips are the values of a field of another call's rows, newest (largest) first and by default. */
export interface ChartOptions {
  call: string;
  field: string;
  /** Fixed inputs the call is asked with. */
  input?: Readonly<Record<string, string | number>>;
  /** Arrows either side of a list instead of chips. */
  stepper?: true;
  /** Of a call answering an object: its list whose rows hold the values (decision 0151). */
  rows?: string;
  /** A field of the rows: only rows where it is not null give a value (a month not yet published gives none). */
  filled?: string;
  /** Chips oldest (smallest) first; the newest is still the value before the reader picks one. */
  ascending?: true;
  /** How a chip shows its value: a calendar month by name (of 1–12 or YYYY-MM), a season 2025/26 (of its opening year). */
  format?: 'month' | 'season';
  /** Set by codegen: the pickers and page inputs (view.chart.inputs) the call takes from those before it, by param. */
  inputs?: readonly string[];
  /** The values in the order the call lists its rows rather than newest first (decision 0154). */
  listed?: true;
  /** Before the reader picks one: the first row whose fields equal these, else the first value (decision 0154). */
  prefer?: Readonly<Record<string, string | number>>;
  /**
   * What each option reads, filled from its row (decision 0154): {field}, {field|one|other} (English plural,
   * '#' the number) and {field:places} (a list of divisions { code, name } as a place name).
   */
  label?: Text;
}

/** A solar-term picker's first value: the term a date field of the row chosen in an options picker before it falls in (decision 0154). */
export interface ChartTermOf {
  picker: string;
  field: string;
}

/**
 * A call input the pickers set under another name (`from`), or a YYYY-MM month joined from a year picker
 * and a calendar-month picker (decision 0151).
 */
export type ChartInput = { param: string; from: string } | { param: string; year: string; month: string };
