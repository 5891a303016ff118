import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { tMedia } from '../../i18n/messages/media.ts';
import type { Readable } from './use-reader.ts';

interface Props {
  item: Readable;
  source: string;
  when: string;
  playing: boolean;
  canPlay: boolean;
  onPlay: () => void;
  onStop: () => void;
}

/** One broadcast: where it comes from, its title, when it was added, a play button and its text. */
export function BroadcastItem({ item, source, when, playing, canPlay, onPlay, onStop }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Card variant="outlined" data-testid="broadcast-item" sx={{ borderColor: playing ? 'primary.main' : undefined, borderWidth: playing ? 2 : 1 }}>
      <Box sx={{ display: 'flex', gap: 1, p: 1.5, alignItems: 'flex-start' }}>
        <IconButton
          onClick={playing ? onStop : onPlay}
          disabled={!canPlay}
          aria-label={playing ? tMedia('voice.stop') : tMedia('voice.playOne')}
          data-testid="broadcast-play"
          sx={{ bgcolor: canPlay ? 'primary.main' : 'grey.300', color: '#fff', '&:hover': { bgcolor: 'primary.dark' }, flexShrink: 0 }}
        >
          {playing ? <StopIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
            <Chip size="small" label={source} color="primary" variant="outlined" />
            <Typography variant="caption" color="text.secondary">
              {when}
            </Typography>
            {item.audio && <Chip size="small" label={tMedia('voice.audio')} />}
          </Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mt: 0.5 }} data-testid="broadcast-title">
            {item.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={
              open || !canPlay
                ? { mt: 0.5, lineHeight: 1.6 }
                : { mt: 0.5, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }
            }
            data-testid="broadcast-text"
          >
            {item.content}
          </Typography>
          {canPlay && (
            <Box
              component="button"
              type="button"
              onClick={() => setOpen(!open)}
              sx={{ border: 0, bgcolor: 'transparent', color: 'primary.main', p: 0, mt: 0.5, font: 'inherit', fontSize: 13, cursor: 'pointer' }}
            >
              {open ? tMedia('voice.hideText') : tMedia('voice.showText')}
            </Box>
          )}
        </Box>
      </Box>
    </Card>
  );
}
