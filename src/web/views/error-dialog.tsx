import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { t } from '../i18n/translate.ts';

interface Props {
  message: string | null;
  onClose: () => void;
}

/** The seed's 'Error message' modal of the list loader (section 8). */
export function ErrorDialog({ message, onClose }: Props) {
  return (
    <Dialog open={message !== null} onClose={onClose} data-testid="error-dialog">
      <DialogTitle>{t('views.errorTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('views.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
