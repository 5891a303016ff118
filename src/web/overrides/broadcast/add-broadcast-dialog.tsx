import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { callOperation } from '../../http/call-operation.ts';
import { isHttpError } from '../../http/http-error.ts';
import { tMedia } from '../../i18n/messages/media.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { sourceLabels, sourcePickers, type SourceType } from './broadcast-sources.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}

const types = Object.keys(sourcePickers) as SourceType[];

/** Pick a source, then an item of it, and put it on the broadcast list (POST /v1/voice/broadcast/add). */
export function AddBroadcastDialog({ open, onClose, onAdded }: Props) {
  const lang = useLanguage();
  const [type, setType] = useState<SourceType>(types[0]!);
  const [id, setId] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const pickers = Object.fromEntries(types.map((t) => [t, sourcePickers[t].useOptions(lang, open && type === t)])) as Record<
    SourceType,
    ReturnType<(typeof sourcePickers)[SourceType]['useOptions']>
  >;
  const { options, status } = pickers[type];

  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      await callOperation('voice.broadcastAdd', { type, id }, { silent: true });
      setId('');
      onAdded();
    } catch (e) {
      setError(isHttpError(e) && e.status === 409 ? tMedia('voice.already') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth data-testid="add-broadcast-dialog">
      <DialogTitle>{tMedia('voice.addTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2">{tMedia('voice.source')}</Typography>
        <RadioGroup row value={type} onChange={(e) => (setType(e.target.value as SourceType), setId(''), setError(''))}>
          {types.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio size="small" />} label={sourceLabels[t][lang]} data-testid={`add-source-${t}`} />
          ))}
        </RadioGroup>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {type === 'PRICE_DAY' ? tMedia('voice.pickDay') : tMedia('voice.pickPost')}
        </Typography>
        {status === 'success' && options.length === 0 && <Typography color="text.secondary">{tMedia('voice.nothingToPick')}</Typography>}
        {status === 'pending' && <Typography color="text.secondary">…</Typography>}
        <RadioGroup value={id} onChange={(e) => (setId(e.target.value), setError(''))}>
          {options.map((o) => (
            <FormControlLabel key={o.id} value={o.id} control={<Radio size="small" />} label={o.label} data-testid="add-option" />
          ))}
        </RadioGroup>
        {error && (
          <Typography color="error" role="alert" sx={{ mt: 1 }} data-testid="add-error">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tMedia('voice.cancel')}</Button>
        <Button variant="contained" disabled={!id || busy} onClick={() => void submit()} data-testid="add-submit">
          {tMedia('voice.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
