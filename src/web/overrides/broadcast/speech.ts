// The browser's speech synthesis, reading broadcasts in Chinese. Voices arrive asynchronously (and not
// at all in some browsers, e.g. headless Chromium), so availability is only known after a short wait.

const WAIT_MS = 1500;

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

const chinese = (voices: SpeechSynthesisVoice[]) => voices.find((v) => /^zh[-_]CN/i.test(v.lang)) ?? voices.find((v) => /^(zh|cmn)/i.test(v.lang)) ?? null;

/** A Chinese voice of this device, or null when it has none (after up to 1.5 s for the list to arrive). */
export function findChineseVoice(): Promise<SpeechSynthesisVoice | null> {
  if (!speechSupported()) return Promise.resolve(null);
  const synth = window.speechSynthesis;
  const now = chinese(synth.getVoices());
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener('voiceschanged', check);
      clearTimeout(timer);
      resolve(chinese(synth.getVoices()));
    };
    const check = () => {
      if (chinese(synth.getVoices())) done();
    };
    const timer = setTimeout(done, WAIT_MS);
    synth.addEventListener('voiceschanged', check);
  });
}

/** Sentence by sentence: some engines stop long utterances part-way, and a sentence is a natural pause. */
export function sentences(text: string): string[] {
  return (text.match(/[^。！？；!?;]+[。！？；!?;]?/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Reads the text aloud; calls onEnd when it has been read (not when cancelled). Returns a cancel function. */
export function speak(text: string, voice: SpeechSynthesisVoice, onEnd: () => void): () => void {
  const synth = window.speechSynthesis;
  let cancelled = false;
  synth.cancel();
  const parts = sentences(text);
  parts.forEach((part, i) => {
    const utterance = new SpeechSynthesisUtterance(part);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.95;
    if (i === parts.length - 1) utterance.onend = () => !cancelled && onEnd();
    synth.speak(utterance);
  });
  if (parts.length === 0) onEnd();
  return () => {
    cancelled = true;
    synth.cancel();
  };
}
