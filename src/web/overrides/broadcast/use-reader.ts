import { useCallback, useEffect, useRef, useState } from 'react';
import { findChineseVoice, speak } from './speech.ts';
import { serverSpeechAddress } from './server-speech.ts';

/** ready: this device's Chinese voice reads; server: the server's audio reads (no Chinese voice here). */
export type ReaderState = 'checking' | 'ready' | 'server';

/** What the reader needs of a broadcast: its text, and an attached audio file when there is one. */
export interface Readable {
  voiceId: string;
  title: string;
  content: string;
  audio: string | undefined;
}

/** How one broadcast is read: its attached file, this device's Chinese voice, or the server's audio. */
export function readingOf(item: Readable, hasChineseVoice: boolean): 'file' | 'voice' | 'server' {
  if (item.audio) return 'file';
  return hasChineseVoice ? 'voice' : 'server';
}

/**
 * Plays broadcasts one at a time: an attached audio file through an <audio> element, otherwise the
 * text through a Chinese voice of the device, or, without one, audio the server reads (espeak-ng).
 * `play` with several plays the rest in order ("play all").
 */
export function useReader(onServerError: () => void) {
  const [state, setState] = useState<ReaderState>('checking');
  const [current, setCurrent] = useState<string | null>(null);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  const stopCurrent = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    void findChineseVoice().then((found) => {
      if (!live) return;
      voice.current = found;
      setState(found ? 'ready' : 'server');
    });
    return () => {
      live = false;
      stopCurrent.current();
    };
  }, []);

  const stop = useCallback(() => {
    stopCurrent.current();
    stopCurrent.current = () => undefined;
    setCurrent(null);
  }, []);

  const play = useCallback(
    (items: readonly Readable[]) => {
      stop();
      const [first, ...rest] = items;
      if (!first) return;
      const next = () => (rest.length > 0 ? play(rest) : setCurrent(null));
      const how = readingOf(first, Boolean(voice.current));
      if (how === 'voice') {
        stopCurrent.current = speak(`${first.title}。${first.content}`, voice.current!, next);
      } else {
        let stopped = false;
        let audio: HTMLAudioElement | undefined;
        stopCurrent.current = () => {
          stopped = true;
          audio?.pause();
        };
        const address = how === 'file' ? Promise.resolve(first.audio!) : serverSpeechAddress(first.voiceId);
        address.then(
          (src) => {
            if (stopped) return;
            audio = new Audio(src);
            audio.onended = next;
            audio.onerror = next;
            void audio.play().catch(() => setCurrent(null));
          },
          () => {
            if (stopped) return;
            setCurrent(null);
            onServerError();
          },
        );
      }
      setCurrent(first.voiceId);
    },
    [stop, onServerError],
  );

  return { state, current, play, stop, canPlay: (item: Readable) => Boolean(item.audio) || state !== 'checking' };
}
