import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { uploadFile } from '../http/call-operation.ts';
import { tAdmin } from '../i18n/messages/admin.ts';
import { acceptFiles } from './upload-model.ts';
import { t } from '../i18n/translate.ts';

/**
 * rjsf widget for a text field holding a picture's address (a banner's image, a menu icon, a poster):
 * typed, or uploaded through the file upload call, whose path it then holds; a preview beside it.
 */
export function ImagePathWidget({
  id,
  htmlName,
  value,
  required,
  disabled,
  readonly,
  label,
  hideLabel,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const locked = Boolean(disabled || readonly);
  const upload = async (files: FileList | null) => {
    const [file] = acceptFiles(Array.from(files ?? []), 'image');
    if (input.current) input.current.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const reply = await uploadFile(file, file.name, { mask: false });
      onChange(reply.data.filePath);
    } catch {
      // The http client has told the user.
    } finally {
      setBusy(false);
    }
  };
  const path = typeof value === 'string' ? value : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {path && (
        <Box component="img" src={path} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', flexShrink: 0 }} />
      )}
      <TextField
        id={id}
        name={htmlName || id}
        label={hideLabel ? undefined : label}
        required={required}
        disabled={locked}
        value={path}
        error={rawErrors.length > 0}
        fullWidth
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <input ref={input} type="file" accept="image/*" hidden data-testid={`image-path-file-${id}`} onChange={(e) => void upload(e.target.files)} />
      <Button size="small" variant="outlined" disabled={locked || busy} onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
        {busy ? <CircularProgress size={16} aria-label={t('shell.loading')} /> : tAdmin('admin.content.upload')}
      </Button>
    </Stack>
  );
}
