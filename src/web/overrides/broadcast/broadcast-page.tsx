import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import StopIcon from '@mui/icons-material/Stop';
import type { Row } from '../../../shared/view-types.ts';
import { formatRelativeTime } from '../../../shared/format/relative-time.ts';
import { feedback } from '../../http/feedback.ts';
import { tMedia } from '../../i18n/messages/media.ts';
import { locationFor } from '../../router/paths.ts';
import { useLanguage } from '../../shell/use-language.ts';
import { useLoggedIn } from '../../shell/use-session.ts';
import { ListView } from '../../views/list-view.tsx';
import { AddBroadcastDialog } from './add-broadcast-dialog.tsx';
import { BroadcastItem } from './broadcast-item.tsx';
import { sourceLabels, type SourceType } from './broadcast-sources.ts';
import { useReader, type Readable } from './use-reader.ts';

const ENDPOINT = 'voice.getByPage';
const list = { endpoint: ENDPOINT, item: 'voiceBroadcast', params: {}, filters: [] } as const;

interface VoiceRow {
  voiceId: string;
  type: SourceType;
  title: string;
  content: string;
  audioFile?: { filePath?: string } | null;
  publishTime: string;
}

const readerFailed = () => feedback.toast(tMedia('voice.serverFailed'), 3000);

const toReadable = (row: VoiceRow): Readable => ({ voiceId: row.voiceId, title: row.title, content: row.content, audio: row.audioFile?.filePath || undefined });

/** The voice broadcast tab: the list (the engine's paging), read aloud one by one or all in a row; signed-in users add to it. */
export function BroadcastPage() {
  const lang = useLanguage();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const reader = useReader(readerFailed);
  const [adding, setAdding] = useState(false);

  const add = () => (loggedIn ? setAdding(true) : navigate(locationFor('entry/login', { redirect: location.pathname + location.search })));
  const added = () => {
    setAdding(false);
    feedback.toast(tMedia('voice.added'), 3000);
    void client.invalidateQueries({ queryKey: ['list', ENDPOINT] });
  };

  const render = (rows: readonly Row[]) => {
    const voices = rows as unknown as VoiceRow[];
    const items = voices.map(toReadable);
    const playable = items.filter(reader.canPlay);
    return (
      <>
        <Stack direction="row" spacing={1} sx={{ px: 1.5 }}>
          <Button
            variant="contained"
            startIcon={reader.current ? <StopIcon /> : <PlaylistPlayIcon />}
            disabled={!reader.current && playable.length === 0}
            onClick={() => (reader.current ? reader.stop() : reader.play(playable))}
            sx={{ flex: 1 }}
            data-testid="broadcast-play-all"
          >
            {reader.current ? tMedia('voice.stop') : tMedia('voice.playAll')}
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flex: 1 }} data-testid="broadcast-add">
            {loggedIn ? tMedia('voice.add') : tMedia('voice.signInToAdd')}
          </Button>
        </Stack>
        {reader.state === 'checking' && (
          <Alert severity="info" sx={{ mx: 1.5, mt: 1.5 }} data-testid="speech-checking">
            {tMedia('voice.checking')}
          </Alert>
        )}
        <Stack spacing={1} sx={{ px: 1.5, pt: 1.5 }}>
          {voices.map((row, i) => (
            <BroadcastItem
              key={row.voiceId}
              item={items[i]!}
              source={sourceLabels[row.type]?.[lang] ?? row.type}
              when={formatRelativeTime(row.publishTime, Date.now(), lang)}
              playing={reader.current === row.voiceId}
              canPlay={reader.canPlay(items[i]!)}
              onPlay={() => reader.play([items[i]!])}
              onStop={reader.stop}
            />
          ))}
        </Stack>
      </>
    );
  };

  return (
    <Box sx={{ pt: 1.5 }}>
      <ListView view={list} infinite>
        {render}
      </ListView>
      <AddBroadcastDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
    </Box>
  );
}
