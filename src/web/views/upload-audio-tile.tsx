import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import type { FileInfo } from '../http/call-operation.ts';
import { t } from '../i18n/translate.ts';

/** An uploaded voice note in a form: its name, a player to check it, a way to take it out. */
export function AudioTile({ file, locked, onRemove }: { file: FileInfo; locked: boolean; onRemove: () => void }) {
  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} data-testid="upload-item">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <GraphicEqIcon color="primary" fontSize="small" />
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {file.fileName}
        </Typography>
        {!locked && (
          <IconButton size="small" aria-label={t('views.upload.remove')} data-testid="upload-remove" onClick={onRemove}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <audio controls preload="none" src={file.filePath} style={{ width: '100%', marginTop: 4 }} />
    </Box>
  );
}
