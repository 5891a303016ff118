import { Fragment, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { operations } from '../../../../generated/api.d.ts';
import { callOperation } from '../../http/call-operation.ts';
import { feedback } from '../../http/feedback.ts';
import { tAdmin } from '../../i18n/messages/admin.ts';
import { t } from '../../i18n/translate.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { gradeName, regionName } from '../prices/prices-format.ts';
import { chinaToday } from '../../../shared/china-time.ts';

type Grid = operations['adminPrices.grid']['responses'][200]['content']['application/json']['data'];
type GridRow = Grid['rows'][number];
type EnterBody = operations['adminPrices.enter']['requestBody']['content']['application/json'];
type Field = 'avgPrice' | 'maxPrice' | 'minPrice';
type Entry = Record<Field, string>;

const FIELDS: readonly Field[] = ['avgPrice', 'maxPrice', 'minPrice'];
const CONFIRM_CHANGE = 0.3;
const keyOf = (r: GridRow) => `${r.regionId}|${r.goodsId}|${r.specsId}`;
const text = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2));
/** A price as the server takes it: more than 0, at most 1000, two decimals at most. */
const parse = (s: string): number | undefined => (/^\d{1,4}(\.\d{1,2})?$/.test(s.trim()) && Number(s) > 0 && Number(s) <= 1000 ? Number(s) : undefined);

/** China's calendar day now (UTC+8). */

interface Checked {
  row: GridRow;
  entry: Entry;
  filled: boolean;
  valid: boolean;
  /** The average's move from the last quotation, as a share, when both are known. */
  change: number | undefined;
}

function check(row: GridRow, entry: Entry): Checked {
  const filled = FIELDS.every((f) => entry[f].trim() !== '');
  const [avg, max, min] = FIELDS.map((f) => parse(entry[f]));
  const empty = FIELDS.every((f) => entry[f].trim() === '');
  const valid = empty || (avg !== undefined && max !== undefined && min !== undefined && max >= avg && avg >= min);
  const change = avg !== undefined && row.lastAvgPrice ? (avg - row.lastAvgPrice) / row.lastAvgPrice : undefined;
  return { row, entry, filled, valid, change };
}

/**
 * #/admin/prices: a day's official prices, one compact row per published series grouped by market,
 * prefilled with the last figures; rows out of order are marked red, moves over 30% amber and confirmed
 * in a dialog before they are published (the server asks the same: decision 0045).
 */
