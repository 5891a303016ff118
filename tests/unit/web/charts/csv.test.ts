import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvCell, csvFile, fileName, toCsv, UTF8_BOM } from '../../../../src/web/charts/csv.ts';
import { axisFigures, pieFigures } from '../../../../src/web/charts/chart-figures.ts';

/** A minimal RFC 4180 reader, to check that what toCsv writes reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('csvCell', () => {
  it.each([
    [2.96, '2.96'],
    [-0.03, '-0.03'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    ['金乡', '金乡'],
    ['Jinxiang, Shandong', '"Jinxiang, Shandong"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-5%', '-5%'],
    ['+3', '+3'],
  ] as const)('%j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv and csvFile', () => {
  it('writes a header in the reader language, CRLF rows, numbers as numbers', () => {
    expect(
      toCsv({
        header: ['日期', '金乡 杂交蒜'],
        rows: [
          ['2026-11-24', 2.95],
          ['2026-11-25', null],
        ],
      }),
    ).toBe('日期,金乡 杂交蒜\r\n2026-11-24,2.95\r\n2026-11-25,\r\n');
  });

  it('separates the tables of a card with several charts by an empty line', () => {
    expect(
      toCsv([
        { header: ['a'], rows: [[1]] },
        { header: ['b'], rows: [[2]] },
      ]),
    ).toBe('a\r\n1\r\n\r\nb\r\n2\r\n');
  });

  it('starts the file with the UTF-8 byte order mark, so Excel reads Chinese', async () => {
    const bytes = new Uint8Array(await csvFile({ header: ['产区'], rows: [['邳州']] }).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${UTF8_BOM}产区\r\n邳州\r\n`);
    expect(csvFile({ header: [], rows: [] }).type).toBe('text/csv;charset=utf-8');
  });

  it('reads back as the same cells, whatever the text (formula guard aside)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '蒜', ',', '"', '\n', '\r\n', ' ', '1', '.') }).filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (cells) => {
        const width = cells[0]!.length;
        const rows = cells.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        expect(parseCsv(toCsv({ header: rows[0]!, rows: rows.slice(1) }))).toEqual(rows);
      }),
    );
  });
});

describe('fileName', () => {
  it('keeps the title, in any language, without characters a file system refuses', () => {
    expect(fileName('近30天价格走势', 'csv')).toBe('近30天价格走势.csv');
    expect(fileName('Price: a/b "c"', 'png')).toBe('Price- a-b -c-.png');
    expect(fileName('  ', 'png')).toBe('chart.png');
  });
});

describe('a chart figures', () => {
  const names = { item: 'Item', value: 'Price, last 30 days' };

  it('a line chart: a row per x value (as its tooltip names it), a column per series', () => {
    const figures = axisFigures(
      {
        xAxis: [
          {
            data: ['2026-11-24', '2026-11-25'],
            valueFormatter: ((v: string, ctx: { location: string }) => (ctx.location === 'tick' ? v.slice(5) : v)) as never,
          },
        ],
        series: [
          { id: 'a', label: 'Jinxiang', color: '#c2410c', data: [2.95, 2.96] },
          { id: 'b', label: () => 'Pizhou', color: '#1565c0', data: [null, 6.05] },
        ],
      },
      { ...names, item: 'Date' },
    );
    expect(figures.header).toEqual(['Date', 'Jinxiang', 'Pizhou']);
    expect(figures.rows).toEqual([
      ['2026-11-24', 2.95, null],
      ['2026-11-25', 2.96, 6.05],
    ]);
    expect(figures.legend).toEqual([
      { label: 'Jinxiang', color: '#c2410c' },
      { label: 'Pizhou', color: '#1565c0' },
    ]);
  });

  it('a horizontal bar chart takes its categories from the y axis; a lone unnamed series takes the card title', () => {
    const figures = axisFigures(
      { layout: 'horizontal', yAxis: [{ data: ['金乡', '邳州'] }], xAxis: [{}], series: [{ id: 'capacity', data: [120, 80] }] },
      names,
    );
    expect(figures.header).toEqual(['Item', 'Price, last 30 days']);
    expect(figures.rows).toEqual([
      ['金乡', 120],
      ['邳州', 80],
    ]);
    expect(figures.legend).toEqual([]);
  });

  it('a pie chart: a row per slice', () => {
    const figures = pieFigures(
      {
        series: [
          {
            data: [
              { label: 'Brick 3', value: 3, color: '#2e7d32' },
              { label: 'Steel 5', value: 5 },
            ],
          },
        ],
      },
      { item: '项目', value: '数值' },
    );
    expect(figures.header).toEqual(['项目', '数值']);
    expect(figures.rows).toEqual([
      ['Brick 3', 3],
      ['Steel 5', 5],
    ]);
  });
});
