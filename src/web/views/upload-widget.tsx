import { useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import MicIcon from '@mui/icons-material/MicNoneOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { uploadFile, type FileInfo } from '../http/call-operation.ts';
import { t } from '../i18n/translate.ts';
import { acceptFiles, toFileInfos, uploadRoom, type UploadKind } from './upload-model.ts';
import { AudioTile } from './upload-audio-tile.tsx';
import { useLatest } from '../shell/use-latest.ts';

interface Pending {
  key: string;
  preview: string;
}

const tile = { width: 84, height: 84, borderRadius: 1, position: 'relative', overflow: 'hidden', bgcolor: 'grey.100' } as const;

/** rjsf field for x-upload properties: pick images (or audio), upload each, keep {fileName, filePath} (or a list). */
export function UploadField({ formData, schema, uiSchema, onChange, fieldPathId, disabled, readonly }: FieldProps) {
  const kind: UploadKind = schema['x-accept'] === 'audio' ? 'audio' : 'image';
  const multiple = schema['x-upload'] === 'files' || schema.type === 'array';
  const max = multiple ? (typeof schema.maxItems === 'number' ? schema.maxItems : 9) : 1;
  const files = toFileInfos(formData);
  const latest = useLatest(files);
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const locked = Boolean(disabled || readonly);

  const emit = (next: FileInfo[]) => {
    latest.current = next;
    // A single file taken away is {}: sent on an edit, it clears the file.
    onChange(multiple ? next : (next[0] ?? {}), fieldPathId.path);
  };

  const upload = async (file: File, key: string) => {
    try {
      const reply = await uploadFile(file, file.name, { mask: false });
      emit(multiple ? [...latest.current, reply.data] : [reply.data]);
    } catch {
      // The http client has told the user; the tile just goes away.
    } finally {
      setPending((list) => list.filter((p) => p.key !== key));
    }
  };

  const pick = (chosen: FileList | null) => {
    const room = multiple ? uploadRoom(max, latest.current.length, pending.length) : 1;
    const accepted = acceptFiles(Array.from(chosen ?? []), kind).slice(0, room);
    const started = accepted.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}`, preview: URL.createObjectURL(file) }));
    setPending((list) => [...list, ...started.map(({ key, preview }) => ({ key, preview }))]);
    started.forEach(({ file, key, preview }) => void upload(file, key).finally(() => URL.revokeObjectURL(preview)));
    if (input.current) input.current.value = '';
  };

  const canAdd = !locked && (multiple ? files.length + pending.length < max : pending.length === 0);
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';
  return (
    <Box data-testid={`upload-${fieldPathId.path.join('-')}`}>
      <FormLabel sx={{ display: 'block', mb: 1 }}>
        {label}
        {multiple && (
          <Typography component="span" variant="caption" sx={{ ml: 1 }}>
            {t('views.upload.limit', { count: files.length, max })}
          </Typography>
        )}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {kind === 'audio' &&
          files.map((file, index) => (
            <AudioTile key={`${file.filePath}-${index}`} file={file} locked={locked} onRemove={() => emit(latest.current.filter((_, i) => i !== index))} />
          ))}
        {kind === 'image' &&
          files.map((file, index) => (
            <Box key={`${file.filePath}-${index}`} sx={tile} data-testid="upload-item">
              <Box component="img" src={file.filePath} alt={file.fileName} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              {!locked && (
                <IconButton
                  size="small"
                  aria-label={t('views.upload.remove')}
                  data-testid="upload-remove"
                  onClick={() => emit(latest.current.filter((_, i) => i !== index))}
                  sx={{ position: 'absolute', top: 2, right: 2, p: 0.25, bgcolor: 'rgba(0,0,0,0.5)', color: 'common.white' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        {pending.map((p) => (
          <Box key={p.key} sx={tile} role="status" aria-label={t('views.upload.uploading')}>
            {kind === 'image' && <Box component="img" src={p.preview} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.5 }} />}
            <CircularProgress size={28} aria-label={t('shell.loading')} sx={{ position: 'absolute', top: 28, left: 28 }} />
          </Box>
        ))}
        {canAdd && (
          <ButtonBase
            sx={{ ...tile, flexDirection: 'column', border: 1, borderColor: 'divider', borderStyle: 'dashed' }}
            onClick={() => input.current?.click()}
            data-testid="upload-add"
          >
            {kind === 'audio' ? <MicIcon color="action" /> : <AddPhotoIcon color="action" />}
            <Typography variant="caption" color="text.secondary">
              {t(kind === 'audio' ? 'views.upload.addAudio' : 'views.upload.add')}
            </Typography>
          </ButtonBase>
        )}
      </Box>
      <input ref={input} type="file" accept={`${kind}/*`} multiple={multiple} hidden onChange={(e) => pick(e.target.files)} data-testid="upload-input" />
    </Box>
  );
}
