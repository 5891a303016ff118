import { lazy, Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import VerifiedIcon from '@mui/icons-material/Verified';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { useUserInfo } from '../shell/use-session.ts';
import { ErrorView } from '../shell/error-view.tsx';
import { useDetail, type DetailRouteId } from './use-detail.ts';
import { useTemplateHelpers } from './use-template-helpers.ts';
import { detailFieldRows, detailPoint, isOwner, viewerIdOf, visibleActions } from './detail-model.ts';
import { detailListTables } from './detail-list-model.ts';
import { filePaths, tidy } from './list-item-model.ts';
import { DetailActions } from './detail-actions.tsx';
import { DetailImages } from './detail-images.tsx';
import { DetailAudio, DetailBody, DetailListTables } from './detail-sections.tsx';
import { DetailInteractions } from './detail-interactions.tsx';
import { DetailChips, DetailNotes, DetailWidgets } from './detail-extras.tsx';
import { rowMatches } from './detail-conditions.ts';
import { ViewLoading } from './view-loading.tsx';
import { useShareRow } from '../share/share-row.ts';
import { tInteractions } from '../i18n/messages/interactions.ts';

const DetailMap = lazy(() => import('./detail-map.tsx'));

export function DetailView({ routeId }: { routeId: DetailRouteId }) {
  const detail = useDetail(routeId);
  const { spec, row, entity } = detail;
  const lang = useLanguage();
  const h = useTemplateHelpers(spec.fieldViews, spec.dicts);
  const viewerId = viewerIdOf(useUserInfo());
  useShareRow(routeId, row);

  const fields = useMemo(() => (row ? detailFieldRows(spec.fieldViews, spec.fields, row, h, lang) : []), [row, spec, h, lang]);
  const tables = useMemo(() => (row ? detailListTables(spec.fieldViews, spec.fields, row, h, lang) : []), [row, spec, h, lang]);
  if (detail.status === 'missing') return <ErrorView message={t('views.detail.missingId')} onRetry={() => window.history.back()} />;
  if (detail.status === 'loading') return <ViewLoading />;
  if (detail.status === 'error' || !row) return <ErrorView message={t('views.detail.failed')} onRetry={() => void detail.retry()} />;

  const refetch = () => void detail.retry();
  const owner = isOwner(row, entity.owner, viewerId);

  const highlight = spec.highlight && rowMatches(spec.highlightWhen, row) ? tidy(spec.highlight(row, h)) : '';
  const meta = spec.meta ? tidy(spec.meta(row, h)) : '';
  const audio = spec.audio ? (row[spec.audio] as { fileName?: string } | undefined) : undefined;
  const badge = spec.badge ? tidy(spec.badge(row, h)) : '';
  const heading = tidy(spec.heading(row, h));
  const point = detailPoint(spec.map, row, heading);
  const actions = visibleActions(spec.actions, row, owner, point);
  const photos = spec.images.map((field) => ({
    field,
    label: spec.images.length > 1 ? spec.fieldViews[field]?.label?.[lang] : undefined,
    paths: filePaths(row[field]),
  }));
  return (
    <Box sx={{ pb: 2 }}>
      <Paper square elevation={0} sx={{ px: 2, py: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h1" data-testid={spec.testIds.heading ?? 'detail-heading'}>
            {heading}
          </Typography>
          {badge && <Chip label={badge} size="small" color="primary" icon={<VerifiedIcon />} data-testid="detail-badge" />}
        </Stack>
        {highlight && (
          <Typography variant="h6" sx={{ color: 'accent.main', fontWeight: 700 }} data-testid="detail-highlight">
            {highlight}
          </Typography>
        )}
        {meta && (
          <Typography variant="body2" color="text.secondary" data-testid="detail-meta">
            {meta}
          </Typography>
        )}
        <DetailChips chips={spec.chips} row={row} h={h} lang={lang} />
        <DetailWidgets widgets={spec.widgets} place="head" row={row} refetch={refetch} />
      </Paper>
      <DetailNotes notes={spec.notes} row={row} h={h} lang={lang} />
      {spec.body && (
        <Paper square elevation={0}>
          <DetailBody text={String(row[spec.body] ?? '')} testId={spec.testIds.body} />
        </Paper>
      )}
      <DetailListTables tables={tables} />
      <Paper square elevation={0} sx={{ mt: 1 }}>
        {fields.length > 0 && (
          <Table size="small" data-testid="detail-fields">
            <TableBody>
              {fields.map((f) =>
                f.images ? (
                  <TableRow key={f.field} data-testid={`detail-images-${f.field}`}>
                    <TableCell colSpan={2} sx={{ px: 0 }}>
                      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                        {f.label}
                      </Typography>
                      <DetailImages paths={f.images} />
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={f.field} data-testid={`detail-field-${f.field}`}>
                    <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '38%', verticalAlign: 'top' }}>
                      {f.label}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>{f.value}</TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        )}
        {photos.map(({ field, label, paths }) => (
          <DetailImages key={field} field={field} label={label} paths={paths} />
        ))}
        {spec.audio && (
          <DetailAudio
            path={filePaths(audio)[0]}
            name={audio?.fileName ?? ''}
            label={spec.fieldViews[spec.audio]?.label?.[lang] ?? tInteractions('interactions.voice')}
          />
        )}
      </Paper>
      {point && (
        <Suspense fallback={null}>
          <DetailMap point={point} />
        </Suspense>
      )}
      <DetailWidgets widgets={spec.widgets} place="body" row={row} refetch={refetch} />
      <DetailActions
        actions={actions}
        row={row}
        entity={entity}
        owner={owner}
        point={point}
        busy={detail.busy}
        onUnshelve={detail.unshelve}
        onDelete={detail.remove}
        onRan={refetch}
      />
      {spec.interactions && detail.id !== undefined && <DetailInteractions queryKey={detail.queryKey} id={detail.id} spec={spec.interactions} row={row} />}
    </Box>
  );
}
