import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ItemView } from './list-item-model.ts';

interface Props {
  items: readonly ItemView[];
  onOpen: (item: ItemView) => void;
  /** Buttons of a row (the console's approve and reject), in a last column. */
  actions?: (item: ItemView) => ReactNode;
}

/**
 * A list manifest's `layout: table` on a wide screen: one row per item, its badge, title (with the
 * highlight), lines and meta in columns. A row with a link opens it, as a card does.
 */
export function ListTable({ items, onOpen, actions }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mx: 1.5, mt: 1, width: 'auto' }}>
      <Table size="small" data-testid="list-table">
        <TableBody>
          {items.map((item) => (
            <TableRow
              key={item.key}
              hover={Boolean(item.link)}
              onClick={item.link ? () => onOpen(item) : undefined}
              sx={{ cursor: item.link ? 'pointer' : undefined }}
              data-testid="list-table-row"
            >
              <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>
                {item.badge && <Chip label={item.badge} size="small" color="primary" variant="outlined" />}
              </TableCell>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                {item.highlight && <Typography sx={{ color: 'accent.main' }}>{item.highlight}</Typography>}
              </TableCell>
              <TableCell>{item.lines.join(' · ')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{item.meta}</TableCell>
              {actions && <TableCell sx={{ whiteSpace: 'nowrap', width: '1%' }}>{actions(item)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
