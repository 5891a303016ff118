import { useEffect, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import { isLoadingVisible, subscribeFeedback, type AlertRequest } from '../http/feedback.ts';
import { t } from '../i18n/translate.ts';

interface Toast {
  id: number;
  message: string;
  durationMs: number;
}

/** Renders what the http layer asks for: alert popups (queued), toasts, and the loading mask. */
export function FeedbackHost() {
  const [alerts, setAlerts] = useState<AlertRequest[]>([]);
  const [toast, setToast] = useState<Toast | null>(null);
  const [loading, setLoading] = useState(isLoadingVisible);

  useEffect(
    () =>
      subscribeFeedback((event) => {
        if (event.type === 'alert') setAlerts((queue) => [...queue, event]);
        else if (event.type === 'toast') setToast({ id: Date.now(), message: event.message, durationMs: event.durationMs });
        else setLoading(event.visible);
      }),
    [],
  );

  // The closing dialog keeps showing its text while it fades out.
  const [alert, setAlert] = useState<AlertRequest | null>(null);
  if (alerts[0] && alerts[0] !== alert) setAlert(alerts[0]);
  const dismiss = () => setAlerts((queue) => queue.slice(1));
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
          if (reason !== 'clickaway') setToast(null);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      />
    </>
  );
}
