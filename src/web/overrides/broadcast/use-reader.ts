import { useCallback, useEffect, useRef, useState } from 'react';
import { findChineseVoice, speak } from './speech.ts';

export type ReaderState = 'checking' | 'ready' | 'unavailable';

/** What the reader needs of a broadcast: its text, and an attached audio file when there is one. */
export interface Readable {
  voiceId: string;
  title: string;
  content: string;
  audio: string | undefined;
}

/**
 * Plays broadcasts one at a time: an attached audio file through an <audio> element, otherwise the
 * text through a Chinese voice. `queue` plays the rest in order ("play all").
 */
export function useReader() {
  const [state, setState] = useState<ReaderState>('checking');
  const [current, setCurrent] = useState<string | null>(null);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  const stopCurrent = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    void findChineseVoice().then((found) => {
      if (!live) return;
      voice.current = found;
      setState(found ? 'ready' : 'unavailable');
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
      if (first.audio) {
        const audio = new Audio(first.audio);
        audio.onended = next;
        audio.onerror = next;
        void audio.play().catch(() => setCurrent(null));
        stopCurrent.current = () => audio.pause();
      } else if (voice.current) {
        stopCurrent.current = speak(`${first.title}。${first.content}`, voice.current, next);
      } else {
        return;
      }
      setCurrent(first.voiceId);
    },
    [stop],
  );

  return { state, current, play, stop, canPlay: (item: Readable) => Boolean(item.audio) || state === 'ready' };
}
