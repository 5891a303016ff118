import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { tMedia } from '../../i18n/messages/media.ts';
import { playbackFor } from './playback.ts';
import { attachHls } from './hls-source.ts';
import { t } from '../../i18n/translate.ts';

type State = 'ready' | 'loading' | 'playing' | 'error' | 'unsupported';

interface Props {
  src: string;
  poster?: string | null;
  live: boolean;
  /** Called once, when the picture first moves (the play count). */
  onFirstPlay: () => void;
}

const canPlay = (type: string) => (typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(type));
const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/** A notice over the poster instead of a player that cannot play: why, and a retry where it may help. */
function Notice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Box
      data-testid="player-notice"
      sx={{
        position: 'absolute',
        inset: 0,
        bgcolor: 'rgba(0,0,0,.7)',
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 3,
        gap: 1.5,
      }}
    >
      <Box component="p" sx={{ m: 0, fontSize: 14, lineHeight: 1.5 }}>
        {text}
      </Box>
      {onRetry && (
        <Button variant="outlined" color="inherit" size="small" onClick={onRetry} data-testid="player-retry">
          {tMedia('media.retry')}
        </Button>
      )}
    </Box>
  );
}

/**
 * The browser's own video element: a poster with a play button first, native controls once playing,
 * a spinner while it connects, and a clear notice (never a broken player) when it cannot play.
 */
export function VideoPlayer({ src, poster, live, onFirstPlay }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const counted = useRef(false);
  const [state, setState] = useState<State>('ready');
  const plan = useMemo(() => playbackFor(src, canPlay, hasMediaSource()), [src]);
  const playable = plan.kind === 'native' || plan.kind === 'hls';
  const detachHls = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => detachHls.current?.(), [src]);

  const play = (el: HTMLVideoElement) =>
    el.play().catch(() => {
      // A refused or failed play() also fires 'error' when the source is at fault; otherwise let the reader try again.
      if (!el.error) setState((s) => (s === 'loading' ? 'ready' : s));
    });
  const start = () => {
    const el = video.current;
    if (!el) return;
    setState('loading');
    if (plan.kind !== 'hls') {
      if (el.error) el.load();
      void play(el);
      return;
    }
    // A fresh hls.js each time: after a fatal error (or on retry) the old one is spent.
    detachHls.current?.();
    detachHls.current = undefined;
    attachHls(el, plan.src, () => setState('error')).then(
      (detach) => {
        if (!detach) return setState('unsupported');
        detachHls.current = detach;
        void play(el);
      },
      () => setState('error'),
    );
  };
  const onPlaying = () => {
    setState('playing');
    if (!counted.current) {
      counted.current = true;
      onFirstPlay();
    }
  };

  return (
    <Box
      sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#000' }}
      data-testid="player"
      data-state={playable ? state : 'unsupported'}
      data-playback={plan.kind}
    >
      {playable && (
        <Box
          component="video"
          ref={video}
          src={plan.kind === 'native' ? plan.src : undefined}
          poster={poster ?? undefined}
          preload="none"
          playsInline
          loop={live}
          controls={state === 'playing'}
          onPlaying={onPlaying}
          onWaiting={() => setState((s) => (s === 'playing' ? 'loading' : s))}
          onError={() => setState('error')}
          sx={{ width: '100%', height: '100%', display: 'block', objectFit: 'contain' }}
        />
      )}
      {!playable && poster && <Box component="img" src={poster} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
      {live && (
        <Box
          component="span"
          sx={{ position: 'absolute', top: 10, right: 10, px: 0.75, borderRadius: 0.5, fontSize: 12, fontWeight: 700, color: '#fff', bgcolor: '#d32f2f' }}
        >
          {tMedia('media.live')}
        </Box>
      )}
      {playable && state === 'ready' && (
        <Box
          component="button"
          type="button"
          onClick={start}
          aria-label={tMedia('media.play')}
          data-testid="player-play"
          sx={{
            position: 'absolute',
            inset: 0,
            border: 0,
            bgcolor: 'rgba(0,0,0,.15)',
            color: '#fff',
            cursor: 'pointer',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <PlayArrowIcon sx={{ fontSize: 64, bgcolor: 'rgba(0,0,0,.5)', borderRadius: '50%' }} />
        </Box>
      )}
      {state === 'loading' && (
        <Box
          sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#fff', gap: 1, pointerEvents: 'none' }}
        >
          <CircularProgress size={28} color="inherit" aria-label={t('shell.loading')} />
          <Box component="span" sx={{ fontSize: 13 }}>
            {tMedia('media.loading')}
          </Box>
        </Box>
      )}
      {playable && state === 'error' && <Notice text={tMedia('media.error')} onRetry={start} />}
      {playable && state === 'unsupported' && <Notice text={tMedia('media.unsupported.hls')} />}
      {plan.kind === 'unsupported' && <Notice text={tMedia(`media.unsupported.${plan.reason}`)} />}
    </Box>
  );
}
