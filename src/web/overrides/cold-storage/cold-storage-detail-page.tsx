import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhoneIcon from '@mui/icons-material/Phone';
import { MapView } from '../../map/map-view.tsx';
import { callOperation } from '../../http/call-operation.ts';
import { decodeParams, locationFor } from '../../router/paths.ts';
import { tc } from '../../i18n/messages/cold-storage.ts';
import { tl } from '../../i18n/messages/location.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { ErrorView } from '../../shell/error-view.tsx';
import { ViewLoading } from '../../views/view-loading.tsx';
import { DetailImages } from '../../views/detail-images.tsx';
import { ConfirmDialog } from '../../views/confirm-dialog.tsx';
import { addressText, entryKind, tonnesText, type MapEntry } from './cold-format.ts';
import { useMapEntry } from './use-map-entries.ts';
import { dictCache } from '../../dicts/dict-cache.ts';
import { useDicts } from '../../views/use-dicts.ts';
import { usePlace } from '../../views/use-template-helpers.ts';
import type { TemplateHelpers } from '../../../shared/view-types.ts';

const DICTS = ['storageType', 'storageAge', 'goodsCategory'];

function rows(entry: MapEntry, lang: 'en' | 'zh', place: TemplateHelpers['place']): [string, string][] {
  const out: [string, string][] = [];
  const name = (code: string, id: string | undefined) => (id ? dictCache.name(code, id, lang) : '');
  if (entry.kind === 'auth') {
    out.push(['cold.detail.capacity', tonnesText(entry.capacity ?? 0, lang)], ['cold.detail.holes', tc('cold.rooms', { n: entry.hole ?? 0 }, lang)]);
    out.push(
      ['cold.detail.type', name('storageType', entry.type)],
      ['cold.detail.age', name('storageAge', entry.storageAgeId)],
      ['cold.detail.built', entry.coldStorageDate ?? ''],
    );
    out.push(['cold.detail.goods', (entry.goodsCategoryIdList ?? []).map((id) => name('goodsCategory', id)).join(lang === 'zh' ? '、' : ', ')]);
  }
  out.push(['cold.detail.principal', entry.principal], ['cold.detail.phone', entry.contactPhone]);
  const where = place(entry.provinceCode, entry.province, entry.cityCode, entry.city, entry.countyCode, entry.county);
  out.push(['cold.detail.address', addressText(where, entry.address, lang)], ['cold.detail.intro', entry.intro]);
  return out.filter(([, v]) => v.trim() !== '').map(([k, v]) => [tc(k as 'cold.detail.intro', {}, lang), v]);
}

/** A store of the map: what it holds, where it is (with a small map), and what a visitor or its owner can do. */
export function ColdStorageDetailPage() {
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = decodeParams(useLocation().search);
  const raw = params.coldStorageAuthId ?? params.coldStorageApplyId;
  const id = raw === undefined || raw === null || raw === '' ? undefined : String(raw);
  const entry = useMapEntry(id);
  useDicts(DICTS);
  const place = usePlace();
  const [confirming, setConfirming] = useState(false);

  if (id === undefined) return <ErrorView message={tc('cold.detail.failed', {}, lang)} onRetry={() => window.history.back()} />;
  if (entry.isPending) return <ViewLoading />;
  if (entry.isError) return <ErrorView message={tc('cold.detail.failed', {}, lang)} onRetry={() => void entry.refetch()} />;
  const e = entry.data;
  const point = { latitude: e.latitude, longitude: e.longitude };
  const certified = e.kind === 'auth';
  const look = entryKind(e);

  const remove = async () => {
    setConfirming(false);
    try {
      await callOperation('coldStorageAuth.delete', { coldStorageAuthId: e.coldStorageAuthId });
      await client.invalidateQueries();
      void navigate(locationFor('user/my-cold-storage-list'), { replace: true });
    } catch {
      // The http client has said why.
    }
  };

  return (
    <Box sx={{ pb: 2 }}>
      <Paper square elevation={0} sx={{ px: 2, py: 1.5 }}>
        <Chip size="small" label={tc(look.label, {}, lang)} sx={{ bgcolor: look.color, color: '#fff', mb: 0.5 }} data-testid="detail-kind" />
        <Typography variant="h6" component="h1" data-testid="detail-heading">
          {e.name}
        </Typography>
        {certified && (
          <Typography variant="h6" sx={{ color: 'accent.main', fontWeight: 700 }} data-testid="detail-highlight">
            {tonnesText(e.capacity ?? 0, lang)} · {tc('cold.rooms', { n: e.hole ?? 0 }, lang)}
          </Typography>
        )}
      </Paper>
      <MapView
        testId="detail-map"
        height={180}
        center={point}
        zoom={13}
        markers={[{ id: e.coldStorageAuthId, ...point, color: look.color }]}
        offlineText={tl('location.offline', {}, lang)}
      />
      <Paper square elevation={0}>
        <Table size="small" data-testid="detail-fields">
          <TableBody>
            {rows(e, lang, place).map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '34%', verticalAlign: 'top' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <DetailImages paths={e.images.map((f) => f.filePath)} />
      </Paper>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
        <Button variant="contained" startIcon={<PhoneIcon />} href={`tel:${e.contactPhone}`} data-testid="detail-call">
          {tc('cold.detail.call', {}, lang)}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void navigate(locationFor('location/open-location', { ...point, name: e.name, address: e.address }))}
          data-testid="detail-navigate"
        >
          {tc('cold.detail.navigate', {}, lang)}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => void navigate(locationFor('cold-storage-apply/add-error-message', { coldStorageAuthId: e.coldStorageAuthId }))}
          data-testid="detail-report"
        >
          {tc('cold.detail.report', {}, lang)}
        </Button>
        {e.editable && (
          <>
            <Button
              variant="outlined"
              onClick={() => void navigate(locationFor('agent/cold-storage-certification-add', { coldStorageAuthId: e.coldStorageAuthId }))}
              data-testid="detail-edit"
            >
              {tc('cold.detail.edit', {}, lang)}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} data-testid="detail-delete">
              {tc('cold.detail.delete', {}, lang)}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        message={tc('cold.detail.deleteConfirm', {}, lang)}
        confirmLabel={tc('cold.detail.delete', {}, lang)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}
