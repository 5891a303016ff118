import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';

/** espeak-ng's voices the broadcast speaks with: Mandarin for the (Chinese) broadcast text. */
export const SPEECH_VOICES = { cmn: 'cmn' } as const;
export type SpeechVoice = keyof typeof SPEECH_VOICES;

export interface SpeechAudio {
  bytes: Buffer;
  contentType: 'audio/mpeg' | 'audio/wav';
  extension: 'mp3' | 'wav';
}

/** The storage key of one text read by one voice: the same text and voice always give the same file. */
export function speechKey(text: string, voice: SpeechVoice, extension: SpeechAudio['extension']): string {
  const hash = createHash('sha256').update(`${voice}\n${text}`).digest('hex').slice(0, 32);
  return `speech/${voice}/${hash}.${extension}`;
}

/** A binary that could not be started (not installed, or the configured path is wrong). */
export class MissingProgram extends Error {
  constructor(readonly program: string) {
    super(`${program} is not installed`);
  }
}

/** Runs a program with bytes on stdin; its stdout, or MissingProgram when it can't be started. */
function run(path: string, args: string[], input: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new MissingProgram(path) : error));
    child.on('close', (code) => {
      if (code === 0 && out.length) resolve(Buffer.concat(out));
      else if (code !== null) reject(new Error(`${path} failed (${code}): ${Buffer.concat(err).toString().slice(0, 300)}`));
    });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}

/**
 * The text read aloud by espeak-ng (text on stdin, so nothing in it is taken for an option), then made
 * MP3 by lame at 32 kbit/s mono: a tenth of the WAV (decision 0121). Without lame the WAV is kept.
 */
export async function synthesizeSpeech(text: string, voice: SpeechVoice, programs: { espeakPath: string; lamePath: string }): Promise<SpeechAudio> {
  const wav = await run(programs.espeakPath, ['-v', SPEECH_VOICES[voice], '-s', '150', '--stdout'], Buffer.from(text, 'utf8'));
  try {
    const mp3 = await run(programs.lamePath, ['--quiet', '-m', 'm', '-b', '32', '-', '-'], wav);
    return { bytes: mp3, contentType: 'audio/mpeg', extension: 'mp3' };
  } catch (error) {
    if (error instanceof MissingProgram) return { bytes: wav, contentType: 'audio/wav', extension: 'wav' };
    throw error;
  }
}
