/** One cell of a table of figures: numbers stay numbers (no thousands separators), null is empty. */
export type Cell = string | number | null | undefined;

/** A chart's figures as a table: the header in the reader's language, then one row per point. */
export interface Figures {
  header: string[];
  rows: Cell[][];
}

/** Excel reads a UTF-8 file as UTF-8 (Chinese included) only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * A cell as CSV (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces. Text a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with an
 * apostrophe, unless it is a plain number; numbers are written as they are.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(\.\d+)?%?$/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Tables as CSV text, CRLF line ends; several tables (a card with several charts) are separated by an empty line. */
export function toCsv(tables: Figures | readonly Figures[]): string {
  const list = Array.isArray(tables) ? tables : [tables as Figures];
  return list.map((t) => [t.header, ...t.rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n').join('\r\n');
}

/** The file a reader saves: the byte order mark, then the CSV. */
export function csvFile(tables: Figures | readonly Figures[]): Blob {
  return new Blob([UTF8_BOM + toCsv(tables)], { type: 'text/csv;charset=utf-8' });
}

/** A file name from a chart's title: characters no file system takes become '-'. */
export function fileName(title: string, extension: string): string {
  const base =
    title
      // eslint-disable-next-line no-control-regex -- control characters are what a file name must not hold
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim() || 'chart';
  return `${base}.${extension}`;
}
