import type { Handler } from '../engine/context.ts';
import { notConfigured, notFound } from '../http/api-error.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { MissingProgram, speechKey, synthesizeSpeech, type SpeechAudio, type SpeechVoice } from '../storage/speech-audio.ts';

const VOICE: SpeechVoice = 'cmn';
const EXTENSIONS: Record<SpeechAudio['extension'], SpeechAudio['contentType']> = { mp3: 'audio/mpeg', wav: 'audio/wav' };
/** Audio being made on this instance, by text key: a second ask while the first is speaking waits for it. */
const making = new Map<string, Promise<{ key: string; audio: SpeechAudio }>>();

/** What the reader speaks: the same words the browser's speech synthesis reads. */
export const spokenText = (row: { title: string; content: string }) => `${row.title}。${row.content}`;

async function stored(storage: FileStorage, text: string) {
  for (const [extension, contentType] of Object.entries(EXTENSIONS) as [SpeechAudio['extension'], SpeechAudio['contentType']][]) {
    const key = speechKey(text, VOICE, extension);
    const bytes = await storage.get(key);
    if (bytes) return { key, audio: { bytes, contentType, extension } };
  }
  return undefined;
}

/** GET /v1/voice/audio?voiceId=: a listed broadcast read aloud, made once per text and voice, then looked up. */
export const voiceAudio: Handler<'voiceAudio'> = async (ctx) => {
  const { db, storage, config } = ctx.services;
  const voiceId = String(ctx.input.voiceId);
  const row = await db
    .selectFrom('voice_broadcast')
    .select(['title', 'content', 'publishStatus', 'isHidden'])
    .where('voiceId', '=', voiceId)
    .executeTakeFirst();
  if (!row || row.publishStatus !== '1' || Number(row.isHidden ?? 0) === 1) throw notFound(`broadcast ${voiceId}`);
  const text = spokenText(row);
  const found = await stored(storage, text);
  let made = found;
  if (!made) {
    const textKey = speechKey(text, VOICE, 'mp3');
    let pending = making.get(textKey);
    if (!pending) {
      pending = (async () => {
        const audio = await synthesizeSpeech(text, VOICE, config).catch((error: unknown) => {
          if (error instanceof MissingProgram)
            throw notConfigured(
              `Spoken broadcasts need espeak-ng, which this server cannot run (${error.program}): install the espeak-ng package or set ESPEAK_PATH`,
            );
          throw error;
        });
        const key = speechKey(text, VOICE, audio.extension);
        await storage.put(key, audio.bytes);
        return { key, audio };
      })().finally(() => making.delete(textKey));
      making.set(textKey, pending);
    }
    made = await pending;
  }
  const { key, audio } = made;
  return { data: { voiceId, filePath: `/files/${key}`, contentType: audio.contentType, size: audio.bytes.length, voice: VOICE, cached: Boolean(found) } };
};
