import { useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import type { AlertRequest } from '../http/feedback.ts';
import { t } from '../i18n/translate.ts';

export interface Toast {
  id: number;
  message: string;
  durationMs: number;
}

interface Props {
  alerts: AlertRequest[];
  toast: Toast | null;
  loading: boolean;
  dismiss: () => void;
  closeToast: () => void;
}

/**
 * The popups FeedbackHost shows: the alert dialog (queued), the toast and the loading mask. In a chunk
 * of its own (MUI's Modal, Dialog, Snackbar and transitions), loaded when the first one is asked for.
 */
export function FeedbackPopups({ alerts, toast, loading, dismiss, closeToast }: Props) {
  // The closing dialog keeps showing its text while it fades out.
  const [alert, setAlert] = useState<AlertRequest | null>(null);
  if (alerts[0] && alerts[0] !== alert) setAlert(alerts[0]);
  return (
    <>
      <Backdrop open={loading} sx={{ zIndex: 'modal', color: '#fff' }} data-testid="loading-mask">
        <CircularProgress color="inherit" aria-label={t('shell.loading')} />
      </Backdrop>
      <Dialog open={alerts.length > 0} onClose={dismiss} maxWidth="xs" fullWidth>
        {alert && (
          <>
            <DialogTitle>{alert.title}</DialogTitle>
            <DialogContent>
              <DialogContentText>{alert.message}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={dismiss} autoFocus>
                {t('shell.ok')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <Snackbar
        key={toast?.id}
        open={toast !== null}
        message={toast?.message}
        autoHideDuration={toast?.durationMs ?? null}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') closeToast();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      />
    </>
  );
}
