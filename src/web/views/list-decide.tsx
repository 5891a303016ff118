import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { tAdmin } from '../i18n/messages/admin.ts';
import { t } from '../i18n/translate.ts';
import { callViewOperation } from './view-call.ts';

// The console's queue lists (issue 11): status tabs, approve and reject on pending rows, a reason dialog.

export const QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export function StatusTabs({ value, onChange }: { value: QueueStatus; onChange: (s: QueueStatus) => void }) {
  return (
    <Tabs value={value} onChange={(_e, v: QueueStatus) => onChange(v)} variant="fullWidth" data-testid="status-tabs">
      {QUEUE_STATUSES.map((s) => (
        <Tab key={s} value={s} label={tAdmin(`admin.queue.${s}`)} data-testid={`status-tab-${s}`} />
      ))}
    </Tabs>
  );
}

export interface DecideSpec {
  approve: string;
  reject: string;
  id: string;
}

export interface ModerateSpec {
  hide: string;
  restore: string;
  id: string;
  hidden: string;
  /** suspend: the users page's words (suspend and lift) instead of hide and restore. */
  labels?: 'suspend';
}

type ActionLabels = { approve: TAdminKey; reject: TAdminKey; approveTitle: TAdminKey; rejectTitle: TAdminKey };
type TAdminKey = Parameters<typeof tAdmin>[0];

const HIDE_LABELS: ActionLabels = {
  approve: 'admin.moderate.restore',
  reject: 'admin.moderate.hide',
  approveTitle: 'admin.moderate.restoreTitle',
  rejectTitle: 'admin.moderate.hideTitle',
};
const SUSPEND_LABELS: ActionLabels = {
  approve: 'admin.users.lift',
  reject: 'admin.users.suspend',
  approveTitle: 'admin.users.liftTitle',
  rejectTitle: 'admin.users.suspendTitle',
};
const QUEUE_LABELS: ActionLabels = {
  approve: 'admin.queue.approve',
  reject: 'admin.queue.reject',
  approveTitle: 'admin.queue.approveTitle',
  rejectTitle: 'admin.queue.rejectTitle',
};

/** Hide (asks for a reason) on a shown row, restore on a hidden one (the console's moderation lists); or suspend and lift. */
export function ModerateButtons({ spec, rowId, hidden, onDone }: { spec: ModerateSpec; rowId: string; hidden: boolean; onDone: (error?: string) => void }) {
  const decide = { approve: spec.restore, reject: spec.hide, id: spec.id };
  return (
    <DecideButtons
      spec={decide}
      rowId={rowId}
      onDone={onDone}
      only={hidden ? 'approve' : 'reject'}
      labels={spec.labels === 'suspend' ? SUSPEND_LABELS : HIDE_LABELS}
    />
  );
}

/** Approve and reject for one row; reject (and approve, optionally) takes a reason in a dialog. */
export function DecideButtons({
  spec,
  rowId,
  onDone,
  only,
  labels,
}: {
  spec: DecideSpec;
  rowId: string;
  onDone: (error?: string) => void;
  only?: 'approve' | 'reject';
  labels?: ActionLabels;
}) {
  const words = labels ?? QUEUE_LABELS;
  const approveLabel = words.approve;
  const rejectLabel = words.reject;
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const needsReason = dialog === 'reject';
  const send = async () => {
    if (!dialog) return;
    setBusy(true);
    try {
      // Silent: the list's dialog is the one place its failure shows.
      const reply = await callViewOperation(dialog === 'approve' ? spec.approve : spec.reject, { [spec.id]: rowId, reason: reason.trim() }, { silent: true });
      setDialog(null);
      setReason('');
      onDone(reply.success ? undefined : reply.msg);
    } catch (error) {
      onDone(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
        {only !== 'reject' && (
          <Button size="small" variant="contained" data-testid="decide-approve" disabled={busy} onClick={() => setDialog('approve')}>
            {tAdmin(approveLabel)}
          </Button>
        )}
        {only !== 'approve' && (
          <Button size="small" variant="outlined" color="error" data-testid="decide-reject" disabled={busy} onClick={() => setDialog('reject')}>
            {tAdmin(rejectLabel)}
          </Button>
        )}
      </Stack>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} fullWidth maxWidth="xs" data-testid="reason-dialog" onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{tAdmin(dialog === 'reject' ? words.rejectTitle : words.approveTitle)}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={tAdmin(needsReason ? 'admin.queue.reasonRequired' : 'admin.queue.reasonOptional')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'reason-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('views.cancel')}</Button>
          <Button
            data-testid="reason-ok"
            color={needsReason ? 'error' : 'primary'}
            disabled={busy || (needsReason && reason.trim().length < 2)}
            onClick={() => void send()}
          >
            {tAdmin(dialog === 'reject' ? rejectLabel : approveLabel)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
