import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface Column<R> {
  label: string;
  cell: (row: R) => ReactNode;
}

interface Props<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** data-testid of each body row. */
  rowTestId: string;
  onRowClick?: (row: R) => void;
  selectedKey?: string;
  footer?: ReactNode;
  /** A heading row (across the columns) before each row whose section differs from the row before's. */
  section?: (row: R) => string;
}

/** Exact figures: the first column names the row, the others are right-aligned numbers. */
export function FigureTable<R>({ columns, rows, rowKey, rowTestId, onRowClick, selectedKey, footer, section }: Props<R>) {
  return (
    <Table
      size="small"
      sx={{
        '& td, & th': { px: 0.75 },
        '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      }}
    >
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label}>{c.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.flatMap((row, i) => [
          ...(section && (i === 0 || section(rows[i - 1]!) !== section(row))
            ? [
                <TableRow key={`section-${rowKey(row)}`} sx={{ bgcolor: 'grey.100' }}>
                  <TableCell colSpan={columns.length} sx={{ fontWeight: 700 }}>
                    {section(row)}
                  </TableCell>
                </TableRow>,
              ]
            : []),
          <TableRow
            key={rowKey(row)}
            hover={Boolean(onRowClick)}
            selected={selectedKey === rowKey(row)}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            sx={onRowClick ? { cursor: 'pointer' } : undefined}
            data-testid={rowTestId}
          >
            {columns.map((c) => (
              <TableCell key={c.label}>{c.cell(row)}</TableCell>
            ))}
          </TableRow>,
        ])}
        {footer}
      </TableBody>
    </Table>
  );
}
