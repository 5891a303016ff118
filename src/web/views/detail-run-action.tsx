import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { DetailAction, Row } from '../../shared/view-types.ts';
import type { RouteId } from '../../../generated/routes.ts';
import { locationFor } from '../router/paths.ts';
import { useLanguage } from '../shell/use-language.ts';
import { callViewOperation } from './view-call.ts';
import { runInput } from './detail-conditions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** A declared call of a detail page (publish, take off shelf, delete …): asks first when told, then reads the row again or opens `then`. */
export function DetailRunAction({ action, row, disabled, onRan }: { action: DetailAction; row: Row; disabled: boolean; onRan: () => void }) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const label = action.label?.[lang] ?? '';

  async function run() {
    if (!action.endpoint) return;
    setBusy(true);
    try {
      await callViewOperation(action.endpoint, runInput(action, row));
      await client.invalidateQueries({ queryKey: ['list'] });
      if (action.then) void navigate(locationFor(action.then as RouteId), { replace: true });
      else onRan();
    } catch {
      // The http client has already told the user what went wrong.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        data-testid={action.testId ?? 'detail-action-run'}
        variant={action.variant ?? 'outlined'}
        color={action.color ?? 'primary'}
        disabled={disabled || busy}
        onClick={() => (action.confirm ? setConfirming(true) : void run())}
      >
        {label}
      </Button>
      {action.confirm && (
        <ConfirmDialog
          open={confirming}
          message={action.confirm[lang]}
          confirmLabel={label}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void run();
          }}
        />
      )}
    </>
  );
}
