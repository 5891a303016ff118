import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { tonnesText } from './cold-format.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { usePlace } from '../../views/use-template-helpers.ts';

/** A goods category's name in the reader's language (the server's names are Chinese). */
export function useGoodsName(): (id: string, fallback: string) => string {
  const lang = useLanguage();
  useDicts(['goodsCategory']);
  return (id, fallback) => {
    const name = dictCache.name('goodsCategory', id, lang);
    return name && !name.startsWith('[') ? name : fallback;
  };
}

export interface FigureRow {
  key: string;
  name: string;
  capacity: number;
  lastCapacity: number;
  digestion: number;
}

/** Stock this month and last, and what was drawn down, one row a county (keyed by its code), goods or store. */
export function DigestionTable({ rows, testId, keys }: { rows: FigureRow[]; testId: string; keys?: 'goods' | 'counties' }) {
  const lang = useLanguage();
  const goodsName = useGoodsName();
  const place = usePlace();
  const name = (r: FigureRow) => (keys === 'goods' ? goodsName(r.key, r.name) : keys === 'counties' ? place(r.key, r.name) : r.name);
  if (rows.length === 0) return <Typography color="text.secondary">{tc('cold.inv.none', {}, lang)}</Typography>;
  return (
    <Table size="small" data-testid={testId} sx={{ '& td, & th': { px: 0.75 }, '& td:not(:first-of-type)': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right">{tc('cold.inv.stock', {}, lang)}</TableCell>
          <TableCell align="right">{tc('cold.inv.last', {}, lang)}</TableCell>
          <TableCell align="right">{tc('cold.inv.digestion', {}, lang)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell sx={{ wordBreak: 'break-all' }}>{name(r)}</TableCell>
            <TableCell align="right">{tonnesText(r.capacity, lang)}</TableCell>
            <TableCell align="right">{tonnesText(r.lastCapacity, lang)}</TableCell>
            <TableCell align="right" sx={{ color: r.digestion < 0 ? 'info.main' : 'text.primary' }}>
              {tonnesText(r.digestion, lang)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
