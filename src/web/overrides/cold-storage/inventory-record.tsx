import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { callOperation } from '../../http/call-operation.ts';
import { feedback } from '../../http/feedback.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { tonnesText, type InventoryDetail } from './cold-format.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { useDicts } from '../../views/use-dicts.ts';
import type { DetailWidgetProps } from '../../views/detail-widget-props.ts';

/** A goods category's name in the reader's language (the server's names are Chinese). */
function useGoodsName(): (id: string, fallback: string) => string {
  const lang = useLanguage();
  useDicts(['goodsCategory']);
  return (id, fallback) => {
    const name = dictCache.name('goodsCategory', id, lang);
    return name && !name.startsWith('[') ? name : fallback;
  };
}

type Line = { hole: string; capacity: string };

function startingLines(detail: InventoryDetail): Record<string, Line> {
  const from = detail.thatMonthCategoryList.length > 0 ? detail.thatMonthCategoryList : detail.lastMonthCategoryList;
  return Object.fromEntries(
    detail.goodsCategoryList.map((g) => {
      const known = from.find((c) => c.coldStorageCategoryId === g.coldStorageCategoryId);
      return [g.coldStorageCategoryId, { hole: known ? String(known.hole) : '', capacity: known ? String(known.capacity) : '' }];
    }),
  );
}

const num = (s: string) => (s.trim() === '' ? 0 : Number(s));

/** This month's stock of a store, goods by goods: rooms and tonnes, checked against the store's size, saved at once. */
function InventoryRecord({ detail, refetch }: { detail: InventoryDetail; refetch: () => void }) {
  const lang = useLanguage();
  const client = useQueryClient();
  const goodsName = useGoodsName();
  const [lines, setLines] = useState(() => startingLines(detail));
  const [saving, setSaving] = useState(false);
  const filled = Object.entries(lines).filter(([, l]) => l.hole.trim() !== '' || l.capacity.trim() !== '');
  const totalHole = filled.reduce((s, [, l]) => s + num(l.hole), 0);
  const totalCapacity = filled.reduce((s, [, l]) => s + num(l.capacity), 0);
  const over = totalHole > detail.holeThreshold || totalCapacity > detail.threshold;
  const invalid = filled.some(([, l]) => !Number.isFinite(num(l.hole)) || !Number.isFinite(num(l.capacity)) || num(l.hole) < 0 || num(l.capacity) < 0);

  const set = (id: string, part: keyof Line, value: string) => setLines((old) => ({ ...old, [id]: { ...old[id]!, [part]: value } }));
  const save = async () => {
    setSaving(true);
    try {
      const thatMonthCategoryList = filled.map(([id, l]) => ({ coldStorageCategoryId: id, hole: Math.round(num(l.hole)), capacity: num(l.capacity) }));
      await callOperation('coldStorageInventory.save', { coldStorageId: detail.coldStorageId, thatMonthCategoryList });
      // The figures and the list of stores (a declared list) show the month recorded.
      await client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'stat' || q.queryKey[0] === 'list' });
      feedback.toast(tc('cold.inv.saved', {}, lang), 2000);
      refetch();
    } catch {
      // The http client has said why; the figures stay as typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper sx={{ my: 1.5, p: 1.5 }} data-testid="inventory-record">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {tc('cold.inv.record', {}, lang)}
      </Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {detail.goodsCategoryList.map((g) => (
          <Stack key={g.coldStorageCategoryId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ width: 64, flexShrink: 0 }}>{goodsName(g.coldStorageCategoryId, g.name)}</Typography>
            <TextField
              size="small"
              label={tc('cold.inv.rooms', {}, lang)}
              value={lines[g.coldStorageCategoryId]?.hole ?? ''}
              onChange={(e) => set(g.coldStorageCategoryId, 'hole', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `inventory-hole-${g.coldStorageCategoryId}` } }}
            />
            <TextField
              size="small"
              label={tc('cold.inv.tonnes', {}, lang)}
              value={lines[g.coldStorageCategoryId]?.capacity ?? ''}
              onChange={(e) => set(g.coldStorageCategoryId, 'capacity', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `inventory-capacity-${g.coldStorageCategoryId}` } }}
            />
          </Stack>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="inventory-total">
        {tc('cold.inv.total', { t: tonnesText(totalCapacity, lang), rooms: tc('cold.rooms', { n: totalHole }, lang) }, lang)}
      </Typography>
      {over && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {tc('cold.inv.over', {}, lang)}
        </Alert>
      )}
      <Button
        variant="contained"
        fullWidth
        size="large"
        sx={{ mt: 1.5 }}
        disabled={saving || over || invalid || filled.length === 0}
        onClick={() => void save()}
        data-testid="inventory-save"
      >
        {tc(saving ? 'cold.inv.saving' : 'cold.inv.save', {}, lang)}
      </Button>
    </Paper>
  );
}

/** The record as the store page's detail widget (view.detail `widgets: InventoryRecord`): the page's reply is the store's stock. */
export function InventoryRecordWidget({ row, refetch }: DetailWidgetProps) {
  const detail = row as unknown as InventoryDetail;
  return <InventoryRecord key={`${detail.storeMonth}:${detail.totalCapacity}:${String(detail.recorded)}`} detail={detail} refetch={refetch} />;
}
