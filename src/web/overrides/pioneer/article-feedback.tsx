import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import { callOperation } from '../../http/call-operation.ts';
import { feedback } from '../../http/feedback.ts';
import { t } from '../../i18n/translate.ts';
import { tPioneer } from '../../i18n/messages/pioneer.ts';
import { locationFor } from '../../router/paths.ts';
import { useLoggedIn } from '../../shell/use-session.ts';

/** A reader's feedback on the article to the platform: a wrong figure, a question, a complaint. */
export function ArticleFeedback({ articleId }: { articleId: string }) {
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);

  function start() {
    if (loggedIn) setOpen(true);
    else void navigate(locationFor('entry/login', { redirect: location.pathname + location.search }));
  }

  async function send() {
    if (Array.from(text.trim()).length < 5) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      await callOperation('garlicPioneerFeedback.add', { articleId, feedbackContent: text.trim() });
      setOpen(false);
      setText('');
      feedback.toast(tPioneer('pioneer.feedback.thanks'), 3000);
    } catch {
      // The http client has shown the reason; the text stays.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ p: 2, textAlign: 'center' }}>
      <Button startIcon={<FeedbackIcon />} color="inherit" onClick={start} data-testid="article-feedback">
        {tPioneer('pioneer.feedback.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogTitle>{tPioneer('pioneer.feedback.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={4}
            fullWidth
            value={text}
            placeholder={tPioneer('pioneer.feedback.hint')}
            error={error}
            helperText={error ? tPioneer('pioneer.feedback.tooShort') : ' '}
            onChange={(e) => {
              setText(e.target.value.slice(0, 500));
              setError(false);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'feedback-text', maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('views.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void send()} data-testid="feedback-send">
            {tPioneer('pioneer.feedback.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
