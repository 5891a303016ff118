import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import Typography from '@mui/material/Typography';
import type { DetailAction, EntityRef, Row } from '../../shared/view-types.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { t } from '../i18n/translate.ts';
import { useLanguage } from '../shell/use-language.ts';
import { locationFor } from '../router/paths.ts';
import { phoneHidden, unshelveRequest, type DetailPoint } from './detail-model.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DetailRunAction } from './detail-run-action.tsx';

interface Props {
  actions: DetailAction[];
  row: Row;
  entity: EntityRef;
  /** Whether the viewer published the row (a concealed number is theirs to call). */
  owner: boolean;
  /** The row's point, for navigate (view.detail `map:`). */
  point?: DetailPoint;
  busy: boolean;
  onUnshelve: (endpoint: string) => void;
  onDelete: (endpoint: string) => void;
  /** After a run action that opens no other route: the row is read again. */
  onRan?: () => void;
}

/** The detail page's buttons; which of them show is decided by visibleActions. */
export function DetailActions({ actions, row, entity, owner, point, busy, onUnshelve, onDelete, onRan = () => {} }: Props) {
  const navigate = useNavigate();
  const lang = useLanguage();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (actions.length === 0) return null;
  const id = String(row[entity.id] ?? '');

  const button = (action: DetailAction) => {
    const testId = action.testId ?? `detail-action-${action.action}`;
    switch (action.action) {
      case 'call':
        // A concealed number: say so instead of offering a call (decision 0023).
        if (phoneHidden(action, row, owner)) {
          return (
            <Typography
              key={testId}
              data-testid="detail-phone-hidden"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 1 }}
            >
              <PhoneDisabledIcon fontSize="small" aria-hidden />
              {t('views.detail.phoneHidden')}
            </Typography>
          );
        }
        return (
          <Button key={testId} data-testid={testId} variant="contained" startIcon={<PhoneIcon />} href={`tel:${String(row[action.field ?? ''])}`}>
            {t('views.detail.call')}
          </Button>
        );
      case 'edit':
        return (
          <Button
            key={testId}
            data-testid={testId}
            variant="outlined"
            disabled={busy || !action.route}
            onClick={() => action.route && void navigate(locationFor(action.route as RouteId, { [entity.id]: id }))}
          >
            {t('views.detail.edit')}
          </Button>
        );
      case 'open':
        return (
          <Button
            key={testId}
            data-testid={testId}
            variant={action.variant ?? 'outlined'}
            color={action.color ?? 'primary'}
            disabled={!action.route}
            onClick={() => action.route && void navigate(locationFor(action.route as RouteId, { [entity.id]: id }))}
          >
            {action.label?.[lang] ?? ''}
          </Button>
        );
      case 'unshelve': {
        const request = unshelveRequest(entity, row);
        if (!request || !action.endpoint) return null;
        const endpoint = action.endpoint;
        return (
          <Button key={testId} data-testid={testId} variant="outlined" disabled={busy} onClick={() => onUnshelve(endpoint)}>
            {t(request.label)}
          </Button>
        );
      }
      case 'navigate':
        return (
          point && (
            <Button key={testId} data-testid={testId} variant="outlined" onClick={() => void navigate(locationFor('location/open-location', { ...point }))}>
              {t('views.detail.navigate')}
            </Button>
          )
        );
      case 'run':
        return <DetailRunAction key={testId} action={action} row={row} disabled={busy} onRan={onRan} />;
      case 'delete':
        return (
          <Button
            key={testId}
            data-testid={testId}
            variant="outlined"
            color="error"
            disabled={busy || !action.endpoint}
            onClick={() => setConfirming(action.endpoint ?? null)}
          >
            {t('views.detail.delete')}
          </Button>
        );
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 2 }}>
        {actions.map(button)}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        message={t('views.detail.deleteConfirm')}
        confirmLabel={t('views.detail.delete')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming);
          setConfirming(null);
        }}
      />
    </>
  );
}