export function AdminPriceEntryPage() {
  const lang = useLanguage();
  useDicts(['region', 'varieties', 'specs']);
  const queryClient = useQueryClient();
  const [date, setDate] = useState(chinaToday);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const grid = useQuery({
    queryKey: ['adminPrices.grid', date],
    queryFn: async () => (await callOperation('adminPrices.grid', { date })).data,
    staleTime: 0,
  });

  useEffect(() => {
    if (grid.data)
      setEntries(
        Object.fromEntries(grid.data.rows.map((r) => [keyOf(r), { avgPrice: text(r.avgPrice), maxPrice: text(r.maxPrice), minPrice: text(r.minPrice) }])),
      );
  }, [grid.data]);

  const checked = useMemo(
    () => (grid.data?.rows ?? []).map((r) => check(r, entries[keyOf(r)] ?? { avgPrice: '', maxPrice: '', minPrice: '' })),
    [grid.data, entries],
  );
  const toSend = checked.filter((c) => c.filled);
  const big = toSend.filter((c) => c.change !== undefined && Math.abs(c.change) > CONFIRM_CHANGE);
  const markets = [...new Set(checked.map((c) => c.row.regionId))];

  function edit(key: string, field: Field, value: string) {
    setEntries((all) => ({ ...all, [key]: { ...all[key]!, [field]: value.replace(',', '.') } }));
  }

  function publish() {
    if (checked.some((c) => !c.valid || (!c.filled && FIELDS.some((f) => c.entry[f].trim() !== '')))) {
      feedback.toast(tAdmin('admin.prices.fixFirst'), 3000);
      return;
    }
    if (big.length > 0) setConfirming(true);
    else void send(false);
  }

  async function send(confirm: boolean) {
    setConfirming(false);
    setBusy(true);
    try {
      const body: EnterBody = {
        date,
        confirm,
        rows: toSend.map(({ row, entry }) => ({
          regionId: row.regionId,
          goodsId: row.goodsId,
          specsId: row.specsId,
          avgPrice: Number(entry.avgPrice),
          maxPrice: Number(entry.maxPrice),
          minPrice: Number(entry.minPrice),
        })),
      };
      const reply = await callOperation('adminPrices.enter', body);
      feedback.toast(tAdmin('admin.prices.saved', { count: reply.data.written, date }), 3000);
      // The home strip and price pages read these figures: ask them again.
      await queryClient.invalidateQueries();
    } catch {
      // The http client has shown the server's reason (the rows it names); the entries stay.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ pb: 2 }}>
      <Box sx={{ p: 2, pb: 1, display: 'flex', gap: 2, alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={tAdmin('admin.prices.day')}
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: chinaToday(), 'data-testid': 'price-entry-date' } }}
          sx={{ flex: '0 0 auto', width: 170 }}
        />
        <Button
          variant="contained"
          sx={{ flex: 1 }}
          disabled={busy || toSend.length === 0 || grid.isPending}
          onClick={publish}
          data-testid="price-entry-publish"
        >
          {tAdmin('admin.prices.save', { count: toSend.length })}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
        {tAdmin('admin.prices.hint')}
      </Typography>
      <Paper square elevation={0}>
        <Table
          size="small"
          data-testid="price-entry-grid"
          sx={{
            tableLayout: 'fixed',
            '& td, & th': { px: 0.5, py: 0.25 },
            '& th:first-of-type, & td:first-of-type': { pl: 1.5 },
            '& th:last-of-type, & td:last-of-type': { pr: 1.5 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{tAdmin('admin.prices.grade')}</TableCell>
              {FIELDS.map((f) => (
                <TableCell key={f} align="right" sx={{ width: f === 'minPrice' ? 76 : 64 }}>
                  {tAdmin(f === 'avgPrice' ? 'admin.prices.avg' : f === 'maxPrice' ? 'admin.prices.max' : 'admin.prices.min')}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {markets.map((regionId) => (
              <Fragment key={regionId}>
                <TableRow>
                  <TableCell colSpan={4} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                    {regionName(regionId, lang)}
                  </TableCell>
                </TableRow>
                {checked
                  .filter((c) => c.row.regionId === regionId)
                  .map((c) => {
                    const key = keyOf(c.row);
                    const moved = c.filled && c.change !== undefined && Math.abs(c.change) > CONFIRM_CHANGE;
                    return (
                      <TableRow
                        key={key}
                        data-testid={`price-row-${key}`}
                        data-moved={moved || undefined}
                        data-invalid={!c.valid || undefined}
                        sx={{ bgcolor: !c.valid ? 'error.light' : moved ? 'warning.light' : undefined }}
                      >
                        <TableCell sx={{ overflow: 'hidden' }}>
                          <Typography variant="body2" sx={{ lineHeight: 1.3 }}>
                            {gradeName(c.row.goodsId, c.row.specsId, lang)}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" noWrap component="div">
                            {c.row.lastDate
                              ? tAdmin('admin.prices.last', { price: text(c.row.lastAvgPrice), date: c.row.lastDate.slice(5) })
                              : tAdmin('admin.prices.none')}
                            {c.row.entered ? ` · ${tAdmin('admin.prices.entered')}` : ''}
                          </Typography>
                        </TableCell>
                        {FIELDS.map((f) => (
                          <TableCell key={f} align="right">
                            <InputBase
                              value={c.entry[f]}
                              onChange={(e) => edit(key, f, e.target.value)}
                              inputProps={{
                                inputMode: 'decimal',
                                'aria-label': `${regionName(c.row.regionId, lang)} ${gradeName(c.row.goodsId, c.row.specsId, lang)} ${tAdmin(f === 'avgPrice' ? 'admin.prices.avg' : f === 'maxPrice' ? 'admin.prices.max' : 'admin.prices.min')}`,
                                'data-testid': `price-${f}-${key}`,
                                style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
                              }}
                              sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, px: 0.5, fontSize: 14, bgcolor: 'background.paper' }}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {checked.some((c) => !c.valid) ? (
        <Typography color="error" variant="body2" sx={{ p: 2 }}>
          {tAdmin('admin.prices.order')}
        </Typography>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} fullWidth>
        <DialogTitle>{tAdmin('admin.prices.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{tAdmin('admin.prices.confirmText')}</DialogContentText>
          <Box component="ul" sx={{ pl: 2, mb: 0 }} data-testid="price-entry-moved">
            {big.map((c) => (
              <li key={keyOf(c.row)}>
                {regionName(c.row.regionId, lang)} {gradeName(c.row.goodsId, c.row.specsId, lang)}: {text(c.row.lastAvgPrice)} → {c.entry.avgPrice} (
                {c.change! > 0 ? '+' : ''}
                {Math.round(c.change! * 1000) / 10}%)
              </li>
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('views.cancel')}</Button>
          <Button variant="contained" onClick={() => void send(true)} data-testid="price-entry-confirm">
            {tAdmin('admin.prices.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
